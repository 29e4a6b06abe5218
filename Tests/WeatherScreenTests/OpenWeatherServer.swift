import Foundation
import WeatherLive
import WeatherTestSupport

/// OpenWeather on loopback, in its documented shapes: the Geocoding API knows a few places,
/// and the current weather and the 5-day forecast of 3-hour steps answer for each of them from
/// a fixed time, in the units asked for. One place, Lisbon, can be made to fail at one
/// endpoint.
final class OpenWeatherServer: Sendable {
  /// The three endpoints, by path.
  enum Endpoint: String, Sendable {
    case geocoder = "/geo/1.0/direct"
    case current = "/data/2.5/weather"
    case forecast = "/data/2.5/forecast"
  }

  /// A place the stand-in knows, with the weather it gives there.
  struct Place: Sendable {
    /// The `q` that finds it, as the client sends it.
    var query: String
    var name: String
    var englishName: String?
    var state: String?
    var country: String
    var latitude, longitude: Double
    /// Seconds from UTC.
    var offset: Int
    /// °C at the observation, and the middle of each day's temperatures after it.
    var base: Double
    /// m/s.
    var wind: Double
    /// The condition of each local day from the observation's, as an id and an icon number.
    var days: [(id: Int, icon: String)]
  }

  static let richmond = Place(
    query: "Richmond, VA, US", name: "Richmond", state: "Virginia", country: "US",
    latitude: 37.5385, longitude: -77.4343, offset: -18_000, base: 8, wind: 4.1,
    days: [(803, "04"), (500, "10"), (800, "01"), (802, "03"), (601, "13"), (804, "04")])
  static let saoPaulo = Place(
    query: "São Paulo", name: "São Paulo", englishName: "São Paulo", state: "São Paulo",
    country: "BR", latitude: -23.5507, longitude: -46.6334, offset: -10_800, base: 22,
    wind: 3.6, days: [(803, "04"), (211, "11"), (501, "10"), (800, "01"), (801, "02"), (500, "10")])
  static let newYork = Place(
    query: "New York", name: "New York County", englishName: "New York", state: "New York",
    country: "US", latitude: 40.7127, longitude: -74.006, offset: -18_000, base: 4, wind: 5.7,
    days: [(600, "13"), (804, "04"), (741, "50"), (800, "01"), (521, "09"), (803, "04")])
  /// The place that fails, when the server is made with a fault.
  static let lisbon = Place(
    query: "Lisbon", name: "Lisbon", state: "Lisbon", country: "PT", latitude: 38.7223,
    longitude: -9.1393, offset: 0, base: 15, wind: 6.2,
    days: [(800, "01"), (800, "01"), (801, "02"), (500, "10"), (800, "01"), (800, "01")])
  static let places = [richmond, saoPaulo, newYork, lisbon]

  let server: LoopbackHTTPServer
  static let key = "loopback-openweather-key"

  var environment: [String: String] {
    [
      OpenWeather.baseURLVariable: server.baseURL.absoluteString,
      OpenWeather.apiKeyVariable: Self.key,
    ]
  }

