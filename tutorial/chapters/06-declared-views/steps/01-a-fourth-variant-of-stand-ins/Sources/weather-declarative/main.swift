import WeatherApp
import WeatherDeclarative

await WeatherCommand.main(program: "weather-declarative", screens: .declarative)
