import DeclarativeViews
import WeatherScreens
import WeatherViews

/// The weather icon of a condition, drawn by the layer's `Image` from the pictures that every
/// variant shows, looked up by Weatherbit icon id.
///
/// This file is the one that names both modules' `Image`: the layer's, which declares a
/// picture, and the view layer's, which holds one.
struct WeatherIcon: DeclaredView, Equatable {
  /// The icon id, such as "c03d"; "" for none.
  let name: String

  var body: some DeclaredView {
    DeclarativeViews.Image(WeatherViews.Image(named: name))
      .frame(
        width: WeatherViews.Image.width, height: WeatherViews.Image.height,
        alignment: .topLeading)
  }
}

/// The one-column glyph of a condition, as a forecast row shows it: " " for none.
///
/// - Parameter name: The icon id, such as "r01d".
/// - Returns: The glyph's text.
func glyph(named name: String) -> String {
  Glyph(named: name)?.text ?? " "
}
