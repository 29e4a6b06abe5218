import Foundation
import Testing
import WeatherCore
import WeatherGazetteer

@Suite("Gazetteer: time zones by position")
struct GazetteerTimeZoneTests {
  let gazetteer: Gazetteer

  init() throws {
    gazetteer = try Gazetteer.bundled()
  }

  @Test(
    "a point takes the zone of the place nearest it",
    arguments: [
      (-23.5507, -46.6334, "America/Sao_Paulo"), (40.7127, -74.006, "America/New_York"),
      (37.5385, -77.4343, "America/New_York"), (-36.85, 174.76, "Pacific/Auckland"),
      (38.7223, -9.1393, "Europe/Lisbon"), (-13.83, -171.76, "Pacific/Apia"),
    ])
  func nearest(latitude: Double, longitude: Double, zone: String) {
    #expect(gazetteer.nearestTimeZone(latitude: latitude, longitude: longitude) == zone)
  }

  @Test("a point that is not a number has no zone")
  func notFinite() {
    #expect(gazetteer.nearestTimeZone(latitude: .nan, longitude: 0) == nil)
    #expect(gazetteer.nearestTimeZone(latitude: 0, longitude: .infinity) == nil)
  }

  @Test("a geocoder's places without a zone borrow one; the others keep theirs")
  func zoned() async throws {
    let bare = Location(
      name: "São Paulo, Brazil", latitude: -23.55, longitude: -46.63, timeZoneIdentifier: "",
      country: "Brazil", countryCode: "BR")
    let kept = Location(
      name: "Paris, France", latitude: 48.85, longitude: 2.35, timeZoneIdentifier: "Europe/Paris",
      country: "France", countryCode: "FR")
    let geocoder = GeocoderClient { _ in [bare, kept] }.zoned(by: gazetteer)
    let places = try await geocoder.search("anything")
    #expect(places.map(\.timeZoneIdentifier) == ["America/Sao_Paulo", "Europe/Paris"])
    #expect(places.map(\.name) == [bare.name, kept.name])
  }
}
