import Foundation
import Testing

/// docs/apple-platforms.md says that the view model carries over to UIKit and SwiftUI unchanged
/// because it imports nothing of the view layer; its target could import it, so this checks.
@Suite("The Observation view model's imports")
struct ViewModelImportsTests {
  @Test("the view model imports no view layer, so it carries over to UIKit and SwiftUI")
  func noViewLayer() throws {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/WeatherObservation/WeatherViewModel.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    let imports = text.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard words.first == "import", words.count >= 2 else { return nil }
      return String(words[words.count - 1])
    }
    #expect(imports.contains("WeatherCore"), "no imports found in \(source.path)")
    let viewLayer: Set = ["WeatherViews", "WeatherApp", "UIKit", "SwiftUI", "AppKit"]
    #expect(viewLayer.isDisjoint(with: imports), "imports: \(imports)")
  }
}
