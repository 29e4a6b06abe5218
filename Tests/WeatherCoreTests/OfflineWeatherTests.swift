import Foundation
import Testing
import WeatherGazetteer
import WeatherTestSupport

@testable import WeatherCore

@Suite("Offline weather")
struct OfflineWeatherTests {
  let gazetteer: Gazetteer

  init() throws {
    gazetteer = try Gazetteer.bundled()
  }

  private func place(_ text: String) throws -> Location {
    try #require(gazetteer.search(text).first)
  }

  private func weather(
    at location: Location, _ moment: Date, _ units: Units = .metric
  ) async throws -> WeatherData {
    try await WeatherClient.offline(now: { moment }).current(location, units)
  }

  /// Hourly samples over one local day ("2026-06-10"), starting at the place's local midnight.
  private func day(at location: Location, _ localDate: String) async throws -> [WeatherData] {
    let parts = localDate.split(separator: "-").compactMap { Int($0) }
    try #require(parts.count == 3)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = location.timeZone
    let midnight = try #require(
      calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])))
    var samples: [WeatherData] = []
    for hour in 0..<24 {
      samples.append(
        try await weather(at: location, midnight.addingTimeInterval(Double(hour) * 3600)))
    }
    return samples
  }

  private func mean(_ samples: [WeatherData]) -> Double {
    samples.map(\.temperature).reduce(0, +) / Double(samples.count)
  }

  @Test("the same place and time give the same weather in every run: pinned observations")
  func deterministic() async throws {
    // Recorded once. A hash seeded per process (as Swift's `Hasher` is), a read of the real
    // clock or a random number would change them from one run to the next.
    var seen: [String] = []
    for city in ["Richmond, VA", "Tokyo", "Reykjavik", "Sydney, Australia"] {
      let data = try await weather(at: try place(city), CoreFixtures.tutorialDate, .imperial)
      seen.append(
        "\(city): \(data.condition.code) \(data.condition.iconID) \(data.temperature) "
          + "\(data.feelsLike) \(data.minTemperature)–\(data.maxTemperature) \(data.windSpeed)")
    }
    #expect(
      seen == [
        "Richmond, VA: 804 c04d 80.23 80.23 70.34–82.91 3.36",
        "Tokyo: 801 c02n 74.39 74.39 74.03–88.89 5.55",
        "Reykjavik: 804 c04d 54.33 54.33 45.32–54.33 14.31",
        "Sydney, Australia: 800 c01n 52.05 52.05 52.02–62.19 4.79",
      ])
  }

  @Test("a report's days are the same in every run: a pinned forecast")
  func deterministicForecast() async throws {
    // Recorded once, like the observations above.
    let report = try await WeatherClient.offline(now: { CoreFixtures.tutorialDate })
      .report(try place("Richmond, VA"), .imperial)
    let days = try report.forecast.get().map {
      "\($0.date.month)/\($0.date.day) \($0.condition.code) \($0.low)–\($0.high) "
        + "\($0.precipitationChance ?? -1)%"
    }
    #expect(
      days == [
        "8/28 803 70.34–82.91 10%", "8/29 802 69.74–82.83 0%", "8/30 802 70.82–84.25 0%",
        "8/31 803 70.27–82.21 20%", "9/1 803 66.59–78.65 20%", "9/2 802 67.82–81.09 0%",
        "9/3 803 67.57–79.03 30%",
      ])
  }

  @Test("the stable hash is FNV-1a: the published test vectors")
  func stableHashVectors() {
    for (text, expected) in [
      ("", 0xcbf2_9ce4_8422_2325), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ]
      as [(String, UInt64)]
    {
      var hash = StableHash()
      hash.combine(bytes: text.utf8)
      #expect(hash.state == expected, "\(text)")
    }
  }

  @Test("the observation time is the clock's time, down to the half hour")
  func observationTime() async throws {
    let moment = try CoreFixtures.date("2026-05-04T10:47:13Z")
    let data = try await weather(at: CoreFixtures.richmond, moment)
    #expect(data.observationTime == (try CoreFixtures.date("2026-05-04T10:30:00Z")))
  }

  @Test("different times give plausibly different weather")
  func changesOverTime() async throws {
    var temperatures: Set<Double> = []
    var codes: Set<Int> = []
    let start = try CoreFixtures.date("2026-04-01T00:00:00Z")
    for hour in 0..<(24 * 7) {
      let data = try await weather(
        at: CoreFixtures.richmond, start.addingTimeInterval(Double(hour) * 3600))
      temperatures.insert(data.temperature)
      codes.insert(data.condition.code)
    }
    #expect(temperatures.count > 100)
    #expect(codes.count >= 4)
  }

  @Test("summer is warmer than winter, on the right side of the equator")
  func seasons() async throws {
    let richmond = CoreFixtures.richmond
    let sydney = try place("Sydney, Australia")
    #expect(
      mean(try await day(at: richmond, "2026-07-15")) > mean(
        try await day(at: richmond, "2026-01-15")) + 8)
    #expect(
      mean(try await day(at: sydney, "2026-01-15")) > mean(try await day(at: sydney, "2026-07-15"))
        + 4)
  }

  @Test("the tropics are warmer than the Arctic")
  func latitude() async throws {
    for date in ["2026-01-15", "2026-07-15"] {
      let singapore = mean(try await day(at: try place("Singapore"), date))
      let tromso = mean(try await day(at: try place("Tromso"), date))
      #expect(singapore > tromso + 10, "\(date)")
    }
  }

  @Test(
    "the warmest hour is in the local afternoon, in the place's own time zone",
    arguments: ["Richmond, VA", "Tokyo", "Honolulu"])
  func afternoonPeak(city: String) async throws {
    let samples = try await day(at: try place(city), "2026-06-10")
    let warmest = try #require(
      samples.indices.max { samples[$0].temperature < samples[$1].temperature })
    #expect((12...17).contains(warmest), "\(city): warmest at \(warmest):00 local")
  }

  @Test("icons show night after sunset, polar night in an Arctic winter and midnight sun in summer")
  func dayAndNight() async throws {
    let richmond = try await day(at: CoreFixtures.richmond, "2026-06-10")
    #expect(richmond[13].condition.iconID.hasSuffix("d"))
    #expect(richmond[1].condition.iconID.hasSuffix("n"))
    let tromso = try place("Tromso")
    #expect(
      try await day(at: tromso, "2026-12-21").allSatisfy { $0.condition.iconID.hasSuffix("n") })
    #expect(
      try await day(at: tromso, "2026-06-21").allSatisfy { $0.condition.iconID.hasSuffix("d") })
  }

  @Test("numbers are consistent: min ≤ temperature ≤ max, and the units convert")
  func consistentNumbers() async throws {
    let start = try CoreFixtures.date("2026-02-01T00:00:00Z")
    for city in ["Richmond, VA", "Reykjavik", "Sao Paulo", "Dubai"] {
      let location = try place(city)
      for hour in stride(from: 0, to: 24 * 30, by: 5) {
        let moment = start.addingTimeInterval(Double(hour) * 3600)
        let metric = try await weather(at: location, moment, .metric)
        let imperial = try await weather(at: location, moment, .imperial)
        #expect(
          metric.minTemperature <= metric.temperature && metric.temperature <= metric.maxTemperature
        )
        #expect(metric.units == .metric && imperial.units == .imperial)
        #expect(abs(imperial.temperature - (metric.temperature * 9 / 5 + 32)) < 0.05)
        #expect(abs(imperial.windSpeed - metric.windSpeed / 1.609344) < 0.05)
        #expect(imperial.condition == metric.condition)
        #expect(metric.windSpeed >= 0)
        #expect(WeatherCondition.weatherbitCodes.contains(metric.condition.code))
      }
    }
  }

  @Test("precipitation suits the temperature: snow only in frost, thunder only in warmth")
  func conditionsSuitTemperature() {
    for temperature in stride(from: -30.0, through: 40, by: 2.5) {
      for roll in stride(from: 0.0, to: 1, by: 0.01) {
        let code = SampleWeather.conditionCode(
          temperature: temperature, roll: roll, variant: roll * 7.3 - (roll * 7.3).rounded(.down))
        #expect(WeatherCondition.weatherbitCodes.contains(code))
        if (600..<700).contains(code) { #expect(temperature <= 0) }
        if (200..<300).contains(code) { #expect(temperature >= 15) }
        if (500..<600).contains(code) && code != 511 { #expect(temperature > 2) }
      }
    }
  }

  @Test("a report forecasts the observation's day and the six after it, on the place's calendar")
  func forecastDates() async throws {
    // 20:00 UTC on November 30 is already December 1 in Tokyo, still November 30 in Honolulu.
    let moment = try CoreFixtures.date("2026-11-30T20:00:00Z")
    for (city, first) in [
      ("Tokyo", LocalDate(year: 2026, month: 12, day: 1)),
      ("Honolulu", LocalDate(year: 2026, month: 11, day: 30)),
    ] {
      let report = try await WeatherClient.offline(now: { moment }).report(try place(city), .metric)
      let days = try report.forecast.get()
      #expect(days.count == 7, "\(city)")
      #expect(days.first?.date == first, "\(city)")
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "GMT") ?? .current
      let dates = days.compactMap {
        calendar.date(
          from: DateComponents(year: $0.date.year, month: $0.date.month, day: $0.date.day))
      }
      #expect(
        zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 86_400 }, "\(city)")
    }
  }

  @Test("the year's last day is followed by the next year's first")
  func forecastCrossesTheYear() async throws {
    let moment = try CoreFixtures.date("2026-12-30T12:00:00Z")
    let days = try await WeatherClient.offline(now: { moment }).report(try place("London"), .metric)
      .forecast.get()
    #expect(
      days.map(\.date).prefix(4) == [
        LocalDate(year: 2026, month: 12, day: 30), LocalDate(year: 2026, month: 12, day: 31),
        LocalDate(year: 2027, month: 1, day: 1), LocalDate(year: 2027, month: 1, day: 2),
      ])
  }

  @Test("the current observation's low and high are the forecast's first day's, in both units")
  func currentAgreesWithForecast() async throws {
    let start = try CoreFixtures.date("2026-03-01T00:00:00Z")
    for city in ["Richmond, VA", "Tokyo", "Reykjavik", "Sydney, Australia", "Quito"] {
      let location = try place(city)
      for hour in stride(from: 0, to: 24 * 20, by: 7) {
        let moment = start.addingTimeInterval(Double(hour) * 3600)
        for units in [Units.metric, .imperial] {
          let client = WeatherClient.offline(now: { moment })
          let report = try await client.report(location, units)
          let first = try #require(try report.forecast.get().first)
          #expect(report.current == (try await client.current(location, units)))
          #expect(report.current.minTemperature == first.low, "\(city) \(moment)")
          #expect(report.current.maxTemperature == first.high, "\(city) \(moment)")
          #expect(first.units == units)
        }
      }
    }
  }

  @Test("forecast days are consistent: low below high, a chance of precipitation in 0...100")
  func forecastNumbers() async throws {
    let start = try CoreFixtures.date("2026-01-01T12:00:00Z")
    for city in ["Richmond, VA", "Yakutsk", "Riyadh", "Singapore", "Ushuaia"] {
      let location = try place(city)
      for week in 0..<52 {
        let moment = start.addingTimeInterval(Double(week) * 7 * 86_400)
        let days = try await WeatherClient.offline(now: { moment }).report(location, .metric)
          .forecast.get()
        for day in days {
          #expect(day.low < day.high, "\(city) \(day.date)")
          #expect((0...100).contains(day.precipitationChance ?? -1), "\(city) \(day.date)")
          #expect(WeatherCondition.weatherbitCodes.contains(day.condition.code))
          if (600..<700).contains(day.condition.code) { #expect(day.low <= 0) }
        }
      }
    }
  }

  @Test("days are not independent draws: warm and wet spells last, and days still differ")
  func spellsPersist() {
    // The departure from the normal of one day predicts the next day's, as in real weather,
    // and rain after a rainy day is likelier than rain on any day.
    var pairs: [(Double, Double)] = []
    var wet = 0
    var wetAfterWet = 0
    var wetBefore = 0
    var days = 0
    var changes: [Double] = []
    for (latitude, longitude) in [(37.5, -77.5), (51.5, -0.1), (-33.9, 151.2), (62.0, 129.7)] {
      let place = SamplePlace(
        Location(
          name: "", latitude: latitude, longitude: longitude, timeZoneIdentifier: "GMT",
          country: "", countryCode: ""))
      var previous: SampleDay?
      for localDay in Int64(20_454)..<20_454 + 365 {
        let day = place.day(localDay)
        let anomaly = day.mean - place.climate.normalMean(onDay: localDay)
        let isWet = day.precipitationChance >= 50
        days += 1
        if isWet { wet += 1 }
        if let previous {
          pairs.append((previous.mean - place.climate.normalMean(onDay: localDay - 1), anomaly))
          changes.append(abs(day.mean - previous.mean))
          if previous.precipitationChance >= 50 {
            wetBefore += 1
            if isWet { wetAfterWet += 1 }
          }
        }
        previous = day
      }
    }
    let meanX = pairs.map(\.0).reduce(0, +) / Double(pairs.count)
    let meanY = pairs.map(\.1).reduce(0, +) / Double(pairs.count)
    let covariance = pairs.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
    let varianceX = pairs.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    let varianceY = pairs.map { ($0.1 - meanY) * ($0.1 - meanY) }.reduce(0, +)
    let correlation = covariance / (varianceX * varianceY).squareRoot()
    #expect(correlation > 0.5, "day-to-day correlation of the departure: \(correlation)")
    #expect(Double(wetAfterWet) / Double(wetBefore) > 1.5 * Double(wet) / Double(days))
    // Yet the days differ: by a degree or more on a typical day, rarely by more than ten.
    let sorted = changes.sorted()
    #expect(sorted[sorted.count / 2] > 0.5, "median day-to-day change \(sorted[sorted.count / 2])")
    #expect(
      sorted[sorted.count * 99 / 100] < 10, "99th percentile \(sorted[sorted.count * 99 / 100])")
  }

  @Test("deserts are dry and oceanic coasts are not")
  func wetness() {
    func wetDays(_ latitude: Double, _ longitude: Double) -> Int {
      let place = SamplePlace(
        Location(
          name: "", latitude: latitude, longitude: longitude, timeZoneIdentifier: "GMT",
          country: "", countryCode: ""))
      return (Int64(20_454)..<20_454 + 365).filter { place.day($0).precipitationChance >= 50 }
        .count
    }
    let riyadh = wetDays(24.7, 46.7)
    let london = wetDays(51.5, -0.1)
    #expect(riyadh < 15, "Riyadh: \(riyadh) wet days")
    #expect(london > 40, "London: \(london) wet days")
  }

  @Test("cancelling a slow offline request ends its pause with CancellationError")
  func cancellation() async {
    let client = WeatherClient.offline(now: { CoreFixtures.tutorialDate }, latency: .seconds(600))
    let request = Task { try await client.current(CoreFixtures.richmond, .imperial) }
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }
}
