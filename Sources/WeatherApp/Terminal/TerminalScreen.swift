/// What interactive mode draws and types into: one screen, or several composed into one.
@MainActor
package protocol TerminalScreen: AnyObject {
  /// What has been typed at the prompt and not yet entered.
  var typed: String { get set }
  /// Where the cursor is in ``typed``, in characters.
  var cursor: Int { get set }
  /// What the prompt suggests for what has been typed; Tab takes the first.
  var suggestions: [String] { get }
  /// Draws the first picture and starts the work that the screen does on load.
  func start() async
  /// Whether ↑ and ↓ move a selection on the screen on show, rather than going through
  /// earlier lines.
  var arrowsMoveSelection: Bool { get }
  /// Enters a line, as if Enter had been pressed after typing it.
  ///
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  func submit(_ line: String) -> Bool
  /// Moves the selection of the screen on show, when it has one: -1 up, 1 down.
  func moveSelection(by offset: Int)
  /// Esc: goes back from the screen on show, when there is a screen to go back to.
  func goBack()
  /// Follows the terminal to a new width: the screen draws again for it.
  func resize(toColumns columns: Int)
  /// A key that the screen acts on itself, before the prompt's editor sees it.
  ///
  /// - Returns: Whether the screen took the key; the editor gets the keys it did not take.
  func takeKey(_ key: Key) -> Bool
}

extension TerminalScreen {
  /// Takes no key: every key goes to the prompt's editor.
  package func takeKey(_ key: Key) -> Bool { false }
}
