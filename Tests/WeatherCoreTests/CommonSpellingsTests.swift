import Testing
import WeatherCore
import WeatherGazetteer

/// What people commonly type, each with the country (and, where the spelling names one, the
/// first-level division) that its first result must lie in.
///
/// World capitals and large cities in their usual English spelling, which is often a GeoNames
/// alternate name ("Seville", "Ulaanbaatar"), and US, Canadian and Australian places with the
/// qualifiers people add ("London, ON", "Perth, WA", "Washington, D.C.").
enum CommonSpellings {
  struct Case: Sendable, CustomTestStringConvertible {
    var typed: String
    var countryCode: String
    var region: String?
    var testDescription: String { typed }
  }

  static func place(_ typed: String, _ countryCode: String, _ region: String? = nil) -> Case {
    Case(typed: typed, countryCode: countryCode, region: region)
  }

  static let cases: [Case] = [
    // Capitals.
    place("London", "GB"), place("Paris", "FR"), place("Berlin", "DE"), place("Madrid", "ES"),
    place("Rome", "IT"), place("Lisbon", "PT"), place("Dublin", "IE"), place("Brussels", "BE"),
    place("Amsterdam", "NL"), place("Vienna", "AT"), place("Prague", "CZ"),
    place("Warsaw", "PL"), place("Budapest", "HU"), place("Bucharest", "RO"),
    place("Athens", "GR"), place("Copenhagen", "DK"), place("Stockholm", "SE"),
    place("Oslo", "NO"), place("Helsinki", "FI"), place("Reykjavik", "IS"),
    place("Moscow", "RU"), place("Kyiv", "UA"), place("Kiev", "UA"), place("Minsk", "BY"),
    place("Belgrade", "RS"), place("Sofia", "BG"), place("Zagreb", "HR"), place("Bern", "CH"),
    place("Ankara", "TR"), place("Cairo", "EG"), place("Nairobi", "KE"),
    place("Addis Ababa", "ET"), place("Lagos", "NG"), place("Accra", "GH"),
    place("Dakar", "SN"), place("Algiers", "DZ"), place("Tunis", "TN"),
    place("Rabat", "MA"), place("Pretoria", "ZA"), place("Kinshasa", "CD"),
    place("Riyadh", "SA"), place("Tehran", "IR"), place("Baghdad", "IQ"),
    place("Damascus", "SY"), place("Beirut", "LB"), place("Amman", "JO"),
    place("Jerusalem", "IL"), place("Kabul", "AF"), place("Islamabad", "PK"),
    place("New Delhi", "IN"), place("Kathmandu", "NP"), place("Dhaka", "BD"),
    place("Colombo", "LK"), place("Bangkok", "TH"), place("Hanoi", "VN"),
    place("Kuala Lumpur", "MY"), place("Singapore", "SG"), place("Jakarta", "ID"),
    place("Manila", "PH"), place("Beijing", "CN"), place("Peking", "CN"),
    place("Seoul", "KR"), place("Pyongyang", "KP"), place("Tokyo", "JP"),
    place("Ulaanbaatar", "MN"), place("Ulan Bator", "MN"), place("Taipei", "TW"),
    place("Canberra", "AU"), place("Wellington", "NZ"), place("Ottawa", "CA"),
    place("Mexico City", "MX"), place("Havana", "CU"), place("Bogota", "CO"),
    place("Bogotá", "CO"), place("Lima", "PE"), place("Quito", "EC"),
    place("Santiago", "CL"), place("Buenos Aires", "AR"), place("Montevideo", "UY"),
    place("Caracas", "VE"), place("Brasilia", "BR"), place("Tashkent", "UZ"),
    place("Baku", "AZ"), place("Tbilisi", "GE"), place("Yerevan", "AM"),
    // Large cities, often in their English spelling.
    place("Seville", "ES"), place("Marrakech", "MA"), place("Munich", "DE"),
    place("Cologne", "DE"), place("Milan", "IT"), place("Naples", "IT"),
    place("Florence", "IT"), place("Venice", "IT"), place("Turin", "IT"),
    place("Geneva", "CH"), place("Zurich", "CH"), place("Gothenburg", "SE"),
    place("St Petersburg", "RU"), place("Saint Petersburg", "RU"),
    place("Istanbul", "TR"), place("Mumbai", "IN"), place("Bombay", "IN"),
    place("Kolkata", "IN"), place("Calcutta", "IN"), place("Chennai", "IN"),
    place("Bangalore", "IN"), place("Karachi", "PK"), place("Lahore", "PK"),
    place("Shanghai", "CN"), place("Canton", "CN"), place("Guangzhou", "CN"),
    place("Hong Kong", "HK"), place("Ho Chi Minh City", "VN"), place("Saigon", "VN"),
    place("Osaka", "JP"), place("Kyoto", "JP"), place("Sao Paulo", "BR"),
    place("Rio de Janeiro", "BR"), place("Johannesburg", "ZA"), place("Cape Town", "ZA"),
    place("Casablanca", "MA"), place("Alexandria", "EG"), place("Sydney", "AU"),
    place("Melbourne", "AU"), place("Auckland", "NZ"), place("Dubai", "AE"),
    place("Tel Aviv", "IL"), place("The Hague", "NL"), place("Krakow", "PL"),
    // US and Canadian places with qualifiers, and Australian ones by state.
    place("Washington, D.C.", "US", "District of Columbia"),
    place("Washington DC", "US", "District of Columbia"),
    place("New York", "US", "New York"), place("Los Angeles", "US", "California"),
    place("Chicago", "US", "Illinois"), place("Houston", "US", "Texas"),
    place("St. Louis", "US", "Missouri"), place("St Louis", "US", "Missouri"),
    place("Saint Louis, MO", "US", "Missouri"), place("St. Paul, MN", "US", "Minnesota"),
    place("Richmond, VA", "US", "Virginia"), place("Portland, OR", "US", "Oregon"),
    place("Portland, Maine", "US", "Maine"), place("Springfield, IL", "US", "Illinois"),
    place("Austin, TX", "US", "Texas"), place("Kansas City, MO", "US", "Missouri"),
    place("Miami", "US", "Florida"), place("Honolulu", "US", "Hawaii"),
    place("St. Petersburg, FL", "US", "Florida"), place("Boston", "US", "Massachusetts"),
    place("London, ON", "CA", "Ontario"), place("London, Ontario", "CA", "Ontario"),
    place("Toronto, ON", "CA", "Ontario"), place("Toronto", "CA", "Ontario"),
    place("Vancouver, BC", "CA", "British Columbia"), place("Montreal", "CA", "Quebec"),
    place("Quebec City", "CA", "Quebec"), place("Calgary, AB", "CA", "Alberta"),
    place("Halifax, NS", "CA", "Nova Scotia"),
    place("St. John's, NL", "CA", "Newfoundland and Labrador"),
    place("Winnipeg, Manitoba", "CA", "Manitoba"), place("Victoria, BC", "CA", "British Columbia"),
    place("Perth, WA", "AU", "Western Australia"), place("Sydney, NSW", "AU", "New South Wales"),
    place("Melbourne, VIC", "AU", "Victoria"), place("Brisbane, QLD", "AU", "Queensland"),
    place("Munich, Bavaria", "DE", "Bavaria"), place("Nuremberg, BY", "DE", "Bavaria"),
  ]
}

