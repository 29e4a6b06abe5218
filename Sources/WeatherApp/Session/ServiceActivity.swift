import WeatherCore

/// Counts the service calls in flight, by wrapping the clients.
///
/// The clients' closures run on the caller's actor, so a call is counted from the moment a
/// controller makes it until the moment that controller resumes with the answer.
final class ServiceActivity: Sendable {
  private struct State {
    var inFlight: [Int: String] = [:]
    var calls = 0
    var onFinish: (@Sendable () -> Void)?
  }
  private let state = Locked(State())

  /// The calls in flight, oldest first, such as `"geocode Paris"`.
  var inFlight: [String] {
    state.withLock { state in state.inFlight.sorted { $0.key < $1.key }.map(\.value) }
  }
  /// How many calls have begun so far.
  var calls: Int { state.withLock { $0.calls } }
  var onFinish: (@Sendable () -> Void)? {
    get { state.withLock { $0.onFinish } }
    set { state.withLock { $0.onFinish = newValue } }
  }

  func track(_ geocoder: GeocoderClient) -> GeocoderClient {
    GeocoderClient { text in
      let call = self.begin("geocode " + text)
      defer { self.end(call) }
      return try await geocoder.search(text)
    }
  }

  func track(_ weather: WeatherClient) -> WeatherClient {
    WeatherClient(
      current: { location, units in
        let call = self.begin("weather " + location.name)
        defer { self.end(call) }
        return try await weather.current(location, units)
      },
      report: { location, units in
        let call = self.begin("weather " + location.name)
        defer { self.end(call) }
        return try await weather.report(location, units)
      })
  }

  private func begin(_ name: String) -> Int {
    state.withLock { state in
      let call = state.calls
      state.calls += 1
      state.inFlight[call] = name
      return call
    }
  }

  private func end(_ call: Int) {
    let onFinish = state.withLock { state in
      state.inFlight[call] = nil
      return state.onFinish
    }
    onFinish?()
  }
}
