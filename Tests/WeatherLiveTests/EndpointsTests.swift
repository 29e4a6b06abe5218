import Foundation
import Testing
import WeatherLive

@Suite("Endpoints and environment")
struct EndpointsTests {
  @Test("the documented defaults apply when the variables are unset or empty")
  func defaults() throws {
    for env in [
      [:],
      ["OPEN_METEO_GEOCODING_URL": "", "OPEN_METEO_FORECAST_URL": " ", "WEATHERBIT_BASE_URL": ""],
    ] {
      #expect(
        try OpenMeteo.geocodingURL(fromEnvironment: env).absoluteString
          == "https://geocoding-api.open-meteo.com")
      #expect(
        try OpenMeteo.forecastURL(fromEnvironment: env).absoluteString
          == "https://api.open-meteo.com")
      #expect(
        try Weatherbit.baseURL(fromEnvironment: env).absoluteString == "https://api.weatherbit.io")
    }
  }

  @Test("the variables keep their documented names")
  func names() {
    #expect(OpenMeteo.geocodingURLVariable == "OPEN_METEO_GEOCODING_URL")
    #expect(OpenMeteo.forecastURLVariable == "OPEN_METEO_FORECAST_URL")
    #expect(Weatherbit.baseURLVariable == "WEATHERBIT_BASE_URL")
    #expect(Weatherbit.apiKeyVariable == "WEATHERBIT_API_KEY")
  }

  @Test("a set variable overrides the default")
  func overrides() throws {
    let env = [
      "OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:8001",
      "OPEN_METEO_FORECAST_URL": "http://127.0.0.1:8002/prefix",
      "WEATHERBIT_BASE_URL": "https://wb.example.test",
    ]
    #expect(
      try OpenMeteo.geocodingURL(fromEnvironment: env).absoluteString
        == env["OPEN_METEO_GEOCODING_URL"])
    #expect(
      try OpenMeteo.forecastURL(fromEnvironment: env).absoluteString
        == env["OPEN_METEO_FORECAST_URL"])
    #expect(
      try Weatherbit.baseURL(fromEnvironment: env).absoluteString == env["WEATHERBIT_BASE_URL"])
  }

  @Test(
    "a value that is not an http(s) URL with a host is rejected without echoing it",
    arguments: [
      "not a url", "ftp://example.test", "file:///etc/passwd", "http://",
      "https://h.test/?key=SECRET",
    ])
  func invalid(value: String) {
    #expect(throws: LiveConfigurationError.invalidURL(variable: "WEATHERBIT_BASE_URL")) {
      try Weatherbit.baseURL(fromEnvironment: ["WEATHERBIT_BASE_URL": value])
    }
    let message = LiveConfigurationError.invalidURL(variable: "WEATHERBIT_BASE_URL").message
    #expect(message.contains("WEATHERBIT_BASE_URL"))
    #expect(!message.contains(value))
  }

  @Test("the API key is read trimmed; missing or blank is nil")
  func apiKey() {
    #expect(Weatherbit.apiKey(fromEnvironment: ["WEATHERBIT_API_KEY": " abc123\n"]) == "abc123")
    #expect(Weatherbit.apiKey(fromEnvironment: ["WEATHERBIT_API_KEY": "  "]) == nil)
    #expect(Weatherbit.apiKey(fromEnvironment: [:]) == nil)
  }
}

@Suite("OpenWeather's endpoint and key")
struct OpenWeatherEndpointTests {
  @Test("the variables keep their names, and the default applies when the URL's is unset")
  func defaults() throws {
    #expect(OpenWeather.baseURLVariable == "OPENWEATHER_BASE_URL")
    #expect(OpenWeather.apiKeyVariable == "OPENWEATHER_API_KEY")
    for env in [[:], ["OPENWEATHER_BASE_URL": " "]] {
      #expect(
        try OpenWeather.baseURL(fromEnvironment: env).absoluteString
          == "https://api.openweathermap.org")
    }
    let moved = ["OPENWEATHER_BASE_URL": "http://127.0.0.1:8003/ow"]
    #expect(try OpenWeather.baseURL(fromEnvironment: moved).absoluteString == moved.values.first)
  }

  @Test("a bad base URL is rejected without echoing it")
  func invalid() {
    let value = "https://h.test/?appid=SECRET"
    #expect(throws: LiveConfigurationError.invalidURL(variable: "OPENWEATHER_BASE_URL")) {
      try OpenWeather.baseURL(fromEnvironment: ["OPENWEATHER_BASE_URL": value])
    }
  }

  @Test("the API key is read trimmed; missing or blank is nil")
  func apiKey() {
    #expect(OpenWeather.apiKey(fromEnvironment: ["OPENWEATHER_API_KEY": " abc123\n"]) == "abc123")
    #expect(OpenWeather.apiKey(fromEnvironment: ["OPENWEATHER_API_KEY": "\t"]) == nil)
    #expect(OpenWeather.apiKey(fromEnvironment: ["WEATHERBIT_API_KEY": "abc"]) == nil)
  }
}
