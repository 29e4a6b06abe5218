import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GeocoderClient {
  /// A geocoder backed by OpenWeather's Geocoding API
  /// (`GET {baseURL}/geo/1.0/direct?q=…&limit=5&appid=…`).
  ///
  /// The typed text, trimmed, is sent whole as `q`, every character outside RFC 3986's
  /// unreserved set percent-encoded, so "São Paulo" and "New York" arrive as typed and
  /// OpenWeather reads "Paris, FR" itself. OpenWeather takes a state only with the country
  /// after it, so the app's "Richmond, VA" is sent as "Richmond, VA, US". Results are named the
  /// app's way, from their English name when they have one: "City, ST" in the United States,
  /// "City, Country" elsewhere, the country's English name made from the code that OpenWeather
  /// sends. The API gives no time zone, so the places carry none; the
  /// OpenWeather weather client reads the offset from its own answers. An empty answer, or
  /// blank text, is `[]`: "Not found".
  ///
  /// The key is only ever placed in the request URL. No error this client throws carries it,
  /// and a service that echoes the URL back in a place's name or state has the key cut out.
  ///
  /// ```swift
  /// let geocoder = GeocoderClient.openWeather(apiKey: key)
  /// let places = try await geocoder.search("São Paulo")  // [São Paulo, Brazil, …]
  /// ```
  ///
  /// - Parameters:
  ///   - apiKey: The OpenWeather API key.
  ///   - baseURL: The service root; `/geo/1.0/direct` is appended to its path.
  ///   - timeout: Seconds to wait for an answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A geocoder whose faults are `ServiceError`s.
  public static func openWeather(
    apiKey: String, baseURL: URL = OpenWeather.defaultURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> GeocoderClient {
    GeocoderClient { text in
      let query = OpenWeatherPlace.query(text)
      guard !query.isEmpty else { return [] }
      let url = try LiveHTTP.url(
        base: baseURL, path: "/geo/1.0/direct",
        query: [("q", query), ("limit", "5"), ("appid", apiKey)])
      let (_, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
      return try LiveHTTP.decode([OpenWeatherPlace].self, from: body).map {
        $0.hiding(apiKey).location
      }
    }
  }
}

/// One place in `/geo/1.0/direct`'s answer, which is a bare array.
struct OpenWeatherPlace: Decodable {
  var name: String
  var localNames: LocalNames?
  var lat: Double
  var lon: Double
  /// The ISO 3166-1 alpha-2 code, such as "BR".
  var country: String?
  /// The state or region, such as "São Paulo" or "New York"; often absent.
  var state: String?

  /// The one local name the app reads; the others are left undecoded.
  struct LocalNames: Decodable {
    var en: String?
  }

  enum CodingKeys: String, CodingKey {
    case name, lat, lon, country, state
    case localNames = "local_names"
  }

  /// `q` for typed text: trimmed, and with ", US" after a US state's code alone.
  static func query(_ text: String) -> String {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, USStates.codeSet.contains(parts[1].uppercased()) else { return query }
    return query + ", US"
  }

  var countryCode: String { country?.uppercased() ?? "" }

  /// This place with every copy of `key`, as sent or percent-encoded, taken out of its texts.
  func hiding(_ key: String) -> OpenWeatherPlace {
    func hidden(_ text: String) -> String {
      [key, LiveHTTP.encode(key)].reduce(text) {
        $0.replacingOccurrences(of: $1, with: "…")
      }
    }
    guard !key.isEmpty else { return self }
    var place = self
    place.name = hidden(name)
    place.localNames?.en = localNames?.en.map(hidden)
    place.state = state.map(hidden)
    place.country = country.map(hidden)
    return place
  }

  /// ISO 3166-1's codes, without the private-use ones ("ZZ" would be "Unknown Region").
  private static let regionCodes = Set(Locale.Region.isoRegions.map(\.identifier))

  /// The country's English name; the code itself when this system has no name for it.
  var countryName: String {
    guard Self.regionCodes.contains(countryCode) else { return countryCode }
    let name = Locale(identifier: "en_US_POSIX").localizedString(forRegionCode: countryCode)
    return name ?? countryCode
  }

  /// The app's display name: "New York, NY", "São Paulo, Brazil", or the bare name when the
  /// service gave nothing to qualify it with.
  var displayName: String {
    let stateCode = countryCode == "US" ? state.flatMap { USStates.codes[$0] } : nil
    let qualifier = stateCode ?? countryName
    let own = localNames?.en.flatMap { $0.isEmpty ? nil : $0 } ?? name
    return qualifier.isEmpty ? own : "\(own), \(qualifier)"
  }

  var location: Location {
    // No zone: the weather client takes the place's offset from its own answers.
    Location(
      name: displayName, latitude: lat, longitude: lon, timeZoneIdentifier: "",
      country: countryName, countryCode: countryCode, region: state ?? "")
  }
}
