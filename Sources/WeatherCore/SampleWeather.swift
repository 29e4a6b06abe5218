import Foundation

/// The made-up but plausible weather behind `WeatherClient.offline`.
///
/// Everything is computed in °C and km/h and converted at the end. Per place and local day:
/// - the normal: ``SampleClimate``'s daily mean for the day of the year, from the latitude, the
///   elevation, the hemisphere and how inland the place is;
/// - the day's own weather: a departure from the normal of at most ``SampleClimate/variability``
///   (1 °C in the tropics, 4 to 6 °C deep inside a northern continent), and a cloudiness that
///   decides the day's condition and its chance of precipitation. Both are sums of smooth
///   noises whose values come from the stable hash of the place, at knots 5, 3 or 2 days apart
///   (and a smaller part drawn afresh each day), so a warm spell or a rainy spell lasts several
///   days and each day differs from the next by a degree or a few, as real days do;
/// - the day's range: the climate's half range, wider under clear skies and in long days,
///   narrower under cloud and in the polar night; the warmest hour is three hours after solar
///   noon and the coldest nine hours before it;
/// - the hour: the day's cloudiness give or take a little, and a wind that varies around the
///   day's;
/// - sun: solar noon from the longitude and the zone's offset, day length from the latitude and
///   the solar declination, which gives polar day and night where they belong;
/// - feels like: the North American wind chill at 10 °C or less with wind, a rough +40 % of the
///   excess over 27 °C in the heat (no humidity is modelled), otherwise the temperature.
///
/// A day's low and high are the same in the current observation and in the forecast, because
/// both are read from one computed day.
enum SampleWeather {
  /// How many days a report forecasts: the day of the observation and the six after it.
  static let forecastLength = 7

  static func observation(at location: Location, time: Date, units: Units) -> WeatherData {
    SampleMoment(location, time).observation(units: units)
  }

  static func report(at location: Location, time: Date, units: Units) -> WeatherReport {
    let moment = SampleMoment(location, time)
    let days = (0..<Int64(forecastLength)).map { offset in
      moment.place.day(moment.localDay + offset).forecast(units: units)
    }
    return WeatherReport(current: moment.observation(units: units), forecast: .success(days))
  }

  /// A Weatherbit code: clear or cloudy for `roll` below 0.84, fog to 0.88, precipitation above,
  /// in a kind that suits the temperature. The sample weather passes a cloudiness as `roll`, so
  /// clear, cloudy, foggy and wet come in that order; `variant` picks the member of the family.
  /// Both are in 0..<1.
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

  /// Two decimals, as a weather service reports them.
  static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  /// A temperature in °C in the requested units, rounded as a service reports it.
  static func degrees(_ celsius: Double, _ units: Units) -> Double {
    rounded(units == .imperial ? celsius * 9 / 5 + 32 : celsius)
  }
}

/// A place as the sample weather sees it: its climate and its stable hash.
struct SamplePlace {
  let location: Location
  let climate: SampleClimate
  /// The hash of the place to 0.1° of latitude and longitude.
  let hash: StableHash

  init(_ location: Location) {
    self.location = location
    climate = SampleClimate(location)
    var hash = StableHash()
    hash.combine(Int64((location.latitude * 10).rounded()))
    hash.combine(Int64((location.longitude * 10).rounded()))
    self.hash = hash
  }

  /// The weather of a local day, counted from 1970-01-01.
  func day(_ localDay: Int64) -> SampleDay {
    let anomaly =
      climate.variability
      * (0.45 * drift(localDay, every: 5, salt: 1) + 0.3 * drift(localDay, every: 2, salt: 2)
        + 0.25 * drift(localDay, every: 1, salt: 3))
    let cloudiness = min(
      0.999,
      max(
        0,
        climate.wetness + 0.5 * drift(localDay, every: 3, salt: 4)
          + 0.25 * drift(localDay, every: 1, salt: 5)))
    let daylight = min(1.15, max(0.4, 0.4 + 0.6 * dayLength(localDay) / 12))
    let mean = climate.normalMean(onDay: localDay) + anomaly
    var today = hash
    today.combine(localDay)
    let code = SampleWeather.conditionCode(
      temperature: mean, roll: cloudiness, variant: today.unit(salt: 6))
    return SampleDay(
      localDay: localDay, mean: mean,
      halfRange: climate.diurnalHalfRange * (1.25 - 0.7 * cloudiness) * daylight,
      cloudiness: cloudiness,
      wind: climate.windiness * (0.7 + 0.3 * drift(localDay, every: 2, salt: 7)) + 8
        * max(0, cloudiness - 0.7),
      precipitationChance: Int((min(1, max(0, (cloudiness - 0.6) / 0.35)) * 10).rounded()) * 10,
      code: code)
  }

  /// Hours of daylight on a local day, from the latitude and the solar declination: 0 in the
  /// polar night, 24 under the midnight sun.
  func dayLength(_ localDay: Int64) -> Double {
    let latitude = location.latitude * .pi / 180
    let cosHourAngle = max(-1, min(1, -tan(latitude) * tan(declination(localDay))))
    return 2 * acos(cosHourAngle) * 180 / .pi / 15
  }

