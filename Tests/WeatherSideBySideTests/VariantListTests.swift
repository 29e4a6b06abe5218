import Foundation
import Testing
import WeatherApp
import WeatherSideBySide

/// The one list of variants (`WeatherVariant.all`) against the README, which names the
/// variants where it describes side by side's `--variants`.
@Suite("The list of variants")
struct VariantListTests {
  /// The variants' short names in the README's description of `--variants`: each name in
  /// backquotes from "a comma-separated list from" to the end of the sentence.
  static func namesInReadme() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let bullet = try #require(
      text.range(of: "- `--variants LIST`"), "the README describes --variants")
    // The words of the bullet, whatever its line breaks.
    let rest = text[bullet.upperBound...].split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    let list = try #require(rest.range(of: "list from"), "the bullet names the variants")
    let sentence = rest[list.upperBound...].prefix { $0 != "(" && $0 != "." }
    return sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  @Test("the list has as many variants as the README names, in the README's order")
  func matchesReadme() throws {
    let named = try Self.namesInReadme()
    #expect(named.count == WeatherVariant.all.count)
    #expect(named == WeatherVariant.all.map(\.id))
  }

  @Test("side by side hosts every variant of the list, under its title, in order")
  func sideBySideTakesTheList() {
    #expect(SideBySideVariant.all.map(\.id) == WeatherVariant.all.map(\.id))
    #expect(SideBySideVariant.all.map(\.title) == WeatherVariant.all.map(\.title))
  }
}
