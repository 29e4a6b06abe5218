/// The weather screen's view model, as it starts: it holds the place's name, which the
/// controller binds to its label.
///
/// ```swift
/// let viewModel = WeatherViewModel()
/// viewModel.locationName.bind { name in print(name) }  // "Loading…"
/// ```
@MainActor
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public let locationName = Box("Loading…")

  /// Creates the view model.
  public init() {}
}
