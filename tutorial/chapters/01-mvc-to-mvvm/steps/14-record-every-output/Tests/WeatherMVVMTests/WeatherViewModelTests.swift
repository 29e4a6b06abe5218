import BoxBinding
import BoxBindingTestSupport
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// The view model, with fake services held at a gate: no network, no sleeps. Each test
/// records every value of every output and asserts the whole history. The weather service
/// answers with the Weatherbit documentation's example and a week of days after it.
@MainActor
@Suite("WeatherViewModel")
struct WeatherViewModelTests {
  /// Every output of a view model, recorded from the moment it was created.
  @MainActor
  struct Outputs {
    let locationName, date, icon, summary, forecastSummary: BoxRecorder<String>
    let feelsLike, minMax, wind, error, forecastMessage: BoxRecorder<String>
    let forecastDays, forecastIcons, forecastSummaries, forecastTemperatures: BoxRecorder<[String]>
    let isLoading: BoxRecorder<Bool>

    init(_ viewModel: WeatherViewModel) {
      locationName = BoxRecorder(viewModel.locationName)
      date = BoxRecorder(viewModel.date)
      icon = BoxRecorder(viewModel.icon)
      summary = BoxRecorder(viewModel.summary)
      forecastSummary = BoxRecorder(viewModel.forecastSummary)
      feelsLike = BoxRecorder(viewModel.feelsLike)
      minMax = BoxRecorder(viewModel.minMax)
      wind = BoxRecorder(viewModel.wind)
      forecastMessage = BoxRecorder(viewModel.forecastMessage)
      forecastDays = BoxRecorder(viewModel.forecastDays)
      forecastIcons = BoxRecorder(viewModel.forecastIcons)
      forecastSummaries = BoxRecorder(viewModel.forecastSummaries)
      forecastTemperatures = BoxRecorder(viewModel.forecastTemperatures)
      isLoading = BoxRecorder(viewModel.isLoading)
      error = BoxRecorder(viewModel.error)
    }
  }

  let gate = ServiceGate()
  /// The five days after Monday, August 28, 2017 in `ServiceFakes.weatherbitExampleWeek`.
  let raleighDays = ["Tue 29", "Wed 30", "Thu 31", "Fri 1", "Sat 2"]

  func makeViewModel(
    geocoder: GeocoderClient = ServiceFakes.geocoder([
      "Raleigh, NC": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris],
    ]),
    weather: WeatherClient = ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport),
    units: Units = .imperial
  ) -> WeatherViewModel {
    WeatherViewModel(
      environment: WeatherEnvironment(
        geocoder: gate.hold(geocoder), weather: gate.hold(weather), units: units,
        defaultAddress: "Raleigh, NC"))
  }

  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  @Test("loading, then the current conditions and the five days after the observation's")
  func tutorialExample() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC"])
    #expect(outputs.date.values == ["", "Monday, Aug 28"])
    #expect(outputs.icon.values == ["", "c03d"])
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉"])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds"])
    #expect(outputs.feelsLike.values == ["", "Feels like 76℉"])
    #expect(outputs.minMax.values == ["", "Min 76℉ · Max 76℉"])
    #expect(outputs.wind.values == ["", "Wind 7 mph"])
    #expect(outputs.forecastMessage.values == [""])
    #expect(outputs.forecastDays.values == [[], raleighDays])
    #expect(outputs.forecastIcons.values == [[], ["r01d", "c01d", "c03d", "r01d", "c01d"]])
    #expect(
      outputs.forecastSummaries.values == [
        [], ["Light rain", "Clear sky", "Broken clouds", "Light rain", "Clear sky"],
      ])
    #expect(
      outputs.forecastTemperatures.values == [
        [], ["61℉ / 76℉", "62℉ / 77℉", "63℉ / 78℉", "64℉ / 79℉", "65℉ / 80℉"],
      ])
    #expect(outputs.isLoading.values == [true, false])
    #expect(outputs.error.values == [""])
  }

  @Test("a place that is not found reads \"Not found\" and clears the other outputs")
  func notFound() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")
    viewModel.changeLocation(to: "Atlantis")
    try await release("geocode Atlantis")

    #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Not found"])
    #expect(outputs.date.values == ["", "Monday, Aug 28", ""])
    #expect(outputs.icon.values == ["", "c03d", ""])
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉", ""])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds", ""])
    #expect(outputs.wind.values == ["", "Wind 7 mph", ""])
    #expect(outputs.forecastDays.values == [[], raleighDays, []])
    #expect(outputs.isLoading.values == [true, false, true, false])
    #expect(outputs.error.values == [""])
    #expect(gate.waiting.isEmpty)
  }
}