@Suite("Common spellings")
struct CommonSpellingsTests {
  @Test("at least 98% of the 167 common spellings find the expected country and division")
  func passRate() throws {
    let gazetteer = try Gazetteer.bundled()
    #expect(CommonSpellings.cases.count >= 100)
    var misses: [String] = []
    for item in CommonSpellings.cases {
      let first = gazetteer.search(item.typed).first
      let found =
        first?.countryCode == item.countryCode && (item.region.map { $0 == first?.region } ?? true)
      if !found {
        misses.append("\(item.typed) → \(first.map { "\($0.name) (\($0.region))" } ?? "nothing")")
      }
    }
    let rate =
      Double(CommonSpellings.cases.count - misses.count) / Double(CommonSpellings.cases.count)
    #expect(rate >= 0.98, "\(misses.count) misses: \(misses.joined(separator: "; "))")
  }

  @Test(
    "the spellings that used to fail give the expected place",
    arguments: [
      ("Ulaanbaatar", "MN", ""), ("Seville", "ES", ""), ("London, ON", "CA", "Ontario"),
      ("Washington, D.C.", "US", "District of Columbia"), ("St Petersburg", "RU", ""),
    ])
  func formerMisses(typed: String, countryCode: String, region: String) throws {
    let first = try #require(try Gazetteer.bundled().search(typed).first)
    #expect(first.countryCode == countryCode)
    if !region.isEmpty { #expect(first.region == region) }
  }
}
