extension WeatherEnvironment {
  /// The environment of a weather screen that opens on a saved place: its default address is
  /// the place's name, and the geocoder answers that name with the place itself, so the screen
  /// shows the saved place without geocoding it again. Other text is looked up as before.
  ///
  /// - Parameter location: The saved place.
  /// - Returns: The environment for that place's weather screen.
  ///
  /// ```swift
  /// WeatherViewModel(environment: environment.showing(paris))
  /// ```
  public func showing(_ location: Location) -> WeatherEnvironment {
    var environment = self
    let geocoder = self.geocoder
    environment.defaultAddress = location.name
    environment.geocoder = GeocoderClient { text in
      text == location.name ? [location] : try await geocoder.search(text)
    }
    return environment
  }
}