  /// The sun's declination in radians on a local day.
  func declination(_ localDay: Int64) -> Double {
    23.44 * cos(2 * .pi * (Double(localDay) - 171) / 365.2422) * .pi / 180
  }

  /// A noise in -1...1 that drifts smoothly from day to day: values drawn from the hash at knots
  /// `period` days apart (at a phase of the place's own), blended with a smoothstep between them.
  private func drift(_ localDay: Int64, every period: Int64, salt: UInt64) -> Double {
    let shifted = localDay + Int64(hash.unit(salt: salt) * Double(period))
    let knot = shifted >= 0 ? shifted / period : (shifted - period + 1) / period
    let fraction = Double(shifted - knot * period) / Double(period)
    func value(_ knot: Int64) -> Double {
      var knotHash = hash
      knotHash.combine(knot)
      return 2 * knotHash.unit(salt: salt) - 1
    }
    let smooth = fraction * fraction * (3 - 2 * fraction)
    return value(knot) + (value(knot + 1) - value(knot)) * smooth
  }
}

/// One local day of sample weather, in °C and km/h.
struct SampleDay {
  /// The day, counted from 1970-01-01 on the place's calendar.
  var localDay: Int64
  /// The day's mean temperature: halfway between its low and its high.
  var mean: Double
  var halfRange: Double
  /// 0 (clear) to 1 (heavy precipitation).
  var cloudiness: Double
  var wind: Double
  var precipitationChance: Int
  /// The day's Weatherbit code, for a forecast.
  var code: Int

  var low: Double { mean - halfRange }
  var high: Double { mean + halfRange }

  /// The civil date of `localDay` on the proleptic Gregorian calendar, by Howard Hinnant's
  /// `civil_from_days`: plain arithmetic, so no `Calendar` and no time zone can change it.
  var date: LocalDate {
    let shifted = localDay + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return LocalDate(year: Int(year), month: Int(month), day: Int(day))
  }

  func forecast(units: Units) -> DailyForecast {
    let condition =
      WeatherCondition.weatherbit(code: code, isDay: true)
      ?? WeatherCondition(code: 900, description: "Unknown precipitation", iconID: "u00d")
    return DailyForecast(
      date: date, condition: condition, low: SampleWeather.degrees(low, units),
      high: SampleWeather.degrees(high, units), precipitationChance: precipitationChance,
      units: units)
  }
}

/// A place at an observation time: the time rounded down to the half hour, as stations report,
/// and where that falls on the place's own clock.
struct SampleMoment {
  let place: SamplePlace
  let observationTime: Date
  /// The zone's offset from UTC at the observation time, in seconds.
  let offset: Double
  let localDay: Int64
  /// Hours since local midnight.
  let localHour: Double

  init(_ location: Location, _ time: Date) {
    place = SamplePlace(location)
    let halfHours = (time.timeIntervalSince1970 / 1800).rounded(.down)
    observationTime = Date(timeIntervalSince1970: halfHours * 1800)
    offset = Double(location.timeZone.secondsFromGMT(for: observationTime))
    let localSeconds = observationTime.timeIntervalSince1970 + offset
    localDay = Int64((localSeconds / 86_400).rounded(.down))
    localHour = (localSeconds - Double(localDay) * 86_400) / 3600
  }

  func observation(units: Units) -> WeatherData {
    let day = place.day(localDay)
    let solarNoon = 12 + offset / 3600 - place.location.longitude / 15
    var fromNoon = (localHour - solarNoon).truncatingRemainder(dividingBy: 24)
    if fromNoon < -12 { fromNoon += 24 }
    if fromNoon >= 12 { fromNoon -= 24 }
    let isDay = abs(fromNoon) < place.dayLength(localDay) / 2

    let temperature = day.mean + day.halfRange * cos(2 * .pi * (fromNoon - 3) / 24)
    var thisHour = place.hash
    thisHour.combine(localDay)
    thisHour.combine(Int64(localHour.rounded(.down)))
    let wind = day.wind * (0.75 + 0.5 * thisHour.unit(salt: 4)) * (isDay ? 1.1 : 0.9)
    let feelsLike: Double
    if temperature <= 10 && wind > 4.8 {
      let factor = pow(wind, 0.16)
      feelsLike = 13.12 + 0.6215 * temperature - 11.37 * factor + 0.3965 * temperature * factor
    } else if temperature >= 27 {
      feelsLike = temperature + 0.4 * (temperature - 27)
    } else {
      feelsLike = temperature
    }
    let cloudiness = min(0.999, max(0, day.cloudiness + 0.3 * (thisHour.unit(salt: 5) - 0.5)))
    let code = SampleWeather.conditionCode(
      temperature: temperature, roll: cloudiness, variant: thisHour.unit(salt: 6))
    let condition =
      WeatherCondition.weatherbit(code: code, isDay: isDay)
      ?? WeatherCondition(code: 900, description: "Unknown precipitation", iconID: "u00d")
    return WeatherData(
      observationTime: observationTime, temperature: SampleWeather.degrees(temperature, units),
      feelsLike: SampleWeather.degrees(feelsLike, units),
      minTemperature: SampleWeather.degrees(day.low, units),
      maxTemperature: SampleWeather.degrees(day.high, units),
      windSpeed: SampleWeather.rounded(units == .imperial ? wind / 1.609344 : wind), units: units,
      condition: condition)
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
