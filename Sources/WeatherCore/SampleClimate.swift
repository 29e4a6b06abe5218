import Foundation

/// The normal climate of a place, as the sample weather imagines it: a few smooth rules that put
/// the normal daily mean within a few degrees of the published normals for most places, from what
/// a `Location` knows (latitude, longitude, elevation). Everything is in °C.
///
/// - Sea level: the annual mean of an oceanic coast at the latitude, from a table (27.5 °C in the
///   tropics, 15.5 °C at 40°, 6 °C at 60°, −15 °C at the poles), interpolated.
/// - Elevation: −5 °C per kilometre (a place without one counts as at sea level). The free
///   atmosphere's 6.5 °C/km overcools highland cities; along the ground, where the air is warmed
///   by the land, normals fall closer to 5 °C/km.
/// - Continentality (0 at an oceanic coast, 1 deep inside a continent): it widens the seasons
///   from the ocean's ±(0.5 + 0.11·|latitude|) °C towards ±(0.35·|latitude| + …) °C, cools the
///   annual mean poleward of 33° (Yakutsk's −9 °C against Reykjavík's +5 °C at nearly the same
///   latitude), and shortens the seasons' lag behind the sun from six weeks to three and a half.
///   It needs the longitude, because the westerlies bring the ocean's mildness from the west: in
///   Eurasia it grows eastwards from the Atlantic (from 20° E north of the Arctic Circle, where
///   Norway's coast turns east) over 110° of longitude; in North America it grows over 8° east of
///   the Pacific coast, stays partial on the Atlantic side and fades towards the Gulf of Mexico.
///   The southern hemisphere's land is narrow and ringed by ocean, so it counts as oceanic there,
///   and in the tropics the seasons are too weak for it to matter.
/// - Hot dry interiors (the Sahara, Arabia, Iran to the Ganges plain, the American south-west,
///   inland Australia): +4 °C, blended in over 2° at the edges of the boxes that hold them.
/// - Cold currents off Peru and northern Chile (Humboldt) and Namibia (Benguela): −6 °C near the
///   sea, fading out by 1,000 m.
///
/// The months are not modelled one by one: monsoons, which move the warmest month to May in
/// India, and local effects are not, so a place can miss its normal by several degrees.
struct SampleClimate: Sendable {
  /// The annual mean temperature.
  let annualMean: Double
  /// Half the difference between the warmest and the coldest day of a normal year.
  let seasonalAmplitude: Double
  /// The day of the year (from January 1) when the normal daily mean peaks.
  let warmestDay: Double
  /// Half the normal day's range between its low and its high, under a half-clouded sky.
  let diurnalHalfRange: Double
  /// The largest departure of a day's mean from the normal: 1 + 0.08·|latitude|·(0.4 + 0.6·
  /// continentality) °C, since weather varies more away from the tropics and the ocean.
  let variability: Double
  /// The normal cloudiness, 0 (always clear) to 1 (always raining), around which days vary.
  let wetness: Double
  /// The normal wind speed in km/h.
  let windiness: Double

  /// Sea-level annual means of oceanic coasts by absolute latitude, in °C.
  private static let seaLevelMeans: [(latitude: Double, mean: Double)] = [
    (0, 27.5), (12, 27.5), (20, 26), (25, 24), (30, 21), (40, 15.5), (50, 10.5), (60, 6), (70, 1),
    (80, -8), (90, -15),
  ]

  /// Hot dry interiors, as (south, north, west, east) in degrees.
  private static let dryInteriors: [(Double, Double, Double, Double)] = [
    (15, 38, -18, 60), (23, 38, 60, 82), (24, 38, -117, -100), (-32, -18, 118, 148),
  ]

  /// Coasts along cold currents, as (south, north, west, east) in degrees.
  private static let coldCoasts: [(Double, Double, Double, Double)] = [
    (-30, -4, -82, -70), (-30, -15, 11, 16),
  ]

