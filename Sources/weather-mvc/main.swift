import WeatherApp
import WeatherMVC

await WeatherCommand.main(program: "weather-mvc", screens: .mvc)
