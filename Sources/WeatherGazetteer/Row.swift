import WeatherCore

/// A place's fields, still as bytes in the resource.
struct Row {
  var buffer: UnsafeBufferPointer<UInt8>
  var name: Range<Int>
  var countryCode: Range<Int>
  var division: Range<Int>
  var latitude: Range<Int>
  var longitude: Range<Int>
  var timeZone: Range<Int>

  func matches(_ target: Qualifier) -> Bool {
    guard buffer[countryCode].elementsEqual(target.country.utf8) else { return false }
    return target.kind == .country || buffer[division].elementsEqual(target.division.utf8)
  }

  func location(_ gazetteer: Gazetteer) -> Location {
    let city = buffer.string(name)
    let code = buffer.string(countryCode)
    let country = gazetteer.countryName(code)
    let divisionCode = buffer.string(division)
    let display =
      code == "US" && !divisionCode.isEmpty ? "\(city), \(divisionCode)" : "\(city), \(country)"
    return Location(
      name: display, latitude: buffer.decimal(latitude), longitude: buffer.decimal(longitude),
      timeZoneIdentifier: gazetteer.timeZone(Int(buffer.decimal(timeZone))), country: country,
      countryCode: code, region: gazetteer.divisionName(code, divisionCode))
  }
}
