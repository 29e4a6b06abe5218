import Foundation
import WeatherCore
import WeatherViews

/// Plain mode: frames as text on stdout, inputs as lines on stdin.
///
/// Each frame is printed followed by exactly one empty line; frames never contain an empty
/// line, so a reader can split the output on blank lines. Lines are read as they arrive and
/// each gets one turn of the run loop, like one press of Enter (see
/// ``ScreenSession/enter(_:)``): an answer that is ready lands before the next line, and a
/// slow one is superseded by it, as on a real screen. At the end of input the program waits
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
    await LineReader.forEachLine { line in await session.enter(line) }
    await session.waitUntilIdle()
    return 0
  }
}

/// Reads stdin line by line on its own thread and hands each line to the main actor.
package enum LineReader {
  /// Calls `body` on the main actor for each line, in order, and returns at end of input or
  /// when `body` returns `false` (`:q`).
  ///
  /// The next line is handed over only when `body` has returned for this one. Invalid UTF-8
  /// is replaced, not rejected: a line of garbage is still a location change.
  @MainActor
  package static func forEachLine(_ body: @escaping @MainActor (String) async -> Bool) async {
    let lines = AsyncStream<String>(bufferingPolicy: .unbounded) { continuation in
      let thread = Thread {
        while let line = readLine(strippingNewline: true) { continuation.yield(line) }
        continuation.finish()
      }
      thread.start()
    }
    for await line in lines {
      guard await body(line) else { return }
    }
  }
}
