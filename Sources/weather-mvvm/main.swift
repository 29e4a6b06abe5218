import WeatherApp
import WeatherMVVM

await WeatherCommand.main(
  program: "weather-mvvm",
  screens: Screens(
    weather: { WeatherViewController(view: $0, environment: $1) },
    locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) }))
