import Foundation

/// What one line typed at the prompt means: text for the screen, or a command for the app.
///
/// A line that begins with ":" is a command on every screen; on the list, a bare number opens
/// that place. Everything else is text that the screen's controller receives.
///
/// ```swift
/// ScreenCommand(parsing: ":remove 2")  // .remove(2)
/// ScreenCommand(parsing: "Paris")      // .text("Paris")
/// ```
enum ScreenCommand: Equatable, Sendable {
  /// Text for the screen: a location change, or a place to add to the list.
  case text(String)
  /// A bare number: on the list, the place to open; elsewhere, text.
  case number(Int, text: String)
  /// `:locations`: show the list.
  case locations
  /// `:open N`: open place N.
  case open(Int)
  /// `:remove N`: remove place N.
  case remove(Int)
  /// `:save`: add the place shown to the list.
  case save
  /// `:back`: go back to the list.
  case back
  /// `:q` or `:quit`: end the program.
  case quit
  /// A command that needs a place number and did not get one, such as ":open two".
  case needsNumber(String)
  /// A line that begins with ":" and names no command.
  case unknown(String)

  init(parsing line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(":") else {
      if let number = Int(trimmed), trimmed.allSatisfy(\.isASCII) {
        self = .number(number, text: line)
      } else {
        self = .text(line)
      }
      return
    }
    let words = trimmed.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
    let name = words.first.map(String.init) ?? ""
    let argument = words.dropFirst().joined(separator: " ")
    let number = words.count == 2 ? Int(argument) : nil
    switch (name, words.count) {
    case ("locations", 1): self = .locations
    case ("save", 1): self = .save
    case ("back", 1): self = .back
    case ("q", 1), ("quit", 1): self = .quit
    case ("open", _), ("remove", _):
      guard let number else {
        self = .needsNumber(name)
        return
      }
      self = name == "open" ? .open(number) : .remove(number)
    default: self = .unknown(trimmed)
    }
  }
}
