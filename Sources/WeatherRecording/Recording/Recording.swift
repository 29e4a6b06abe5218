import WeatherApp
import WeatherViews

/// A session as a terminal shows it: each picture drawn, when it was drawn, and the moments
/// that a player marks.
///
/// Times are whole milliseconds from the start, counted on a simulated clock, so that the
/// same session makes the same recording, byte for byte.
///
/// ```swift
/// let recording = try await SessionRecorder.record(.readme)
/// let cast = Asciicast.encode(recording)
/// ```
public struct Recording: Sendable, Equatable {
  /// One picture on the screen, from its time until the next one's.
  public struct Shot: Sendable, Equatable {
    /// When it is drawn, in milliseconds from the start.
    public var milliseconds: Int
    /// What the terminal shows, with its styles and cursor.
    package var picture: TerminalPicture
    /// The name of the moment that this picture starts, if it starts one, such as
    /// "Enter: Paris".
    public var marker: String?

    /// The picture's lines, as text without styles.
    public var lines: [String] { picture.lines }
  }

  /// The title that players show.
  public var title: String
  /// Every picture, in order of time; times never go back.
  public var shots: [Shot]
  /// How long the last picture stays before a looping player starts again.
  public var finalPauseMilliseconds: Int

  /// The widest picture's width in columns.
  public var columns: Int {
    shots.flatMap(\.picture.lines).map(TextWidth.columns(in:)).max() ?? 0
  }

  /// The tallest picture's height in lines.
  public var rows: Int { shots.map(\.picture.lines.count).max() ?? 0 }

  /// The last picture's lines: what the screen shows when the recording ends.
  public var lastLines: [String] { shots.last?.lines ?? [] }

  /// When the recording ends, the last picture's pause included.
  public var durationMilliseconds: Int {
    (shots.last?.milliseconds ?? 0) + finalPauseMilliseconds
  }
}
