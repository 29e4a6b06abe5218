import WeatherSideBySide

/// What to record: the variants, the command line's options, the lines typed, and the golden
/// transcript that the recording ends on.
///
/// One variant is recorded as its executable shows it on a terminal; two or more as
/// `weather-side-by-side` shows them.
///
/// ```swift
/// let recording = try await SessionRecorder.record(.readme)
/// ```
public struct RecordingScript: Sendable {
  /// A golden transcript of the same command line and lines, whose last picture the
  /// recording's last picture must be.
  public enum Golden: Sendable, Equatable {
    /// A transcript of `weather-side-by-side` in plain mode, by its name in
    /// `Tests/WeatherSideBySideTests/Golden/`, cut to the script's variants.
    case sideBySide(String)
    /// A transcript of one screen, as every variant draws it, by its name in
    /// `Tests/WeatherScreenTests/Golden/`.
    case screen(String)

    /// The transcript's path from the package's root.
    public var path: String {
      switch self {
      case .sideBySide(let name): "Tests/WeatherSideBySideTests/Golden/\(name).txt"
      case .screen(let name): "Tests/WeatherScreenTests/Golden/\(name).txt"
      }
    }
  }

  /// The recording's name, for its files: `NAME.cast`, `NAME.svg`, `NAME.txt`.
  public var name: String
  /// The title that players show.
  public var title: String
  /// What the recording shows, for those who cannot see it: the image's label and its alt
  /// text.
  public var description: String
  /// The variants, left to right.
  public var variants: [SideBySideVariant]
  /// The options after the program's name.
  public var arguments: [String]
  /// The lines, each typed key by key and entered.
  public var lines: [String]
  /// The golden transcript that the recording ends on.
  public var golden: Golden
  /// The time from one key to the next.
  public var keyMilliseconds = 120
  /// The time from a picture that asks a service to the picture with its answer.
  public var answerMilliseconds = 600
  /// The time from the last answer to the next line's first key.
  public var readingMilliseconds = 1_800
  /// How long the last picture stays before the recording loops.
  public var finalPauseMilliseconds = 4_000

  /// Whether each picture shows the variants side by side, with their names and status, rather
  /// than one variant's screen as its own executable draws it.
  public var isSideBySide: Bool { variants.count > 1 }

  /// Where the variants stand in a transcript of every variant, such as a golden file of
  /// `weather-side-by-side`.
  public var goldenColumns: [Int] {
    variants.compactMap { variant in SideBySideVariant.all.firstIndex { $0.id == variant.id } }
  }

  /// The command line that the golden transcripts show for the same options: the program, then
  /// the options that run a transcript in plain mode.
  public var goldenCommandLine: String {
    let program: String
    switch golden {
    case .sideBySide: program = "weather-side-by-side"
    case .screen: program = "weather"
    }
    return (["$", program, "--plain"] + arguments).joined(separator: " ")
  }

  /// The one time that every script is recorded at, as the golden transcripts are.
  static let now = ["--now", "2026-11-29T11:30:00Z"]

  /// The README's recording: MVC and Observation side by side; a place typed with its
  /// suggestions, one that is not found, then another place.
  public static let readme = RecordingScript(
    name: "side-by-side", title: "weather-mvc and weather-observation, side by side",
    description:
      "The weather screen in MVC (left) and in MVVM with Observation (right), drawing the same"
      + " frames: Paris typed key by key while the prompt suggests places, then xyzzy, which"
      + " is not found, then Tokyo.",
    variants: [.named("mvc"), .named("observation")], arguments: now,
    lines: ["Paris", "xyzzy", "Tokyo"],
    golden: .sideBySide("paris-xyzzy-tokyo"))

  /// What a learner runs at the end of each chapter of the tutorial, named after the chapter's
  /// folder in `tutorial/chapters/`, in the chapters' order.
  public static let chapters = [
    RecordingScript(
      name: "01-mvc-to-mvvm", title: "weather-mvvm at the end of chapter 1",
      description:
        "The MVVM weather screen at the end of chapter 1: Paris typed key by key while the"
        + " prompt suggests places, then xyzzy, which is not found, then Tokyo.",
      variants: [.named("mvvm")], arguments: now, lines: ["Paris", "xyzzy", "Tokyo"],
      golden: .sideBySide("paris-xyzzy-tokyo")),
    RecordingScript(
      name: "02-composing-view-models", title: "weather-mvvm at the end of chapter 2",
      description:
        "The MVVM weather screen at the end of chapter 2, whose view model builds a child for"
        + " the current conditions and one for each day: Oslo in metric units, then Cape Town"
        + " and Moscow.",
      variants: [.named("mvvm")], arguments: now + ["--units", "metric", "--location", "Oslo"],
      lines: ["Cape Town", "Moscow"], golden: .screen("metric")),
    RecordingScript(
      name: "03-a-list-with-cell-view-models", title: "weather-mvvm's saved places, chapter 3",
      description:
        "The MVVM list of saved places at the end of chapter 3, a view model for each cell:"
        + " Oslo added, its cell loading its own weather, then paris, already in the list, then"
        + " a blank line, which changes nothing.",
      variants: [.named("mvvm")], arguments: now + ["--screen", "locations"],
      lines: ["Oslo", "paris", " "], golden: .screen("list-add")),
    RecordingScript(
      name: "04-the-screen-observed", title: "weather-observation at the end of chapter 4",
      description:
        "The weather screen with an @Observable view model at the end of chapter 4: Paris typed"
        + " key by key while the prompt suggests places, then xyzzy, which is not found, then"
        + " Tokyo.",
      variants: [.named("observation")], arguments: now, lines: ["Paris", "xyzzy", "Tokyo"],
      golden: .sideBySide("paris-xyzzy-tokyo")),
    RecordingScript(
      name: "05-the-list-observed", title: "weather-observation's saved places, chapter 5",
      description:
        "The list of saved places with @Observable view models at the end of chapter 5: the"
        + " second place removed, then a number with no place and a :remove without one, each"
        + " answered with an error, then the first place opened.",
      variants: [.named("observation")], arguments: now + ["--screen", "locations"],
      lines: [":remove 2", ":remove 7", ":remove", "1"], golden: .screen("list-remove")),
    RecordingScript(
      name: "06-declared-views", title: "weather-declarative's two screens, chapter 6",
      description:
        "The saved places and the weather screen declared in bodies at the end of chapter 6:"
        + " the second place opened and left, the third opened with :open, an unknown command"
        + " refused and Kyoto looked up, then the list again, where :back answers that it is"
        + " already there.",
      variants: [.named("declarative")], arguments: now + ["--screen", "locations"],
      lines: ["2", ":back", ":open 3", ":frobnicate", "Kyoto", ":locations", ":back"],
      golden: .screen("list-open-and-back")),
  ]

  /// Every recording that the project keeps.
  public static let all = [readme] + chapters
}
