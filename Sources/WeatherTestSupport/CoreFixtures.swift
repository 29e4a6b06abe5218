import Foundation
import WeatherCore

/// Fixed places and moments for tests that need weather inputs without loading the gazetteer.
///
/// ```swift
/// let data = try await WeatherClient.offline(now: { CoreFixtures.tutorialDate })
///   .current(CoreFixtures.richmond, .imperial)
/// ```
public enum CoreFixtures {
  /// Richmond, Virginia, as the bundled gazetteer describes it: the screen's default address.
  public static let richmond = Location(
    name: "Richmond, VA", latitude: 37.55376, longitude: -77.46026,
    timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")

  /// Monday, August 28, 2017, 16:45 UTC (12:45 in Richmond): the date of Kodeco's screenshots.
  public static let tutorialDate = Date(timeIntervalSince1970: 1_503_938_700)

  /// A moment written in ISO 8601 with a zone, such as "2026-03-09T04:30:00Z".
  ///
  /// - Parameter text: The ISO 8601 text.
  /// - Returns: The moment.
  /// - Throws: `FixtureError.badDate` when `text` does not parse, so a typo fails the test.
  public static func date(_ text: String) throws -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { throw FixtureError.badDate(text) }
    return date
  }

  /// Why a fixture could not be made.
  public enum FixtureError: Error {
    /// The text is not an ISO 8601 moment.
    case badDate(String)
  }
}
