import WeatherViews

/// A golden transcript of `weather-side-by-side` in plain mode, cut down to some of its
/// variants: what a recording of those variants must show for the same input.
///
/// Each block of the transcript is a header line, the frames side by side and a status line.
/// Cutting keeps the chosen variants' columns, and from the status the verdict and their
/// parts, laid out as ``WeatherSideBySide/Composer`` lays out those variants alone.
///
/// ```swift
/// let golden = GoldenSideBySide(text: try String(contentsOf: url, encoding: .utf8))
/// let last = golden.lines(ofBlock: golden.blocks.count - 1, variants: [0, 2])
/// ```
public struct GoldenSideBySide: Sendable {
  /// Every block's lines, in order.
  public let blocks: [[String]]

  /// Reads a transcript: its command line, its input lines ("> …") and its blocks, which empty
  /// lines separate.
  ///
  /// - Parameter text: The golden file's text.
  public init(text: String) {
    var blocks: [[String]] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.isEmpty || line.hasPrefix("$ ") || line.hasPrefix("> ") {
        if !current.isEmpty { blocks.append(current) }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { blocks.append(current) }
    self.blocks = blocks
  }

  /// A block as the chosen variants alone would show it.
  ///
  /// - Parameters:
  ///   - index: The block's index.
  ///   - variants: The variants' indices in the transcript, in the order to show them.
  ///   - gap: The columns between two frames.
  /// - Returns: The header, the frames' lines and the status, without trailing spaces.
  public func lines(ofBlock index: Int, variants: [Int], gap: Int = 2) -> [String] {
    let block = blocks[index]
    guard block.count > 2 else { return block }
    let width = TextWidth.columns(in: block[1].split(separator: " ").first.map(String.init) ?? "")
    let framed = block.dropLast().map { line in
      let characters = Array(line)
      let columns = variants.map { variant in
        let start = min(variant * (width + gap), characters.count)
        let end = min(start + width, characters.count)
        return TextWidth.pad(String(characters[start..<end]), columns: width)
      }
      return trimmed(columns.joined(separator: String(repeating: " ", count: gap)))
    }
    let parts = block[block.count - 1].components(separatedBy: " · ")
    let status = ([parts[0]] + variants.map { parts[1 + $0] }).joined(separator: " · ")
    return framed + [status]
  }

  private func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
