/// A key press, or a paste, read from a terminal in raw mode.
public enum Key: Sendable, Hashable {
  /// Typed text: one or more characters with no control character among them.
  case text(String)
  /// Text pasted with bracketed paste, its control characters already dropped.
  case paste(String)
  /// Enter or Return.
  case enter
  /// Tab.
  case tab
  /// Backspace (DEL or Ctrl-H): deletes the character before the cursor.
  case backspace
  /// The Delete key: deletes the character under the cursor.
  case delete
  /// ← and →.
  case left, right
  /// ↑ and ↓.
  case up, down
  /// Home and End.
  case home, end
  /// Esc, alone.
  case escape
  /// Ctrl and a letter, such as `control("a")` for Ctrl-A.
  case control(Character)
}
