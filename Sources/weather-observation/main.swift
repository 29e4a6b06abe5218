import WeatherApp
import WeatherObservation

await WeatherCommand.main(program: "weather-observation") { view, environment in
  WeatherViewController(view: view, environment: environment)
}
