import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// One saved place on two lines, beside its number: its name with the temperature flush right,
/// then its region and conditions with the wind; "…" stands for the weather while it loads.
///
/// Two rows are equal when they show the same cell view model, so a change to the list, even
/// one that numbers the places anew, evaluates only the rows of places that are new.
struct PlaceRow: DeclaredView, Equatable {
  let place: LocationCellViewModel

  var body: some DeclaredView {
    let weather = place.weather
    let loading = weather.isLoading
    let summary = loading ? "…" : TerminalText.sanitize(weather.conditions.summary)
    let region = TerminalText.sanitize(place.region)
    // The region and the summary, with " · " between them when there are both.
    let details = region.isEmpty || summary.isEmpty ? region + summary : region + " · " + summary
    VStack(alignment: .leading) {
      twoSided(left: place.name, right: loading ? "" : weather.conditions.temperature)
      twoSided(left: details, right: loading ? "" : weather.conditions.wind)
    }
  }

  nonisolated static func == (lhs: PlaceRow, rhs: PlaceRow) -> Bool {
    lhs.place === rhs.place
  }
}

/// A line with text on the left and text flush right, the left side cut first; with nothing on
/// the right, the left side takes the whole line.
///
/// - Parameters:
///   - left: The text on the left.
///   - right: The text flush right, or "".
/// - Returns: The line's views.
@MainActor
func twoSided(left: String, right: String) -> some DeclaredView {
  HStack {
    Text(left).frame(maxWidth: .infinity, alignment: .leading)
    if !TerminalText.sanitize(right).isEmpty {
      Text(right)
    }
  }
  .lineLimit(1)
}
