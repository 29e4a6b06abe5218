import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// Reads a file from this target's Fixtures folder.
func fixture(_ name: String) throws -> Data {
  let url = try #require(
    Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}

/// A fixture's text with `replacements` made in it, each of which must find its text.
func fixtureText(_ name: String, _ replacements: [(String, String)]) throws -> String {
  var text = String(decoding: try fixture(name), as: UTF8.self)
  for (old, new) in replacements {
    #expect(text.contains(old), "\(name) has no \(old)")
    text = text.replacingOccurrences(of: old, with: new)
  }
  return text
}

/// The screen's default place.
let richmond = Location(
  name: "Richmond, VA", latitude: 37.55376, longitude: -77.46026,
  timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")

/// A UTC instant written the ISO 8601 way, so expected times read like the fixtures.
func utc(_ text: String) throws -> Date {
  try #require(ISO8601DateFormatter().date(from: text))
}

/// What `task` ended with, or nil when it is still running after `seconds`.
///
/// The deadline guards against a hang and measures nothing: it comes from a timer on a
/// dispatch queue, so a busy task pool cannot hold it back, and the task is left to run on.
func outcome<Success: Sendable>(
  of task: Task<Success, any Error>, within seconds: Double
) async -> Result<Success, any Error>? {
  let waiting = Locked<CheckedContinuation<Result<Success, any Error>?, Never>?>(nil)
  return await withCheckedContinuation { continuation in
    waiting.withLock { $0 = continuation }
    let resume: @Sendable (Result<Success, any Error>?) -> Void = { result in
      let first = waiting.withLock { state in
        defer { state = nil }
        return state
      }
      first?.resume(returning: result)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { resume(nil) }
    Task { resume(await task.result) }
  }
}
