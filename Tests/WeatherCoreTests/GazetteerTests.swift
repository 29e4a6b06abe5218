import Foundation
import Testing
import WeatherCore
import WeatherGazetteer

@Suite("Gazetteer")
struct GazetteerTests {
  let gazetteer: Gazetteer

  init() throws {
    gazetteer = try Gazetteer.bundled()
  }

  @Test("suggestions complete a name as it is typed, the largest places first")
  func suggestions() throws {
    let paris = gazetteer.suggestions(for: "Par", limit: 3)
    #expect(paris.count == 3)
    #expect(paris.first?.name == "Paris, France")
    // Population order: each suggestion is no smaller than the next, by gazetteer position.
    let positions = try paris.map { place in
      try #require((0..<gazetteer.count).first { gazetteer[$0] == place })
    }
    #expect(positions == positions.sorted())
    // Folding applies as in a search: case, accents and spaces do not matter.
    #expect(gazetteer.suggestions(for: "  sao pau").first?.name == "São Paulo, Brazil")
    #expect(gazetteer.suggestions(for: "SAN FR").first?.name == "San Francisco, CA")
    // An alternate name completes too.
    #expect(gazetteer.suggestions(for: "Ulaanbaat").first?.name.hasPrefix("Ulan Bator") == true)
  }

  @Test(
    "text too short, with a qualifier, or completing nothing gets no suggestions",
    arguments: ["", "P", " p ", "Paris, F", "Xqzv", String(repeating: "a", count: 600)])
  func noSuggestions(text: String) {
    #expect(gazetteer.suggestions(for: text).isEmpty)
  }

  @Test("suggestions name each place once, and never more than the limit")
  func suggestionLimit() {
    for limit in [0, 1, 3, 10] {
      let places = gazetteer.suggestions(for: "San", limit: limit)
      #expect(places.count == limit)
      #expect(Set(places.map(\.name)).count == places.count)
    }
  }

  @Test("loads the GeoNames places of 15,000 people or more")
  func loadsAllPlaces() {
    #expect(gazetteer.count > 30_000)
    #expect(gazetteer.count < 40_000)
  }

  @Test(
    "finds what people type",
    arguments: [
      ("Richmond, VA", "Richmond, VA", "America/New_York"),
      ("richmond va", "Richmond, VA", "America/New_York"),
      ("  RICHMOND ,   va  ", "Richmond, VA", "America/New_York"),
      ("Richmond, Virginia", "Richmond, VA", "America/New_York"),
      ("Paris", "Paris, France", "Europe/Paris"),
      ("Paris, France", "Paris, France", "Europe/Paris"),
      ("paris fr", "Paris, France", "Europe/Paris"),
      ("Paris, TX", "Paris, TX", "America/Chicago"),
      ("Paris Texas", "Paris, TX", "America/Chicago"),
      ("São Paulo", "São Paulo, Brazil", "America/Sao_Paulo"),
      ("Sao Paulo", "São Paulo, Brazil", "America/Sao_Paulo"),
      ("SAO-PAULO", "São Paulo, Brazil", "America/Sao_Paulo"),
      ("Sa\u{303}o Paulo", "São Paulo, Brazil", "America/Sao_Paulo"),
      ("new york", "New York City, NY", "America/New_York"),
      ("New York, NY", "New York City, NY", "America/New_York"),
      ("New York City", "New York City, NY", "America/New_York"),
      ("Reykjavik", "Reykjavík, Iceland", "Atlantic/Reykjavik"),
      ("Honolulu", "Honolulu, HI", "Pacific/Honolulu"),
      ("tokyo", "Tokyo, Japan", "Asia/Tokyo"),
      ("Washington, DC", "Washington, DC", "America/New_York"),
      ("London, UK", "London, United Kingdom", "Europe/London"),
      ("san jose costa rica", "San José, Costa Rica", "America/Costa_Rica"),
      ("Peking", "Beijing, China", "Asia/Shanghai"),
    ])
  func findsTypedText(typed: String, name: String, timeZone: String) throws {
    let first = try #require(gazetteer.search(typed).first)
    #expect(first.name == name)
    #expect(first.timeZoneIdentifier == timeZone)
  }

