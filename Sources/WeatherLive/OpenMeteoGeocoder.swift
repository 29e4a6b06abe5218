import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GeocoderClient {
  /// A geocoder backed by Open-Meteo's geocoding API (`GET {baseURL}/v1/search`).
  ///
  /// Text such as "Richmond, VA" is split at the first comma: the part before it is sent as
  /// `name` (with `count=10&language=en&format=json`), and each part after it must match a
  /// result's state code, state name, country or country code, compared case-insensitively.
  /// That works whether or not the server understands qualifiers itself. Results are named the
  /// app's way: "City, ST" in the United States, "City, Country" elsewhere. No results, or
  /// text shorter than the service's two-character minimum, give `[]`: "Not found".
  ///
  /// ```swift
  /// let geocoder = GeocoderClient.openMeteo()
  /// let places = try await geocoder.search("Richmond, VA")  // [Richmond, VA]
  /// ```
  ///
  /// - Parameters:
  ///   - baseURL: The service root; `/v1/search` is appended to its path.
  ///   - timeout: Seconds to wait for an answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A geocoder whose faults are `ServiceError`s.
  public static func openMeteo(
    baseURL: URL = OpenMeteo.defaultGeocodingURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> GeocoderClient {
    GeocoderClient { text in
      let query = OpenMeteoQuery(text)
      guard query.name.count >= 2 else { return [] }
      let url = try LiveHTTP.url(
        base: baseURL, path: "/v1/search",
        query: [
          ("name", query.name), ("count", "10"), ("language", "en"), ("format", "json"),
        ])
      let (_, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
      let response = try LiveHTTP.decode(OpenMeteoSearchResponse.self, from: body)
      return (response.results ?? []).filter(query.matches).map(\.location)
    }
  }
}

/// Typed text, split into the name to search and the qualifiers to filter by.
struct OpenMeteoQuery {
  var name: String
  var qualifiers: [String]

  init(_ text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    name = parts.first ?? ""
    qualifiers = parts.dropFirst().map(Self.folded).filter { !$0.isEmpty }
  }

  func matches(_ result: OpenMeteoSearchResult) -> Bool {
    let candidates = Set(
      [result.admin1, result.stateCode, result.country, result.countryCode].compactMap {
        $0.map(Self.folded)
      })
    return qualifiers.allSatisfy(candidates.contains)
  }

  /// Case, accents and dots do not matter: "d.c." matches "DC", "quebec" matches "Québec".
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .replacingOccurrences(of: ".", with: "")
      .trimmingCharacters(in: .whitespaces)
  }
}

/// `/v1/search`'s answer; `results` is absent, not empty, when nothing matched.
struct OpenMeteoSearchResponse: Decodable {
  var results: [OpenMeteoSearchResult]?
}

/// One place in `/v1/search`'s `results`.
struct OpenMeteoSearchResult: Decodable {
  var name: String
  var latitude: Double
  var longitude: Double
  var timezone: String?
  var country: String?
  var countryCode: String?
  var admin1: String?

  enum CodingKeys: String, CodingKey {
    case name, latitude, longitude, timezone, country, admin1
    case countryCode = "country_code"
  }

  var isUnitedStates: Bool { countryCode?.uppercased() == "US" }

  var stateCode: String? {
    guard isUnitedStates, let admin1 else { return nil }
    return USStates.codes[admin1]
  }

  /// The app's display name: "Richmond, VA", "Paris, France", or the bare name when the
  /// service gave nothing to qualify it with.
  var displayName: String {
    let qualifier = stateCode ?? country ?? countryCode
    guard let qualifier, !qualifier.isEmpty else { return name }
    return "\(name), \(qualifier)"
  }

  var location: Location {
    // An empty zone makes the forecast client ask for `timezone=auto`.
    Location(
      name: displayName, latitude: latitude, longitude: longitude,
      timeZoneIdentifier: timezone ?? "", country: country ?? countryCode ?? "",
      countryCode: countryCode?.uppercased() ?? "")
  }
}
