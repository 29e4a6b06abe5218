import WeatherViews

/// Whether every variant drew the same frame for an update, and if not, where they part.
///
/// ```swift
/// let verdict = ParityVerdict(titles: ["MVC", "MVVM"], frames: [mvcFrame, mvvmFrame])
/// print(verdict.description)  // "identical"
/// ```
public struct ParityVerdict: Sendable, Equatable, CustomStringConvertible {
  /// Whether every frame is there and all are the same, line for line.
  public let isIdentical: Bool
  /// "identical", or "differ" with the first line that differs and what each variant drew
  /// there, or which variant drew no frame.
  public let description: String

  /// Compares the frames of one update.
  ///
  /// - Parameters:
  ///   - titles: The variants' names, in the order of `frames`.
  ///   - frames: Each variant's frame, or `nil` when it drew none for this update.
  public init(titles: [String], frames: [Frame?]) {
    let missing = zip(titles, frames).filter { $0.1 == nil }.map(\.0)
    if !missing.isEmpty {
      isIdentical = false
      description = "differ: no frame from " + missing.joined(separator: ", ")
      return
    }
    let lines = frames.map { $0?.lines ?? [] }
    let height = lines.map(\.count).max() ?? 0
    guard
      let index = (0..<height).first(where: { row in
        Set(lines.map { row < $0.count ? $0[row] : nil }).count > 1
      })
    else {
      isIdentical = true
      description = "identical"
      return
    }
    // Variants that drew the same line are named together, in the order they first appear.
    var groups: [(text: String, titles: [String])] = []
    for (title, frame) in zip(titles, lines) {
      let text = index < frame.count ? "\"\(Self.content(of: frame[index]))\"" : "no such line"
      if let group = groups.firstIndex(where: { $0.text == text }) {
        groups[group].titles.append(title)
      } else {
        groups.append((text, [title]))
      }
    }
    isIdentical = false
    description =
      "differ at line \(index + 1): "
      + groups.map { "\($0.text) (\($0.titles.joined(separator: ", ")))" }
      .joined(separator: " vs ")
  }

  /// A frame line without its box border and its padding, fitted to a readable length.
  static func content(of line: String) -> String {
    var text = Substring(line)
    if text.hasPrefix("│ ") && text.hasSuffix(" │") { text = text.dropFirst(2).dropLast(2) }
    while text.last == " " { text = text.dropLast() }
    return TextWidth.fit(String(text), columns: 32)
  }
}
