import Foundation

/// The made-up but plausible weather behind `WeatherClient.offline`.
///
/// Everything is computed in °C and km/h and converted at the end. The model, per place and time:
/// - annual mean: 30·cos²(latitude) − 3 °C (27 °C at the equator, 15 °C at 40°, 4.5 °C at 60°);
/// - season: ± min(12, 0.25·|latitude|) °C, warmest around July 20 in the north and half a year
///   later in the south (no oceans or continents: Reykjavík's winters come out too cold);
/// - day to day: ± 3 °C, and a diurnal half range of 4–6 °C, both from the stable hash of the
///   place and the local date; the warmest hour is three hours after solar noon;
/// - sun: solar noon from the longitude and the zone's offset, day length from the latitude and
///   the solar declination, which gives polar day and night where they belong;
/// - feels like: the North American wind chill at 10 °C or less with wind, a rough +40 % of the
///   excess over 27 °C in the heat (no humidity is modelled), otherwise the temperature.
enum SampleWeather {
  static func observation(at location: Location, time: Date, units: Units) -> WeatherData {
    let halfHours = (time.timeIntervalSince1970 / 1800).rounded(.down)
    let observationTime = Date(timeIntervalSince1970: halfHours * 1800)
    let offset = Double(location.timeZone.secondsFromGMT(for: observationTime))
    let localSeconds = observationTime.timeIntervalSince1970 + offset
    let localDay = Int64((localSeconds / 86_400).rounded(.down))
    let localHour = (localSeconds - Double(localDay) * 86_400) / 3600

    let latitude = location.latitude
    let latitudeRadians = latitude * .pi / 180
    var place = StableHash()
    place.combine(Int64((latitude * 10).rounded()))
    place.combine(Int64((location.longitude * 10).rounded()))
    var today = place
    today.combine(localDay)

    // Temperature in °C.
    let annualMean = 30 * cos(latitudeRadians) * cos(latitudeRadians) - 3
    let amplitude = min(12, 0.25 * abs(latitude))
    let season = cos(2 * .pi * (Double(localDay) - 200) / 365.2422)  // 1 around July 20
    let hemisphere: Double = latitude >= 0 ? 1 : -1
    let dailyMean = annualMean + hemisphere * amplitude * season + (today.unit(salt: 1) - 0.5) * 6
    let halfRange = 4 + 2 * today.unit(salt: 2)

    let declination = 23.44 * cos(2 * .pi * (Double(localDay) - 171) / 365.2422) * .pi / 180
    let solarNoon = 12 + offset / 3600 - location.longitude / 15
    let cosHourAngle = max(-1, min(1, -tan(latitudeRadians) * tan(declination)))
    let dayLength = 2 * acos(cosHourAngle) * 180 / .pi / 15
    var fromNoon = (localHour - solarNoon).truncatingRemainder(dividingBy: 24)
    if fromNoon < -12 { fromNoon += 24 }
    if fromNoon >= 12 { fromNoon -= 24 }
    let isDay = abs(fromNoon) < dayLength / 2

    let temperature = dailyMean + halfRange * cos(2 * .pi * (fromNoon - 3) / 24)
    var thisHour = today
    thisHour.combine(Int64(localHour.rounded(.down)))
    let wind = max(0, 5 + 20 * today.unit(salt: 3) + (thisHour.unit(salt: 4) - 0.5) * 10)
    let feelsLike: Double
    if temperature <= 10 && wind > 4.8 {
      let factor = pow(wind, 0.16)
      feelsLike = 13.12 + 0.6215 * temperature - 11.37 * factor + 0.3965 * temperature * factor
    } else if temperature >= 27 {
      feelsLike = temperature + 0.4 * (temperature - 27)
    } else {
      feelsLike = temperature
    }
    let code = conditionCode(
      temperature: temperature, roll: thisHour.unit(salt: 5), variant: thisHour.unit(salt: 6))
    let condition =
      WeatherCondition.weatherbit(code: code, isDay: isDay)
      ?? WeatherCondition(code: 900, description: "Unknown precipitation", iconID: "u00d")

    func degrees(_ celsius: Double) -> Double {
      rounded(units == .imperial ? celsius * 9 / 5 + 32 : celsius)
    }
    return WeatherData(
      observationTime: observationTime, temperature: degrees(temperature),
      feelsLike: degrees(feelsLike), minTemperature: degrees(dailyMean - halfRange),
      maxTemperature: degrees(dailyMean + halfRange),
      windSpeed: rounded(units == .imperial ? wind / 1.609344 : wind), units: units,
      condition: condition)
  }

  /// Two decimals, as a weather service reports them.
  private static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  /// A Weatherbit code: clear or cloudy 84 % of the hours, fog 4 %, precipitation 12 % in a kind
  /// that suits the temperature. `roll` picks the family, `variant` the member; both are in 0..<1.
  static func conditionCode(temperature: Double, roll: Double, variant: Double) -> Int {
    func pick(_ codes: [Int]) -> Int {
      codes[min(codes.count - 1, Int(variant * Double(codes.count)))]
    }
    let snow = [600, 601, 602, 621, 622, 623]
    switch roll {
    case ..<0.35: return 800
    case ..<0.50: return 801
    case ..<0.62: return 802
    case ..<0.74: return 803
    case ..<0.84: return 804
    case ..<0.88: return temperature < 0 ? 751 : pick([700, 721, 741])
    case ..<0.92: return temperature <= 0 ? pick([600, 623]) : pick([300, 301, 302])
    case ..<0.97:
      if temperature <= 0 { return pick(snow) }
      if temperature <= 2 { return pick([511, 610, 611, 612]) }
      return pick([500, 501, 502, 520, 521, 522])
    default:
      if temperature <= 0 { return pick(snow) }
      if temperature < 15 { return pick([501, 502, 521]) }
      return pick([200, 201, 202, 230, 231, 232, 233])
    }
  }
}

/// FNV-1a (64-bit) over the little-endian bytes of whole numbers, with a SplitMix64 finish.
///
/// Swift's `Hasher` is seeded randomly per process, so it cannot make output that repeats from one
/// run to the next; this one does, on every platform.
struct StableHash {
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(bytes: some Sequence<UInt8>) {
    for byte in bytes {
      state ^= UInt64(byte)
      state &*= 0x0000_0100_0000_01b3
    }
  }

  mutating func combine(_ value: Int64) {
    combine(bytes: (0..<8).lazy.map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) })
  }

  /// A number in 0..<1 derived from the state and a salt, so one state gives several
  /// independent-looking values.
  func unit(salt: UInt64) -> Double {
    var mixed = state &+ salt &* 0x9e37_79b9_7f4a_7c15
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    mixed ^= mixed >> 31
    return Double(mixed >> 11) / 9_007_199_254_740_992  // 2^53
  }
}