  init(_ location: Location) {
    let latitude = location.latitude
    let absolute = abs(latitude)
    let elevation = max(0, location.elevation ?? 0)
    let continentality = Self.continentality(latitude: latitude, longitude: location.longitude)
    let dryness = Self.dryInteriors.map { Self.weight(location, in: $0) }.max() ?? 0
    let coldCoast =
      (Self.coldCoasts.map { Self.weight(location, in: $0) }.max() ?? 0)
      * Self.ramp(1000 - elevation, from: 0, to: 1000)
    let poleward = max(0, absolute - 45)

    let inlandCooling = continentality * (0.3 * max(0, absolute - 33) + 0.02 * poleward * poleward)
    annualMean =
      Self.seaLevelMean(absolute) + 4 * dryness - 6 * coldCoast - inlandCooling - 0.005 * elevation
    let oceanic = 0.5 + 0.11 * absolute
    let inland = 0.35 * absolute + 0.02 * poleward * poleward
    seasonalAmplitude = oceanic + continentality * (inland - oceanic)
    warmestDay = 196 + 18 * (1 - continentality) + (latitude < 0 ? 182.6 : 0)
    diurnalHalfRange =
      3 + 1.5 * continentality + min(3, elevation / 1000) + 1.5 * dryness - 1.5 * coldCoast
    variability = 1 + 0.08 * absolute * (0.4 + 0.6 * continentality)
    wetness =
      min(0.6, 0.45 + 0.15 * (1 - Self.ramp(absolute, from: 0, to: 15))) - 0.3 * dryness
      - 0.2 * coldCoast
    windiness = 7 + 0.25 * min(absolute, 60) * (1 - 0.4 * continentality)
  }

  /// The normal daily mean on a day counted from 1970-01-01. The seasons repeat every tropical
  /// year (365.2422 days), which the Gregorian calendar follows to within a day.
  func normalMean(onDay day: Int64) -> Double {
    annualMean + seasonalAmplitude * cos(2 * .pi * (Double(day) - warmestDay) / 365.2422)
  }

  private static func seaLevelMean(_ absoluteLatitude: Double) -> Double {
    let table = seaLevelMeans
    for (lower, upper) in zip(table, table.dropFirst()) where absoluteLatitude <= upper.latitude {
      let fraction = (absoluteLatitude - lower.latitude) / (upper.latitude - lower.latitude)
      return lower.mean + (upper.mean - lower.mean) * fraction
    }
    return table[table.count - 1].mean
  }

  private static func continentality(latitude: Double, longitude: Double) -> Double {
    guard latitude > 0 else { return 0 }
    var inland: Double
    switch longitude {
    case -25...180:
      let coast = -10 + 30 * ramp(latitude, from: 58, to: 66)
      inland = ramp(longitude - coast, from: 0, to: 110)
    case -170 ..< -50:
      let coast: Double
      switch latitude {
      case ..<32: coast = -117
      case ..<40: coast = -117 - (latitude - 32) * 0.75
      case ..<50: coast = -123 - (latitude - 40) * 0.25
      case ..<60: coast = -125.5 - (latitude - 50) * 2.5
      default: coast = -150.5 - (latitude - 60) * 2
      }
      inland =
        ramp(longitude - coast, from: 0, to: 8) * min(1, max(0.55, (-longitude - 60) / 25))
      if longitude > -100 { inland *= ramp(latitude, from: 22, to: 34) }
    default:
      inland = 0
    }
    return inland * ramp(latitude, from: 10, to: 25)
  }

  /// 1 well inside a (south, north, west, east) box, 0 outside, blended over 2° at its edges.
  private static func weight(_ location: Location, in box: (Double, Double, Double, Double))
    -> Double
  {
    let (south, north, west, east) = box
    let (latitude, longitude) = (location.latitude, location.longitude)
    return min(
      ramp(latitude - south, from: 0, to: 2), ramp(north - latitude, from: 0, to: 2),
      ramp(longitude - west, from: 0, to: 2), ramp(east - longitude, from: 0, to: 2))
  }

  /// 0 at or below `from`, 1 at or above `to`, linear between.
  private static func ramp(_ value: Double, from lower: Double, to upper: Double) -> Double {
    min(1, max(0, (value - lower) / (upper - lower)))
  }
}
