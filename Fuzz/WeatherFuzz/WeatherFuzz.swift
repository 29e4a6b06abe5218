import Foundation
import WeatherScreens

@testable import WeatherCore
@testable import WeatherGazetteer
@testable import WeatherLive
@testable import WeatherViews

// One libFuzzer target over everything that reads text from outside: a JSON-looking input goes
// through the JSON decoders of the three providers and what follows them; any other input
// through the gazetteer search (the address normalizer), the Open-Meteo and OpenWeather query
// parsers and URL builder, and the terminal
// sanitizer and width measures (alone and in a drawn frame). Any invariant broken below traps, and libFuzzer keeps the
// input as a crash.
//
// Every module is compiled with `-enable-testing` by scripts/fuzz, so the internal decoders and
// the width's reference measure are reached through `@testable import` and no production code
// is opened up.

/// The gazetteer under test: the resource file, found from the environment or from this file.
let gazetteer: Gazetteer = {
  let path =
    ProcessInfo.processInfo.environment["WEATHER_FUZZ_CITIES"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/WeatherGazetteer/Resources/cities.tsv").path
  do {
    return try Gazetteer(contentsOf: URL(fileURLWithPath: path))
  } catch {
    fatalError("cannot load the gazetteer at \(path): \(error)")
  }
}()

/// Inputs longer than this skip the frame drawing, which is the slowest check.
let frameInputLimit = 256

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // A body that does not start like JSON is rejected by its first byte (`LiveHTTP.decode`
  // throws `notJSON`), and a JSON document is not an address: each input goes where it can
  // reach deepest, and a mutation of the first byte moves it across.
  if looksLikeJSON(bytes) {
    checkDecoders(Data(bytes))
    return 0
  }
  let text = String(decoding: bytes, as: UTF8.self)
  checkSearch(text)
  checkQuery(text)
  checkTerminalText(text)
  if size <= frameInputLimit {
    MainActor.assumeIsolated { checkFrame(text) }
  }
  return 0
}

/// Whether the first byte that is not a JSON space is "{", "[" or a byte-order mark's first.
func looksLikeJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
  return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == 0xEF
}

/// Traps with a message when an invariant fails, so libFuzzer records the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

func checkSearch(_ text: String) {
  let places = gazetteer.search(text)
  require(places.count <= 10, "more places than the limit")
  require(places.allSatisfy { !$0.name.isEmpty }, "a place without a name")
  // The ranking is a total order, so the best place does not depend on the limit.
  require(gazetteer.search(text, limit: 1).first == places.first, "unstable ranking")
}

func checkQuery(_ text: String) {
  let query = OpenMeteoQuery(text)
  _ = query.qualifiers.map(OpenMeteoQuery.folded)
  let base = OpenMeteo.defaultGeocodingURL
  guard let url = try? LiveHTTP.url(base: base, path: "/v1/search", query: [("name", text)]) else {
    fatalError("no URL for a query value")
  }
  // Percent-encoding: nothing of the value leaks into the URL's structure (another
  // parameter, a fragment, another host), and its bytes come back whole. Decoded by hand:
  // Foundation's `removingPercentEncoding` drops a leading byte-order mark.
  let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
  require(components?.host == base.host, "the host changed")
  require(components?.fragment == nil, "a fragment appeared")
  let encoded = components?.percentEncodedQuery ?? ""
  require(encoded.hasPrefix("name="), "the query lost its name")
  require(percentDecoded(encoded.dropFirst(5)) == Array(text.utf8), "the value did not round-trip")
  _ = LiveHTTP.date(text, secondsFromGMT: 0)
  let sent = OpenWeatherPlace.query(text)
  require(
    sent.isEmpty || sent.hasPrefix(text.trimmingCharacters(in: .whitespacesAndNewlines)),
    "q lost the text")
}

/// The bytes of a percent-encoded value that may hold only unreserved characters and %XX.
func percentDecoded(_ encoded: Substring) -> [UInt8]? {
  let input = Array(encoded.utf8)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(input.count)
  var index = 0
  while index < input.count {
    let byte = input[index]
    if byte != UInt8(ascii: "%") {
      guard byte.isUnreserved else { return nil }
      bytes.append(byte)
      index += 1
      continue
    }
    guard index + 2 < input.count,
      let high = input[index + 1].hexValue, let low = input[index + 2].hexValue
    else { return nil }
    bytes.append(high << 4 | low)
    index += 3
  }
  return bytes
}

