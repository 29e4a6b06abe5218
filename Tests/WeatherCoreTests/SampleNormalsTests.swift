import Foundation
import Testing
import WeatherCore
import WeatherGazetteer

/// The sample weather against published climate normals: the places were chosen first, across
/// climates, and the model was then made to fit them, not the other way round.
@Suite("Sample weather against November normals")
struct SampleNormalsTests {
  /// A place as typed into the gazetteer, the country it must be found in, and its normal daily
  /// mean temperature for November in °C.
  struct Normal: Sendable, CustomStringConvertible {
    var query: String
    var countryCode: String
    var november: Double

    var description: String { query }
  }

  /// Station normals, 1991–2020 unless a row says otherwise, as the national weather services
  /// publish them (most read from the climate tables that cite them); the daily mean is
  /// (mean max + mean min) / 2 where a table gives no mean.
  static let normals: [Normal] = [
    // Tropical coasts.
    Normal(query: "Singapore", countryCode: "SG", november: 26.9),  // MSS, Changi
    // IMD, Santacruz; Skymet gives days of 33–34 °C and nights of 21 °C.
    Normal(query: "Mumbai", countryCode: "IN", november: 27.6),
    Normal(query: "Honolulu", countryCode: "US", november: 25.1),  // NOAA, Honolulu Intl
    Normal(query: "Lagos", countryCode: "NG", november: 27.7),  // NiMet, Ikeja
    Normal(query: "Rio de Janeiro", countryCode: "BR", november: 24.6),  // INMET
    Normal(query: "Bangkok", countryCode: "TH", november: 28.0),  // TMD
    Normal(query: "Lima", countryCode: "PE", november: 19.4),  // SENAMHI, Jorge Chávez
    // Tropical highlands.
    Normal(query: "Quito", countryCode: "EC", november: 14.0),  // INAMHI, Iñaquito (annual 14.0)
    // SENAMHI, the centre at 3,600 m: 11 °C a year, November the warmest month.
    Normal(query: "La Paz, Bolivia", countryCode: "BO", november: 12.0),
    Normal(query: "Nairobi", countryCode: "KE", november: 18.1),  // KMD: 13.1 / 23.1
    Normal(query: "Bogota", countryCode: "CO", november: 13.5),  // IDEAM, El Dorado
    Normal(query: "Addis Ababa", countryCode: "ET", november: 15.2),  // NMA: 7.8 / 22.6
    Normal(query: "Mexico City", countryCode: "MX", november: 15.7),  // SMN, Tacubaya
    // Hot deserts and dry interiors.
    Normal(query: "Riyadh", countryCode: "SA", november: 21.0),  // NCM, Riyadh
    Normal(query: "Cairo", countryCode: "EG", november: 19.9),  // EMA, Cairo
    Normal(query: "Dubai", countryCode: "AE", november: 25.4),  // NCMS, Dubai Intl
    Normal(query: "Phoenix", countryCode: "US", november: 17.1),  // NOAA, Sky Harbor
    Normal(query: "Alice Springs", countryCode: "AU", november: 25.6),  // BoM, airport
    Normal(query: "Tehran", countryCode: "IR", november: 11.6),  // IRIMO, Mehrabad
    Normal(query: "Delhi", countryCode: "IN", november: 20.6),  // IMD, Safdarjung
    // Mediterranean.
    Normal(query: "Rome", countryCode: "IT", november: 12.0),  // Aeronautica Militare, Ciampino
    Normal(query: "Athens", countryCode: "GR", november: 15.7),  // HNMS
    Normal(query: "Los Angeles", countryCode: "US", november: 17.3),  // NOAA, Downtown (USC)
    Normal(query: "Perth", countryCode: "AU", november: 20.1),  // BoM, Perth Metro
    Normal(query: "Santiago, Chile", countryCode: "CL", november: 17.6),  // DMC, Quinta Normal
    Normal(query: "Cape Town", countryCode: "ZA", november: 18.4),  // SAWS, airport
    // Oceanic.
    Normal(query: "London", countryCode: "GB", november: 8.5),  // Met Office, Heathrow
    Normal(query: "Paris", countryCode: "FR", november: 8.8),  // Météo-France, Montsouris
    Normal(query: "Seattle", countryCode: "US", november: 7.7),  // NOAA, Sea-Tac
    Normal(query: "Dublin", countryCode: "IE", november: 7.2),  // Met Éireann, Dublin Airport
    Normal(query: "Wellington", countryCode: "NZ", november: 13.6),  // NIWA, Kelburn
    // Continental and monsoon-continental.
    Normal(query: "Moscow", countryCode: "RU", november: -0.3),  // Roshydromet, VDNKh
    Normal(query: "Kyiv", countryCode: "UA", november: 2.5),  // UHMC, Kyiv
    Normal(query: "Beijing", countryCode: "CN", november: 4.9),  // CMA, Beijing
    Normal(query: "Chicago", countryCode: "US", november: 4.6),  // NOAA, O'Hare
    Normal(query: "New York", countryCode: "US", november: 8.8),  // NOAA, Central Park
    Normal(query: "Tokyo", countryCode: "JP", november: 12.5),  // JMA, Tokyo
    // ECCC 1971–2000, Richardson Intl; the 1981–2010 normal is −5 °C.
    Normal(query: "Winnipeg", countryCode: "CA", november: -5.3),
    Normal(query: "Ulaanbaatar", countryCode: "MN", november: -12.0),  // NAMEM; ERA5 gives −12
    // Subarctic and subpolar.
    Normal(query: "Yakutsk", countryCode: "RU", november: -26.0),  // Roshydromet, Yakutsk
    // Icelandic Met Office: November 2022's 1.7 °C was 0.5 °C below the 1991–2020 normal.
    Normal(query: "Reykjavik", countryCode: "IS", november: 2.2),
    Normal(query: "Anchorage", countryCode: "US", november: -4.6),  // NOAA, Ted Stevens Intl
    Normal(query: "Tromso", countryCode: "NO", november: -0.9),  // MET Norway, Tromsø
    // Southern mid-latitudes.
    Normal(query: "Sydney", countryCode: "AU", november: 20.6),  // BoM, Observatory Hill
    Normal(query: "Buenos Aires", countryCode: "AR", november: 20.9),  // SMN, Observatorio Central
    Normal(query: "Johannesburg", countryCode: "ZA", november: 18.3),  // SAWS, O. R. Tambo
    Normal(query: "Ushuaia", countryCode: "AR", november: 7.3),  // SMN, Ushuaia Aero
  ]

