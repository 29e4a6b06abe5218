/// The prompt's line editor, as a pure state machine: keys in, text, cursor and outcomes out.
///
/// It edits like a shell's prompt: ←/→, Home/End, Ctrl-A/E and Ctrl-B/F move; Backspace,
/// Delete, Ctrl-D (on a line that is not empty), Ctrl-K, Ctrl-U and Ctrl-W delete; ↑/↓ walk
/// through this session's earlier lines, keeping the line being written to come back to.
/// Text is a sequence of characters (grapheme clusters), so a wide character or an emoji
/// moves and deletes as one, the two columns it takes together.
///
/// ```swift
/// var editor = LineEditor()
/// editor.handle(.text("Pari"))
/// editor.handle(.text("s"))
/// editor.handle(.enter)  // .submit("Paris")
/// ```
public struct LineEditor: Sendable {
  /// What a key did.
  public enum Outcome: Sendable, Hashable {
    /// The text or the cursor changed.
    case edited
    /// Nothing changed.
    case unchanged
    /// Enter: the line is submitted, and the editor is empty again.
    case submit(String)
    /// Tab: the caller completes the line (with ``replaceText(_:)``).
    case complete
    /// The session should end: Ctrl-C (status 130) or Ctrl-D on an empty line (status 0).
    case quit(Int32)
  }

  /// The line being edited.
  public private(set) var characters: [Character] = []
  /// How many characters are before the cursor.
  public private(set) var cursor = 0
  /// The lines submitted in this session, oldest first, without repeats in a row.
  public private(set) var history: [String] = []
  private var historyPosition: Int?
  private var draft: [Character] = []

  /// Creates an empty editor with no history.
  public init() {}

  /// The line as a string.
  public var text: String { String(characters) }

  /// Replaces the line and puts the cursor at its end, as completing it does.
  ///
  /// - Parameter text: The new line.
  public mutating func replaceText(_ text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  /// Applies one key.
  ///
  /// - Parameter key: The key.
  /// - Returns: What it did.
  @discardableResult
  public mutating func handle(_ key: Key) -> Outcome {
    let before = (characters, cursor)
    switch key {
    case .text(let text), .paste(let text):
      characters.insert(contentsOf: text, at: cursor)
      cursor += text.count
    case .enter:
      let line = text
      if !line.isEmpty && history.last != line { history.append(line) }
      characters = []
      cursor = 0
      historyPosition = nil
      draft = []
      return .submit(line)
    case .tab:
      return .complete
    case .left, .control("b"):
      cursor = max(cursor - 1, 0)
    case .right, .control("f"):
      cursor = min(cursor + 1, characters.count)
    case .home, .control("a"):
      cursor = 0
    case .end, .control("e"):
      cursor = characters.count
    case .backspace:
      if cursor > 0 {
        characters.remove(at: cursor - 1)
        cursor -= 1
      }
    case .delete:
      if cursor < characters.count { characters.remove(at: cursor) }
    case .control("d"):
      if characters.isEmpty { return .quit(0) }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .control("c"):
      return .quit(130)
    case .control("k"):
      characters.removeSubrange(cursor...)
    case .control("u"):
      characters.removeSubrange(..<cursor)
      cursor = 0
    case .control("w"):
      // As a shell does: the spaces before the cursor, then the word before them.
      var start = cursor
      while start > 0 && characters[start - 1] == " " { start -= 1 }
      while start > 0 && characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .up, .control("p"):
      guard !history.isEmpty else { return .unchanged }
      let position: Int
      if let historyPosition {
        position = max(historyPosition - 1, 0)
      } else {
        draft = characters
        position = history.count - 1
      }
      historyPosition = position
      replaceText(history[position])
    case .down, .control("n"):
      guard let historyPosition else { return .unchanged }
      if historyPosition + 1 < history.count {
        self.historyPosition = historyPosition + 1
        replaceText(history[historyPosition + 1])
      } else {
        self.historyPosition = nil
        characters = draft
        cursor = characters.count
      }
    case .escape, .control:
      return .unchanged
    }
    return before == (characters, cursor) ? .unchanged : .edited
  }
}
