import WeatherViews

/// The current conditions on the weather screen: the day, the icon and the lines beside it.
///
/// The ``WeatherView`` that contains it lays it out: the date under the place's name, and the
/// details beside the icon.
///
/// ```swift
/// let view = WeatherView()
/// view.currentConditionsView.summaryLabel.text = "Broken clouds - 72℉"
/// ```
@MainActor
public final class CurrentConditionsView: View {
  /// The day of the observation, such as "Monday, Aug 28".
  public let dateLabel = Label()
  /// The condition's picture.
  public let iconView = ImageView()
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public let summaryLabel = Label()
  /// The forecast summary, such as "Summary: Broken clouds".
  public let forecastSummaryLabel = Label()
  /// The apparent temperature, such as "Feels like 70℉".
  public let feelsLikeLabel = Label()
  /// The day's range, such as "Min 60℉ · Max 75℉".
  public let minMaxLabel = Label()
  /// The wind, such as "Wind 8 mph".
  public let windLabel = Label()

  /// Creates the view with empty labels and no icon.
  public override init() {
    super.init()
    for child: View in [
      dateLabel, iconView, summaryLabel, forecastSummaryLabel, feelsLikeLabel, minMaxLabel,
      windLabel,
    ] {
      addSubview(child)
    }
  }

  /// The lines beside the icon, top to bottom.
  var details: [Label] {
    [summaryLabel, forecastSummaryLabel, feelsLikeLabel, minMaxLabel, windLabel]
  }
}
