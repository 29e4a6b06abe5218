import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; the fuzz build compiles
// WeatherGazetteer's sources with swiftc directly, so this stands in for it. The fuzzer loads
// cities.tsv by path and never calls `Gazetteer.bundled()`, the only user of the accessor.
extension Foundation.Bundle {
  static let module = Bundle.main
}
