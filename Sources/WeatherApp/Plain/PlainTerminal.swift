import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// Plain mode: frames as text on stdout, inputs as lines on stdin.
///
/// Each frame is printed followed by exactly one empty line; frames never contain an empty
/// line, so a reader can split the output on blank lines. Each line is entered by the rule of
/// ``StandardInputLines``: a line piped in with the one before it waits until every answer to
/// that one has landed and been drawn, so one input prints one output whenever the services
/// answer; a line that arrives later supersedes the answers still in flight. At the end of
/// input the program waits for pending work, so the last frame printed is the settled one.
enum PlainTerminal {
  @MainActor
  static func run(
    environment: WeatherEnvironment, store: LocationStore,
    firstScreen: WeatherOptions.ScreenChoice, width: Int, screens: Screens
  ) async -> Int32 {
    let session = ScreenSession(
      environment: environment, store: store, firstScreen: firstScreen, width: width,
      screens: screens
    ) { frame in
      StandardStream.output.write(frame.text + "\n\n")
    }
    await StandardInputLines.play(
      start: { await session.start() }, enter: { await session.enter($0) },
      settle: { await session.settle() }, waitUntilIdle: { await session.waitUntilIdle() })
    await session.waitUntilIdle()
    return 0
  }
}
