import WeatherApp
import WeatherObservation

await WeatherCommand.main(
  program: "weather-observation",
  screens: Screens(
    weather: { WeatherViewController(view: $0, environment: $1) },
    locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) }))
