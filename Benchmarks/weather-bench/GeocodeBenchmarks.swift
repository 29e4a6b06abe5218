import Foundation
import WeatherCore
import WeatherGazetteer

/// The offline geocoder's two figures: how long the gazetteer takes to load, and how long one
/// search takes, over a fixed list of queries.
///
/// They are absolute times, not ratios of two benchmarks, but they go into the JSON's `ratios`
/// with the others so that one object holds every figure that has a target.
struct GeocodeFigures {
  /// The median time to load the bundled gazetteer from its file, in milliseconds.
  let loadMilliseconds: Double
  /// The median time of one search over `queries`, in microseconds.
  let lookupMicroseconds: Double

  /// What people type: capitals and large cities, alternate spellings, qualifiers, misses.
  static let queries = [
    "Paris", "London", "Tokyo", "New York", "richmond va", "Richmond, VA", "São Paulo",
    "sao paulo", "Ulaanbaatar", "Seville", "Marrakech", "London, ON", "Toronto, ON",
    "Washington, D.C.", "St Petersburg", "St. Louis", "Saint Louis", "Perth, WA", "Sydney, NSW",
    "Munich, Bavaria", "Peking", "Bombay", "Mexico City", "Cairo", "Lagos", "Springfield, IL",
    "Portland, Oregon", "Vancouver, BC", "Austin TX", "Tokyo, Japan", "Buenos Aires",
    "Kyiv", "xyzzy", "Nowhere, ZZ", "a", "San Jose, Costa Rica", "Frankfurt am Main",
    "Zürich", "Quebec City", "Delhi",
  ]

  /// Loads `samples` times and searches the query list `rounds` times.
  static func measure(samples: Int, rounds: Int) throws -> GeocodeFigures {
    guard let url = Gazetteer.bundledResourceURL else { throw GazetteerError.resourceMissing }
    var loads: [Double] = []
    var gazetteer: Gazetteer?
    for _ in 0..<samples {
      let start = now()
      gazetteer = try Gazetteer(contentsOf: url)
      loads.append(Double(now() - start) / 1e6)
    }
    guard let gazetteer else { throw GazetteerError.resourceMissing }
    var lookups: [Double] = []
    var found = 0
    for _ in 0..<rounds {
      for query in queries {
        let start = now()
        let results = gazetteer.search(query)
        lookups.append(Double(now() - start) / 1e3)
        found &+= results.count
      }
    }
    blackHole(found)
    return GeocodeFigures(
      loadMilliseconds: Measurement.quantile(loads.sorted(), 0.5),
      lookupMicroseconds: Measurement.quantile(lookups.sorted(), 0.5))
  }
}
