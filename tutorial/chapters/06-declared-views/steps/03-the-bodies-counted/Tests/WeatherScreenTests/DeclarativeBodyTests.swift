import DeclarativeViews
import Testing
import WeatherCore
import WeatherDeclarative
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// The declarative weather screen, body by body: the host counts each body it evaluates, with
/// the view's path.
@MainActor
@Suite("Declarative weather screen: the bodies that each change evaluates")
struct DeclarativeWeatherBodyTests {
  let gate = ServiceGate()

  @Test("a new place's \"Loading…\" evaluates the screen's one body")
  func loadingANewPlace() async throws {
    let environment = WeatherEnvironment(
      geocoder: gate.hold(
        ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris]])),
      weather: gate.hold(ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport)),
      defaultAddress: "Raleigh")
    let view = WeatherView(scheduler: .manual)
    let host = HostingController(
      rootView: WeatherScreen(environment: environment, view: view), on: view)
    host.viewDidLoad()
    view.updatePropertiesIfNeeded()
    try await gate.release("geocode Raleigh")
    try await gate.release("weather Raleigh, NC")
    view.updatePropertiesIfNeeded()
    #expect(view.currentConditionsView.summaryLabel.text == "Broken clouds - 24℉")
    var paths: [String] = []
    host.onBodyEvaluation = { paths.append($0) }

    view.prompt.submit("Paris")
    view.updatePropertiesIfNeeded()

    #expect(paths == ["WeatherScreen"])
    #expect(view.locationLabel.text == "Loading…")
    #expect(
      view.currentConditionsView.summaryLabel.text == "Broken clouds - 24℉",
      "the last report stays")
  }
}