  @Test("a place carries its coordinates, country and zone")
  func placeFields() throws {
    let richmond = try #require(gazetteer.search("Richmond, VA").first)
    #expect(abs(richmond.latitude - 37.55) < 0.01)
    #expect(abs(richmond.longitude - -77.46) < 0.01)
    #expect(richmond.country == "United States")
    #expect(richmond.countryCode == "US")
    let paris = try #require(gazetteer.search("Paris").first)
    #expect(paris.country == "France")
    #expect(paris.countryCode == "FR")
    #expect(paris.latitude > 48 && paris.latitude < 49)
  }

  @Test(
    "finds nothing, quickly and without crashing, for text that names no place",
    arguments: [
      "", " ", "   \t\n  ", "xyzzyq", "!!!@@@###$$$", ",,,", "\u{0}\u{1}\u{7}\u{1B}[31m",
      "\u{301}\u{301}", "🌧️☀️", "\u{200F}\u{202E}", "Paris, Nowhereland", "VA",
      String(repeating: "a", count: 100_000), String(repeating: "Paris ", count: 20_000),
      String(repeating: "\u{0}", count: 100_000),
      String(repeating: "CA, ", count: 120),
      "Paris, France, France, France, France, France, France",
    ])
  func findsNothing(text: String) {
    #expect(gazetteer.search(text).isEmpty)
  }

  @Test("a limit caps the results, and zero or less gives none")
  func limits() {
    #expect(gazetteer.search("Springfield", limit: 3).count == 3)
    #expect(gazetteer.search("Springfield", limit: 0).isEmpty)
    #expect(gazetteer.search("Springfield", limit: -1).isEmpty)
  }

  @Test(
    "ranks ambiguous names by population, own names first and then alternate names",
    arguments: ["Richmond", "Springfield", "Paris", "London", "Portland", "San Jose"])
  func ranksByPopulation(name: String) throws {
    let positions = try positionsInPopulationOrder()
    let results = gazetteer.search(name, limit: 50)
    let key = name.lowercased()
    let isOwn = { (place: Location) in
      place.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .lowercased().hasPrefix(key + ",")
    }
    let own = try results.filter(isOwn).map { try #require(positions[$0]) }
    let alternates = try results.filter { !isOwn($0) }.map { try #require(positions[$0]) }
    #expect(own.count >= 2)
    #expect(results.prefix(own.count).allSatisfy(isOwn))
    #expect(own == own.sorted())
    #expect(alternates == alternates.sorted())
  }

  @Test("places named as typed rank before places that only have it as an alternate name")
  func ownNamesFirst() throws {
    let positions = try positionsInPopulationOrder()
    let results = gazetteer.search("Santiago", limit: 50)
    let own = results.filter { $0.name.hasPrefix("Santiago, ") }
    let alternate = try #require(results.first { $0.name.hasPrefix("Santiago de los Caballeros") })
    #expect(own.count >= 3)
    #expect(results.prefix(own.count).elementsEqual(own))
    // The alternate match is larger than some own-name matches, and still ranks after them all.
    #expect(own.contains { positions[$0, default: 0] > positions[alternate, default: 0] })
  }

  @Test(
    "honours a state or country qualifier",
    arguments: [
      ("Richmond, CA", "Richmond, CA"),  // the state California before the country Canada
      ("Richmond, Canada", "Richmond, Canada"),
      ("Richmond, Kentucky", "Richmond, KY"),
      ("London, Canada", "London, Canada"),
      ("London, ON, Canada", "London, Canada"),
      ("London, ON, France", nil),
      ("Portland, ME", "Portland, ME"),
      ("Portland, Oregon", "Portland, OR"),
      ("Springfield, IL", "Springfield, IL"),
      ("Paris, USA", "Paris, TX"),
    ] as [(String, String?)])
  func honoursQualifier(typed: String, name: String?) {
    #expect(gazetteer.search(typed).first?.name == name)
  }

  @Test("a qualifier filters: every result lies in the named country")
  func qualifierFilters() {
    let results = gazetteer.search("San Jose, Philippines", limit: 50)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.countryCode == "PH" })
  }

