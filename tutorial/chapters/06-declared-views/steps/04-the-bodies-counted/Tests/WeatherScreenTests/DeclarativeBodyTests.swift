import DeclarativeViews
import Testing
import WeatherCore
import WeatherDeclarative
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// The declarative weather screen, body by body: a child whose inputs are equal and who read
/// nothing that changed is not evaluated again, so "Loading…" for a new place evaluates only
/// what shows it. docs/from-swiftui.md names these bodies.
@MainActor
@Suite("Declarative weather screen: the bodies that each change evaluates")
struct DeclarativeWeatherBodyTests {
  let gate = ServiceGate()

  @Test("a new place's \"Loading…\" evaluates the screen's body and the forecast's, no other")
  func loadingANewPlace() async throws {
    let environment = WeatherEnvironment(
      geocoder: gate.hold(
        ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris]])),
      weather: gate.hold(ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport)),
      defaultAddress: "Raleigh")
    let host = HostingController(
      rootView: WeatherScreen(environment: environment), width: ScreenView.defaultWidth,
      scheduler: .manual, promptTitle: ScreenWording.weatherPrompt)
    let view = try #require(host.screen)
    host.viewDidLoad()
    view.updatePropertiesIfNeeded()
    try await gate.release("geocode Raleigh")
    try await gate.release("weather Raleigh, NC")
    view.updatePropertiesIfNeeded()
    // The conditions' first line is the fifth of the frame, beside the icon.
    #expect(view.render().lines[4].contains("  Broken clouds - 76℉ "))
    var paths: [String] = []
    host.onBodyEvaluation = { paths.append($0) }

    view.prompt.submit("Paris")
    view.updatePropertiesIfNeeded()

    #expect(paths == ["WeatherScreen", "WeatherScreen › Forecast"])
    let lines = view.render().lines
    #expect(lines[1].hasPrefix("│ Loading… "))
    #expect(lines[4].contains("  Broken clouds - 76℉ "), "the last report stays")
  }
}
