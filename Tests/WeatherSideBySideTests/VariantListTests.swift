import Foundation
import Testing
import WeatherApp
import WeatherSideBySide

/// The one list of variants (`WeatherVariant.all`) against what names every variant: side by
/// side, the README where it describes `--variants`, the screen contract's comment and
/// docs/architecture.md.
@Suite("The list of variants")
struct VariantListTests {
  /// The variants' short names in the README's description of `--variants`: each name in
  /// backquotes from "a comma-separated list from" to the end of the sentence.
  static func namesInReadme() throws -> [String] {
    let text = try packageFile("README.md")
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

  /// The text of a file of the package, by its path from the package's folder.
  static func packageFile(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../" + path)
    return try String(contentsOf: url, encoding: .utf8)
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

  @Test("the screen contract's comment and docs/architecture.md name every variant's Screens")
  func screensNamed() throws {
    let contract = try Self.packageFile("Sources/WeatherScreens/Screens.swift")
    let architecture = try Self.packageFile("docs/architecture.md")
    for variant in WeatherVariant.all {
      #expect(contract.contains("`Screens.\(variant.id)`"), "Screens.swift: \(variant.id)")
      #expect(
        architecture.contains("`Screens.\(variant.id)`")
          || architecture.contains("`.\(variant.id)`"),
        "docs/architecture.md: \(variant.id)")
    }
  }
}
