import WeatherApp
import WeatherMVC

await WeatherCommand.main(program: "weather-mvc") { view, environment in
  WeatherViewController(view: view, environment: environment)
}
