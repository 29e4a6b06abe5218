import Foundation
import WeatherCore

extension Gazetteer {
  /// The time zone of the place nearest a point: what a place that came without a zone most
  /// likely keeps, since zones follow borders that places near each other share.
  ///
  /// A scan of every place, by the great-circle angle between the points; a few milliseconds,
  /// once a lookup.
  ///
  /// ```swift
  /// gazetteer.nearestTimeZone(latitude: -23.55, longitude: -46.63)  // "America/Sao_Paulo"
  /// ```
  ///
  /// - Parameters:
  ///   - latitude: Degrees, north positive.
  ///   - longitude: Degrees, east positive.
  /// - Returns: The nearest place's zone; nil for a point that is not finite, or no places.
  public func nearestTimeZone(latitude: Double, longitude: Double) -> String? {
    guard latitude.isFinite, longitude.isFinite else { return nil }
    let radians = Double.pi / 180
    let (sinA, cosA) = (sin(latitude * radians), cos(latitude * radians))
    return bytes.withUnsafeBufferPointer { buffer in
      var best: (closeness: Double, zone: Range<Int>)?
      for position in 0..<count {
        let row = decodeRow(position, in: buffer)
        let otherLatitude = buffer.decimal(row.latitude) * radians
        let difference = (buffer.decimal(row.longitude) - longitude) * radians
        // The cosine of the angle between the points: larger is nearer.
        let closeness = sinA * sin(otherLatitude) + cosA * cos(otherLatitude) * cos(difference)
        if closeness > best?.closeness ?? -2 { best = (closeness, row.timeZone) }
      }
      return best.map { timeZone(Int(buffer.decimal($0.zone))) }
    }
  }
}

extension GeocoderClient {
  /// This geocoder, with each place that it finds without a time zone given the zone of the
  /// gazetteer's place nearest it, so that the screen's date and the forecast's days are the
  /// place's own. Places that have a zone are left as they are.
  ///
  /// - Parameter gazetteer: The places whose zones are borrowed.
  /// - Returns: The geocoder.
  public func zoned(by gazetteer: Gazetteer) -> GeocoderClient {
    GeocoderClient { text in
      try await search(text).map { place in
        guard place.timeZoneIdentifier.isEmpty,
          let zone = gazetteer.nearestTimeZone(latitude: place.latitude, longitude: place.longitude)
        else { return place }
        var zoned = place
        zoned.timeZoneIdentifier = zone
        return zoned
      }
    }
  }
}