  /// - Parameters:
  ///   - now: The observation's time.
  ///   - fault: What Lisbon's requests to one endpoint answer instead.
  init(now: Date, fault: (endpoint: Endpoint, response: LoopbackHTTPServer.Response)? = nil)
    throws
  {
    let dt = Int(now.timeIntervalSince1970)
    server = try LoopbackHTTPServer { request in
      guard let endpoint = Endpoint(rawValue: request.path) else { return nil }
      let place: Place?
      if endpoint == .geocoder {
        place = Self.places.first { $0.query == request.query("q") }
        guard let place else { return .json("[]") }
        if place.query == Self.lisbon.query, let fault, fault.endpoint == .geocoder {
          return fault.response
        }
        return .json(Self.geocoded(place))
      }
      place = Self.places.first { String(format: "%.4f", $0.latitude) == request.query("lat") }
      guard let place else {
        return .json(#"{"cod":"404","message":"city not found"}"#, status: 404)
      }
      if place.query == Self.lisbon.query, let fault, fault.endpoint == endpoint {
        return fault.response
      }
      let imperial = request.query("units") == "imperial"
      return .json(
        endpoint == .current
          ? Self.current(place, dt: dt, imperial: imperial)
          : Self.forecast(place, dt: dt, imperial: imperial))
    }
  }

  private static func geocoded(_ place: Place) -> String {
    let english = place.englishName.map { #""local_names":{"en":"\#($0)","ascii":"x"},"# } ?? ""
    let state = place.state.map { #","state":"\#($0)""# } ?? ""
    return #"[{"name":"\#(place.name)",\#(english)"lat":\#(place.latitude),"#
      + #""lon":\#(place.longitude),"country":"\#(place.country)"\#(state)}]"#
  }

  private static func temperature(_ celsius: Double, imperial: Bool) -> String {
    String(format: "%.2f", imperial ? celsius * 9 / 5 + 32 : celsius)
  }

  private static func condition(_ day: (id: Int, icon: String), night: Bool) -> String {
    #"[{"id":\#(day.id),"main":"Any","description":"any","icon":"\#(day.icon)\#(night ? "n" : "d")"}]"#
  }

  /// `/data/2.5/weather`: the observation at `dt`; `temp_min`/`temp_max` are a city's spread,
  /// which the client must not show as the day's range.
  private static func current(_ place: Place, dt: Int, imperial: Bool) -> String {
    let hour = ((dt + place.offset) % 86_400 + 86_400) % 86_400 / 3600
    let wind = String(format: "%.2f", imperial ? place.wind * 2.23694 : place.wind)
    return #"{"coord":{"lon":\#(place.longitude),"lat":\#(place.latitude)},"#
      + #""weather":\#(condition(place.days[0], night: hour < 6 || hour >= 18)),"#
      + #""base":"stations","main":{"temp":\#(temperature(place.base, imperial: imperial)),"#
      + #""feels_like":\#(temperature(place.base - 1.5, imperial: imperial)),"#
      + #""temp_min":\#(temperature(place.base - 9, imperial: imperial)),"#
      + #""temp_max":\#(temperature(place.base + 9, imperial: imperial)),"#
      + #""pressure":1015,"humidity":70},"visibility":10000,"wind":{"speed":\#(wind),"deg":150},"#
      + #""clouds":{"all":75},"dt":\#(dt),"sys":{"country":"\#(place.country)"},"#
      + #""timezone":\#(place.offset),"id":1,"name":"\#(place.name)","cod":200}"#
  }

  /// `/data/2.5/forecast`: 40 steps from the first 3-hour mark after `dt`, each day warmest at
  /// 15:00 at the place and a degree warmer than the day before.
  private static func forecast(_ place: Place, dt: Int, imperial: Bool) -> String {
    let first = (dt / 10_800 + 1) * 10_800
    let startDay = (dt + place.offset).floorDiv(86_400)
    let steps = (0..<40).map { index in
      let time = first + index * 10_800
      let local = time + place.offset
      let day = min(local.floorDiv(86_400) - startDay, place.days.count - 1)
      let hour = Double((local % 86_400 + 86_400) % 86_400) / 3600
      let celsius = place.base + Double(day) + 4 * sin((hour - 9) / 24 * 2 * .pi)
      let pop = Double((place.days[day].id / 100) % 6) / 10
      return #"{"dt":\#(time),"main":{"temp":\#(temperature(celsius, imperial: imperial)),"#
        + #""temp_min":\#(temperature(celsius - 2, imperial: imperial)),"#
        + #""temp_max":\#(temperature(celsius + 2, imperial: imperial))},"#
        + #""weather":\#(condition(place.days[day], night: hour < 6 || hour >= 18)),"#
        + #""pop":\#(pop),"dt_txt":"step \#(index)"}"#
    }
    return #"{"cod":"200","message":0,"cnt":40,"list":[\#(steps.joined(separator: ","))],"#
      + #""city":{"id":1,"name":"\#(place.name)","country":"\#(place.country)","#
      + #""timezone":\#(place.offset)}}"#
  }
}

extension Int {
  /// Division that rounds toward minus infinity, so days before 1970 stay whole.
  fileprivate func floorDiv(_ divisor: Int) -> Int {
    (self >= 0 ? self : self - divisor + 1) / divisor
  }
}
