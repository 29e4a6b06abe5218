import Foundation
import WeatherApp
import WeatherCore
import WeatherScreens
import WeatherSideBySide
import WeatherTestSupport
import WeatherViews

/// The variant that is wrong on purpose, as the runner hosts it.
let shouting = SideBySideVariant(id: "shouting", title: "Shouting", counters: [.labelWrites]) {
  ShoutingController(view: $0, environment: $1)
}

/// Services that answer at once from tables: Richmond (the default) and Paris are found.
func fakeEnvironment() -> WeatherEnvironment {
  WeatherEnvironment(
    geocoder: ServiceFakes.geocoder([
      "Richmond, VA": [CoreFixtures.richmond], "Paris": [ServiceFakes.paris],
    ]),
    weather: ServiceFakes.weather(ServiceFakes.weatherbitExample))
}

/// A frame of the weather screen showing a place, drawn by the view alone.
@MainActor
func frame(place: String, summary: String = "", error: String = "", width: Int = 52) -> Frame {
  let view = WeatherView(width: width, scheduler: .manual)
  view.locationLabel.text = place
  view.currentConditionsView.summaryLabel.text = summary
  view.errorLabel.text = error
  return view.render()
}

/// Runs variants in-process on the same lines and returns every update.
@MainActor
func runSideBySide(_ variants: [SideBySideVariant], lines: [String]) async throws
  -> (updates: [SideBySideUpdate], allIdentical: Bool)
{
  var updates: [SideBySideUpdate] = []
  let folder = try TemporaryDirectory()
  let session = SideBySideSession(
    variants: variants, environments: variants.map { _ in fakeEnvironment() },
    store: LocationStore(url: folder.file("locations.json"))
  ) { updates.append($0) }
  await session.start()
  for line in lines { await session.enter(line) }
  await session.finish()
  return (updates, session.allIdentical)
}

/// Splits plain output into its blocks, each without the empty line that ends it.
func blocks(_ output: String) -> [[String]] {
  output.components(separatedBy: "\n\n").dropLast().map {
    $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