  /// The required share of places within `tolerance` of their normal.
  static let requiredShare = 0.9
  /// How far a sample day may be from the normal, in °C, and still count as fitting.
  static let tolerance = 5.0

  @Test("the table is wide enough to mean something: 30 places or more, none twice")
  func tableIsWide() {
    #expect(Self.normals.count >= 30)
    #expect(Set(Self.normals.map(\.query)).count == Self.normals.count)
  }

  @Test("a mid-November sample day is within 5 °C of the normal at 90 % of the places or more")
  func novemberFitsTheNormals() async throws {
    let gazetteer = try Gazetteer.bundled()
    var misses: [String] = []
    var report: [String] = []
    for normal in Self.normals {
      let place = try #require(gazetteer.search(normal.query).first, "\(normal.query): not found")
      try #require(place.countryCode == normal.countryCode, "\(normal.query): \(place.name)")
      let day = try await sampleDay(at: place, year: 2026, month: 11, day: 15)
      let mean = (day.low + day.high) / 2
      let line =
        "\(normal.query) (\(Int(place.elevation ?? 0)) m): sample "
        + "\(mean.formatted(.number.precision(.fractionLength(1)))) °C, normal "
        + "\(normal.november) °C"
      report.append(line)
      if abs(mean - normal.november) > Self.tolerance { misses.append(line) }
    }
    let within = Self.normals.count - misses.count
    let required = Int((Double(Self.normals.count) * Self.requiredShare).rounded(.up))
    #expect(
      within >= required,
      """
      \(within) of \(Self.normals.count) within \(Self.tolerance) °C, \(required) required; misses:
      \(misses.joined(separator: "\n"))
      all:
      \(report.joined(separator: "\n"))
      """)
    print("November normals: \(within) of \(Self.normals.count) within \(Self.tolerance) °C.")
    for miss in misses { print("  miss: \(miss)") }
  }

  /// The forecast day of a report asked for at local noon on a date, in metric units.
  private func sampleDay(at place: Location, year: Int, month: Int, day: Int) async throws
    -> DailyForecast
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = place.timeZone
    let noon = try #require(
      calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)))
    let report = try await WeatherClient.offline(now: { noon }).report(place, .metric)
    let days = try report.forecast.get()
    let first = try #require(days.first)
    #expect(first.date == LocalDate(year: year, month: month, day: day))
    return first
  }
}
