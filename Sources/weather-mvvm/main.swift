import WeatherApp
import WeatherMVVM

await WeatherCommand.main(program: "weather-mvvm") { view, environment in
  WeatherViewController(view: view, environment: environment)
}
