import Testing
import WeatherCore

/// Every text that a report or an error can show, gathered to be searched for a key.
struct KeyLeaks {
  private(set) var texts: [String] = []

  mutating func record(_ error: any Error) {
    texts += [String(describing: error), String(reflecting: error), error.localizedDescription]
    if let error = error as? ServiceError { texts += [error.message, error.shortMessage] }
  }

  mutating func record(_ report: WeatherReport) {
    texts += [String(describing: report), String(reflecting: report)]
    if case .failure(let error) = report.forecast { record(error) }
  }

  /// Fails the test for each text that holds `key`, or the "SECRET" that every test key has.
  func expectNone(of key: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in texts {
      #expect(!text.contains(key), "key leaked in: \(text)", sourceLocation: sourceLocation)
      #expect(
        !text.contains("SECRET"), "key fragment leaked in: \(text)", sourceLocation: sourceLocation)
    }
  }
}
