extension ScreenSession: TerminalScreen {
  /// The prompt's text.
  package var typed: String {
    get { view.prompt.text }
    set { view.prompt.text = newValue }
  }

  /// The prompt's cursor.
  package var cursor: Int {
    get { view.prompt.cursor }
    set { view.prompt.cursor = newValue }
  }

  /// The prompt's suggestions.
  package var suggestions: [String] { view.prompt.suggestions }

  /// Whether the list is on show with its selection marked.
  package var arrowsMoveSelection: Bool { showsSelection && isShowingLocations }

  /// Sets the frames' width for the terminal's and draws again.
  package func resize(toColumns columns: Int) {
    resize(toWidth: InteractiveTerminal.frameWidth(forTerminal: columns))
  }
}
