import Foundation
import WeatherApp
import WeatherCore
import WeatherSideBySide
import WeatherViews

/// Records variants side by side in this process, as `weather-side-by-side` shows them on a
/// terminal: each line typed key by key, with the suggestions that the prompt shows, then
/// entered.
///
/// The services are the offline ones and answer at once, as in the golden runs, so each
/// variant draws the frames of its golden file. Time is simulated: a key comes
/// ``Script/keyMilliseconds`` after the one before it, an answer's picture
/// ``Script/answerMilliseconds`` after the picture that asked for it, and the next line's first
/// key ``Script/readingMilliseconds`` after the last answer, while the reader looks.
///
/// ```swift
/// let recording = try await SideBySideRecorder.record(.readme)
/// ```
@MainActor
public enum SideBySideRecorder {
  /// What to record: the variants, the command line's options, and the lines typed.
  public struct Script: Sendable {
    /// The recording's name, for its files: `NAME.cast`, `NAME.svg`.
    public var name: String
    /// The title that players show.
    public var title: String
    /// What the recording shows, for those who cannot see it: the image's label and the
    /// README's alt text.
    public var description: String
    /// The variants, left to right.
    public var variants: [SideBySideVariant]
    /// The options after the program's name.
    public var arguments: [String]
    /// The lines, each typed key by key and entered.
    public var lines: [String]
    /// The time from one key to the next.
    public var keyMilliseconds = 120
    /// The time from a picture that asks a service to the picture with its answer.
    public var answerMilliseconds = 600
    /// The time from the last answer to the next line's first key.
    public var readingMilliseconds = 1_800
    /// How long the last picture stays before the recording loops.
    public var finalPauseMilliseconds = 4_000

    /// The README's recording: MVC and Observation side by side; a place typed with its
    /// suggestions, one that is not found, then another place.
    public static let readme = Script(
      name: "side-by-side", title: "weather-mvc and weather-observation, side by side",
      description:
        "The weather screen in MVC (left) and in MVVM with Observation (right), drawing the same"
        + " frames: Paris typed key by key while the prompt suggests places, then xyzzy, which"
        + " is not found, then Tokyo.",
      variants: [.mvc, .observation], arguments: ["--now", "2026-11-29T11:30:00Z"],
      lines: ["Paris", "xyzzy", "Tokyo"])

    /// Where the variants stand in a transcript of every variant, such as a golden file of
    /// `weather-side-by-side`.
    public var goldenColumns: [Int] {
      variants.compactMap { variant in SideBySideVariant.all.firstIndex { $0.id == variant.id } }
    }

    /// Every recording that the project keeps.
    public static let all = [readme]
  }

  /// Plays the script and records every picture.
  ///
  /// - Parameter script: What to record.
  /// - Returns: The recording.
  /// - Throws: ``WeatherApp/UsageError`` for options that do not parse, or an error from
  ///   making the services.
  public static func record(_ script: Script) async throws -> Recording {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-recording-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A saved-places file that does not exist: every run starts from the same empty list.
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
        Recording.Shot(
          milliseconds: now, picture: Composer.compose(update, width: nil, timings: false),
          marker: marker))
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

  /// The pause before a key: the reader's, before a line's first key; else the typing pace.
  private static func readingOrKey(_ typedSoFar: String, _ script: Script) -> Int {
    typedSoFar.isEmpty ? script.readingMilliseconds : script.keyMilliseconds
  }
}
