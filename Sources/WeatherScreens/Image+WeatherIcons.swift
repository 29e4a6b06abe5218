import WeatherViews

/// The weather icons drawn in text, in the style of wttr.in, looked up by Weatherbit icon id as
/// `UIImage(named:)` is in Kodeco's tutorial: the letters and digits name the condition and the
/// last letter tells day from night.
///
/// ```swift
/// let clouds = Image(named: "c03d")
/// print(clouds?.lines.joined(separator: "\n") ?? "")
/// ```
extension Image {
  /// Finds the picture for a Weatherbit icon id; unknown ids get the "unknown" picture.
  ///
  /// - Parameter name: An icon id such as "c01d", "r02n" or "t03d"; "" means no image.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: name, lines: Image.art(for: name))
  }

  // Each picture is keyed by the icon id's condition family (its first three characters).
  private static func art(for name: String) -> [String] {
    let family = String(name.prefix(3))
    let night = name.hasSuffix("n")
    switch family {
    case "c01": return night ? moon : sun
    case "c02": return night ? partlyCloudyNight : partlyCloudy
    case "c03": return cloudy
    case "c04": return overcast
    case "a01", "a02", "a03", "a04", "a05", "a06": return fog
    case "d01", "d02", "d03", "r04", "r05", "u00": return showers
    case "r01", "r02", "r03", "r06", "f01": return rain
    case "s01", "s02", "s03", "s04", "s05", "s06": return snow
    case "t01", "t02", "t03", "t04", "t05": return thunder
    default: return unknown
    }
  }

  private static let sun = [
    #"    \   /    "#,
    #"     .-.     "#,
    #"  ― (   ) ―  "#,
    #"     `-’     "#,
    #"    /   \    "#,
  ]
  private static let moon = [
    #"     .--.    "#,
    #"  .-'  .'    "#,
    #"  (   (      "#,
    #"  '-.  '.    "#,
    #"     '--'    "#,
  ]
  private static let partlyCloudy = [
    #"   \  /      "#,
    #" _ /"".-.    "#,
    #"   \_(   ).  "#,
    #"   /(___(__) "#,
    #"             "#,
  ]
  private static let partlyCloudyNight = [
    #"    .-.      "#,
    #"   (  .-.    "#,
    #"    .(   ).  "#,
    #"   (___(__)  "#,
    #"             "#,
  ]
  private static let cloudy = [
    #"             "#,
    #"     .--.    "#,
    #"  .-(    ).  "#,
    #" (___.__)__) "#,
    #"             "#,
  ]
  private static let overcast = [
    #"     .--.    "#,
    #"  .-(    ).  "#,
    #" (___.__)__) "#,
    #"  .-(    ).  "#,
    #" (___.__)__) "#,
  ]
  private static let fog = [
    #"             "#,
    #" _ - _ - _ - "#,
    #"  _ - _ - _  "#,
    #" _ - _ - _ - "#,
    #"             "#,
  ]
  private static let showers = [
    #" _`/"".-.    "#,
    #"  ,\_(   ).  "#,
    #"   /(___(__) "#,
    #"     ‘ ‘ ‘ ‘ "#,
    #"    ‘ ‘ ‘ ‘  "#,
  ]
  private static let rain = [
    #"     .-.     "#,
    #"    (   ).   "#,
    #"   (___(__)  "#,
    #"  ‚‘‚‘‚‘‚‘   "#,
    #"  ‚’‚’‚’‚’   "#,
  ]
  private static let snow = [
    #"     .-.     "#,
    #"    (   ).   "#,
    #"   (___(__)  "#,
    #"    *  *  *  "#,
    #"   *  *  *   "#,
  ]
  private static let thunder = [
    #"     .-.     "#,
    #"    (   ).   "#,
    #"   (___(__)  "#,
    #"    /_‘‘/_‘  "#,
    #"     /  ‘/   "#,
  ]
  private static let unknown = [
    #"    .-.      "#,
    #"     __)     "#,
    #"    (        "#,
    #"     `-’     "#,
    #"      •      "#,
  ]
}
