import WeatherApp
import WeatherObservation

await WeatherCommand.main(program: "weather-observation", screens: .observation)