  /// Each of 1,000 places, sampled round-robin across countries (a fixed pseudo-shuffle within
  /// each country, so small towns are tested as well as capitals), is found by its own display
  /// name. It must come first when no other place shares that display name; when several do
  /// (509 names such as "Sakai, Japan" belong to two to four places) it must be among the results,
  /// which then come in population order, so it cannot always be first.
  @Test("finds each of 1,000 sampled places by its display name")
  func findsSampledPlaces() throws {
    let places = (0..<gazetteer.count).map { gazetteer[$0] }
    var displayNameCounts: [String: Int] = [:]
    for place in places { displayNameCounts[place.name, default: 0] += 1 }

    let byCountry = Dictionary(grouping: places.indices) { places[$0].countryCode }
    let queues = byCountry.keys.sorted().map { code in
      byCountry[code, default: []].sorted {
        ($0 &* 2_654_435_761) % 4_294_967_296 < ($1 &* 2_654_435_761) % 4_294_967_296
      }
    }
    #expect(queues.count > 200)
    var sample: [Int] = []
    var round = 0
    while sample.count < 1000 {
      for queue in queues where round < queue.count && sample.count < 1000 {
        sample.append(queue[round])
      }
      round += 1
    }

    var unique = 0
    for position in sample {
      let place = places[position]
      let results = gazetteer.search(place.name)
      if displayNameCounts[place.name] == 1 {
        unique += 1
        #expect(results.first == place, "\(place.name) at \(place.latitude), \(place.longitude)")
      } else {
        #expect(results.contains(place), "\(place.name) at \(place.latitude), \(place.longitude)")
      }
    }
    #expect(Set(sample.map { places[$0].countryCode }).count == queues.count)
    #expect(unique > 900)
  }

  @Test("refuses a file that is not a gazetteer, naming the line")
  func refusesMalformedFiles() throws {
    let directory = FileManager.default.temporaryDirectory
    let empty = directory.appendingPathComponent("gazetteer-empty-\(UUID().uuidString).tsv")
    let broken = directory.appendingPathComponent("gazetteer-broken-\(UUID().uuidString).tsv")
    defer {
      try? FileManager.default.removeItem(at: empty)
      try? FileManager.default.removeItem(at: broken)
    }
    try Data("# no places\n".utf8).write(to: empty)
    try Data("# header\nF\tnot-hex\tx\n".utf8).write(to: broken)
    #expect(throws: GazetteerError.malformed(line: 0)) { try Gazetteer(contentsOf: empty) }
    #expect(throws: GazetteerError.malformed(line: 2)) { try Gazetteer(contentsOf: broken) }
  }

  @Test("places carry GeoNames' elevation in metres, below sea level too")
  func elevation() {
    #expect(gazetteer.search("Quito").first?.elevation == 2854)
    #expect(gazetteer.search("La Paz, Bolivia").first?.elevation == 3782)
    #expect(gazetteer.search("Baku").first?.elevation == -23)
    let known = (0..<gazetteer.count).filter { gazetteer[$0].elevation != nil }.count
    #expect(known > 25_000 && known < gazetteer.count)
  }

  @Test("a place row with no elevation field, or an empty one, gives no elevation")
  func missingElevation() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gazetteer-elevation-\(UUID().uuidString).tsv")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = """
      T\tEurope/Paris
      C\tFR\tFrance
      P\tParis\tFR\t\t48.85\t2.35\t0
      P\tLyon\tFR\t\t45.75\t4.85\t0\t
      P\tGrenoble\tFR\t\t45.17\t5.72\t0\t212
      K\tgrenoble\t4
      K\tlyon\t2
      K\tparis\t0

      """
    try Data(text.utf8).write(to: file)
    let places = try Gazetteer(contentsOf: file)
    #expect(places.count == 3)
    #expect(places[0].elevation == nil)
    #expect(places[1].elevation == nil)
    #expect(places[2].elevation == 212)
  }

  @Test("the offline geocoder answers with the gazetteer's search")
  func offlineGeocoder() async throws {
    let geocoder = GeocoderClient.offline(gazetteer: gazetteer)
    #expect(try await geocoder.search("richmond va") == gazetteer.search("Richmond, VA"))
    #expect(try await geocoder.search("").isEmpty)
  }

  @Test("cancelling a slow offline lookup ends its pause with CancellationError")
  func offlineGeocoderCancellation() async {
    let geocoder = GeocoderClient.offline(gazetteer: gazetteer, latency: .seconds(600))
    let lookup = Task { try await geocoder.search("Paris") }
    lookup.cancel()
    await #expect(throws: CancellationError.self) { try await lookup.value }
  }

  /// Every place's position in population order.
  private func positionsInPopulationOrder() throws -> [Location: Int] {
    var positions: [Location: Int] = [:]
    for position in 0..<gazetteer.count {
      positions[gazetteer[position]] = positions[gazetteer[position]] ?? position
    }
    return positions
  }
}