extension UInt8 {
  /// The value of an uppercase or lowercase hexadecimal digit.
  var hexValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// RFC 3986's unreserved characters: ALPHA, DIGIT, "-", ".", "_", "~".
  var isUnreserved: Bool {
    switch self {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }
}

func checkTerminalText(_ text: String) {
  let clean = TerminalText.sanitize(text)
  require(
    clean == TerminalText.sanitizeScalarByScalar(text),
    "the shortcut for scalars that stand alone sanitizes otherwise than the full pass")
  require(!clean.unicodeScalars.contains(where: \.isTerminalControl), "a control survived")
  require(TerminalText.sanitize(clean) == clean, "sanitizing is not idempotent")
  require(
    TextWidth.columns(in: clean) == TextWidth.columnsByCluster(in: clean),
    "the shortcut for scalars that stand alone measures otherwise than cluster by cluster")
  // Labels are short and `fit` stops early, so long inputs add time here, not coverage.
  guard clean.utf8.count <= 512 else { return }
  for columns in [1, 40] {
    let fitted = TextWidth.fit(clean, columns: columns)
    require(TextWidth.columns(in: fitted) <= columns, "fit overflows \(columns)")
    let padded = TextWidth.pad(clean, columns: columns)
    require(TextWidth.columns(in: padded) == columns, "pad is not \(columns) wide")
    // Inside a frame's borders the width must add up, with no cluster joining across.
    require(
      TextWidth.columns(in: "│ " + padded + " │") == columns + 4, "width changes in context")
  }
}

@MainActor
func checkFrame(_ text: String) {
  let view = WeatherView(width: WeatherView.minimumWidth, scheduler: .manual)
  let day = view.forecastView.dayViews[0]
  let labels = [
    view.locationLabel, view.currentConditionsView.summaryLabel, view.forecastView.messageLabel,
    day.summaryLabel, day.temperatureLabel, view.errorLabel,
  ]
  for label in labels { label.text = text }
  view.prompt.text = text
  let frame = view.render()
  for line in frame.lines {
    require(TextWidth.columns(in: line) == view.width, "a frame line is not the frame's width")
    require(!line.unicodeScalars.contains(where: \.isTerminalControl), "a control in a frame")
  }
}

func checkDecoders(_ data: Data) {
  if let response = try? LiveHTTP.decode(OpenMeteoSearchResponse.self, from: data) {
    let query = OpenMeteoQuery("x, Virginia, US")
    for result in response.results ?? [] {
      _ = query.matches(result)
      _ = result.location
    }
  }
  if let forecast = try? LiveHTTP.decode(OpenMeteoForecastResponse.self, from: data) {
    for units in [Units.imperial, .metric] {
      if let weather = try? forecast.weatherData(units: units) {
        _ = TerminalText.sanitize(weather.condition.description)
      }
      for day in (try? forecast.days(units: units)) ?? [] {
        _ = TerminalText.sanitize(day.condition.description)
      }
    }
  }
  if let current = try? LiveHTTP.decode(WeatherbitCurrentResponse.self, from: data) {
    for observation in current.data {
      _ = try? observation.weatherData(units: .metric)
    }
  }
  if let forecast = try? LiveHTTP.decode(WeatherbitForecastResponse.self, from: data) {
    for day in (try? forecast.days(units: .metric)) ?? [] {
      _ = TerminalText.sanitize(day.condition.description)
    }
  }
  checkOpenWeather(data)
}

/// The key that the OpenWeather geocoder must cut out of every place text.
let fuzzKey = "FUZZKEY"

func checkOpenWeather(_ data: Data) {
  if let places = try? LiveHTTP.decode([OpenWeatherPlace].self, from: data) {
    for place in places {
      let location = place.hiding(fuzzKey).location
      for text in [location.name, location.region, location.country, location.countryCode] {
        require(!text.contains(fuzzKey), "the key survived in a place's text")
      }
    }
  }
  if let current = try? LiveHTTP.decode(OpenWeatherCurrentResponse.self, from: data) {
    for units in [Units.imperial, .metric] {
      _ = try? current.weatherData(units: units)
    }
  }
  if let forecast = try? LiveHTTP.decode(OpenWeatherForecastResponse.self, from: data) {
    let days = (try? forecast.days(units: .metric)) ?? []
    require(zip(days, days.dropFirst()).allSatisfy { $0.date < $1.date }, "days out of order")
    for day in days {
      require(day.low <= day.high, "a day's low above its high")
      require((0...100).contains(day.precipitationChance ?? 0), "a chance outside 0 to 100")
    }
    if let first = forecast.list.first {
      let date = OpenWeatherForecastResponse.localDate(first.dt, offset: forecast.city.timezone)
      if let range = try? forecast.range(on: date) {
        require(range.low <= range.high, "today's low above its high")
      }
    }
  }
}
