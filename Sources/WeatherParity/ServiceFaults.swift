import WeatherCore

extension WeatherEnvironment {
  /// The same services, failing as the session's faults say.
  ///
  /// - Parameter faults: Which part fails, for which typed text or place.
  /// - Returns: The services with those failures.
  func failing(_ faults: [ParitySession.Fault]) -> WeatherEnvironment {
    guard !faults.isEmpty else { return self }
    @Sendable func fails(_ service: ParitySession.Fault.Service, _ name: String) -> Bool {
      faults.contains { $0.service == service && $0.place.lowercased() == name.lowercased() }
    }
    var failing = self
    let geocoder = self.geocoder
    let weather = self.weather
    failing.geocoder = GeocoderClient { text in
      let typed = text.trimmingCharacters(in: .whitespaces)
      if fails(.geocoder, typed) { throw ServiceError.http(status: 503) }
      return try await geocoder.search(text)
    }
    failing.weather = WeatherClient(
      current: { location, units in
        if fails(.weather, location.name) { throw ServiceError.timeout }
        return try await weather.current(location, units)
      },
      report: { location, units in
        if fails(.weather, location.name) { throw ServiceError.timeout }
        var report = try await weather.report(location, units)
        if fails(.forecast, location.name) { report.forecast = .failure(.http(status: 502)) }
        return report
      })
    return failing
  }
}
