import WeatherApp
import WeatherMVVM

await WeatherCommand.main(program: "weather-mvvm", screens: .mvvm)
