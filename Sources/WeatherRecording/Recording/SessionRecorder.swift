import Foundation
import WeatherApp
import WeatherCore
import WeatherSideBySide
import WeatherViews

/// Records a session in this process, as a terminal shows it: one variant's screen as its own
/// executable draws it, or variants side by side as `weather-side-by-side` shows them. Each
/// line is typed key by key, with the suggestions that the prompt shows, then entered.
///
/// The services are the offline ones and answer at once, as in the golden runs, so each
/// variant draws the frames of its golden file. Time is simulated: a key comes
/// ``RecordingScript/keyMilliseconds`` after the one before it, an answer's picture
/// ``RecordingScript/answerMilliseconds`` after the picture that asked for it, and the next
/// line's first key ``RecordingScript/readingMilliseconds`` after the last answer, while the
/// reader looks.
///
/// ```swift
/// let recording = try await SessionRecorder.record(.readme)
/// ```
@MainActor
public enum SessionRecorder {
  /// Plays the script and records every picture.
  ///
  /// - Parameter script: What to record.
  /// - Returns: The recording.
  /// - Throws: ``WeatherApp/UsageError`` for options that do not parse, or an error from
  ///   making the services.
  public static func record(_ script: RecordingScript) async throws -> Recording {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-recording-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A saved-places file that does not exist: every run starts from the same list.
    let file = folder.appendingPathComponent("places.json")
    let options = try WeatherOptions.parse(
      script.arguments + ["--locations-file", file.path], environment: [:])
    let environments = try script.variants.map { _ in
      try WeatherCommand.makeEnvironment(options, environment: [:])
    }
    var shots: [Recording.Shot] = []
    var now = 0
    var marker: String?
    let session = SideBySideSession(
      variants: script.variants, environments: environments,
      store: WeatherCommand.makeStore(options, environment: [:]), rendezvous: nil,
      firstScreen: options.screen,
      frameWidth: Composer.frameWidth(count: script.variants.count, in: nil)
    ) { update in
      // The first picture of an event comes at its time; each one after it is an answer.
      if let last = shots.last, last.milliseconds >= now {
        now = last.milliseconds + script.answerMilliseconds
      }
      shots.append(
        Recording.Shot(milliseconds: now, picture: picture(of: update, script), marker: marker))
      marker = nil
    }
    marker = "Start"
    await session.start()
    await session.waitUntilIdle()
    for line in script.lines {
      var typed = ""
      for character in line {
        now = (shots.last?.milliseconds ?? 0) + readingOrKey(typed, script)
        typed.append(character)
        if typed.count == 1 { marker = "Typing: \(line)" }
        session.typed = typed
        await session.settle()
      }
      now = (shots.last?.milliseconds ?? 0) + script.keyMilliseconds
      marker = "Enter: \(line)"
      await session.enter(line)
      await session.waitUntilIdle()
    }
    await session.finish()
    return Recording(
      title: script.title, shots: shots, finalPauseMilliseconds: script.finalPauseMilliseconds)
  }

  /// What the terminal shows for an update: the variants side by side with their status, or
  /// the one variant's frame alone.
  private static func picture(of update: SideBySideUpdate, _ script: RecordingScript)
    -> TerminalPicture
  {
    if !script.isSideBySide, let frame = update.frames.first ?? nil {
      return TerminalPicture(frame)
    }
    return Composer.compose(update, width: nil, timings: false)
  }

  /// The pause before a key: the reader's, before a line's first key; else the typing pace.
  private static func readingOrKey(_ typedSoFar: String, _ script: RecordingScript) -> Int {
    typedSoFar.isEmpty ? script.readingMilliseconds : script.keyMilliseconds
  }
}
