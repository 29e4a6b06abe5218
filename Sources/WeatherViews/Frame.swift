/// One drawn screen: lines of text of equal width, none of them empty.
///
/// ```swift
/// let frame = view.render()
/// print(frame.text)
/// ```
public struct Frame: Sendable, Hashable {
  /// The lines, top to bottom, without line breaks.
  public var lines: [String]
  /// The index of the line that holds the prompt.
  public var promptLine: Int
  /// The column (0-based) just after the typed text on the prompt line, for the cursor.
  public var promptColumn: Int
  /// The index of the error line, when the screen shows one.
  public var errorLine: Int?

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - lines: The lines of the frame.
  ///   - promptLine: The index of the prompt's line.
  ///   - promptColumn: The column of the cursor on that line.
  ///   - errorLine: The index of the error line, if any.
  public init(lines: [String], promptLine: Int, promptColumn: Int, errorLine: Int? = nil) {
    self.lines = lines
    self.promptLine = promptLine
    self.promptColumn = promptColumn
    self.errorLine = errorLine
  }

  /// The frame as one string, its lines joined by "\n", with no final line break.
  public var text: String { lines.joined(separator: "\n") }
}
