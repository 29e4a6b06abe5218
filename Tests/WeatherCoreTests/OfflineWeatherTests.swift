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
        "Richmond, VA: 502 r03d 83.25 84.31 67.24–87.59 1.72",
        "Tokyo: 800 c01n 65.63 65.63 65.23–82.03 15.18",
        "Reykjavik: 802 c02d 65.79 65.79 46.55–65.79 13.58",
        "Sydney, Australia: 800 c01n 43.02 43.02 42.96–61.88 0.57",
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

  @Test("cancelling a slow offline request ends its pause with CancellationError")
  func cancellation() async {
    let client = WeatherClient.offline(now: { CoreFixtures.tutorialDate }, latency: .seconds(600))
    let request = Task { try await client.current(CoreFixtures.richmond, .imperial) }
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }
}
