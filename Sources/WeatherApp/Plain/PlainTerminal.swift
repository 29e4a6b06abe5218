import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// Plain mode: frames as text on stdout, inputs as lines on stdin.
///
/// Each frame is printed followed by exactly one empty line; frames never contain an empty
/// line, so a reader can split the output on blank lines. Lines are read as they arrive and
/// each is entered once the screen has settled from the one before, like a press of Enter by
/// a person who looks first (see ``ScreenSession/enter(_:)``): an answer that is ready lands
/// before the next line, and a slow one is superseded by it, as on a real screen. At the end of input the program waits
/// for pending work, so the last frame printed is the settled one.
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
    await session.start()
    await StandardInputLines.forEachLine { line in await session.enter(line) }
    await session.waitUntilIdle()
    return 0
  }
}
