import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("Weatherbit current weather", .timeLimit(.minutes(5)))
struct WeatherbitTests {
  static let key = "wb-SECRET-0123456789abcdef"

  /// The documentation's Raleigh example, with `weather.code` as sent (803) or as a string.
  static func raleighExample(codeAsString: Bool) throws -> Data {
    let text = String(decoding: try fixture("weatherbit-current-example"), as: UTF8.self)
    guard codeAsString else { return Data(text.utf8) }
    let changed = text.replacingOccurrences(of: #""code":803"#, with: #""code":"803""#)
    #expect(changed != text)
    return Data(changed.utf8)
  }

  @Test(
    "reads the documentation's Raleigh example, with the code as a number or a string",
    arguments: [false, true])
  func documentationExample(codeAsString: Bool) async throws {
    let body = try Self.raleighExample(codeAsString: codeAsString)
    try await withServer(["/v2.0/current": .json(body)]) { server in
      let data = try await WeatherClient.weatherbit(apiKey: Self.key, baseURL: server.baseURL)
        .current(ServiceFakes.raleigh, .metric)
      #expect(data.observationTime == (try utc("2017-08-28T16:45:00Z")))
      #expect(data.temperature == 24.19)
      #expect(data.feelsLike == 24.25)
      #expect(
        data.condition == WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))
      // Metric wind arrives in m/s and is shown in km/h.
      #expect(abs(data.windSpeed - 6.17 * 3.6) < 1e-9)
      // The current endpoint has no daily range: both ends are the current temperature.
      #expect(data.minTemperature == data.temperature)
      #expect(data.maxTemperature == data.temperature)
      #expect(data.units == .metric)

      let request = try #require(server.requests.first)
      #expect(request.path == "/v2.0/current")
      #expect(request.query("lat") == "35.7721")
      #expect(request.query("lon") == "-78.6386")
      #expect(request.query("units") == "M")
      #expect(request.query("key") == Self.key)
    }
  }

  @Test("imperial asks for units=I and keeps the wind in mph as sent")
  func imperial() async throws {
    let body = try Self.raleighExample(codeAsString: false)
    try await withServer(["/v2.0/current": .json(body)]) { server in
      let data = try await WeatherClient.weatherbit(apiKey: Self.key, baseURL: server.baseURL)
        .current(ServiceFakes.raleigh, .imperial)
      #expect(data.windSpeed == 6.17)
      #expect(data.units == .imperial)
      #expect(server.requests.first?.query("units") == "I")
    }
  }

  @Test("a key with reserved characters is percent-encoded and arrives intact")
  func keyEncoding() async throws {
    let oddKey = "k&units=I+x/y?#"
    let body = try Self.raleighExample(codeAsString: false)
    try await withServer(["/v2.0/current": .json(body)]) { server in
      _ = try await WeatherClient.weatherbit(apiKey: oddKey, baseURL: server.baseURL)
        .current(ServiceFakes.raleigh, .metric)
      let request = try #require(server.requests.first)
      #expect(request.query("key") == oddKey)
      #expect(request.queryItems.filter { $0.name == "units" }.map(\.value) == ["M"])
    }
  }

  @Test(
    "a weather code that is neither a number nor a numeric string is malformed",
    arguments: [#""code":"cloudy""#, #""code":null"#, #""code":[803]"#])
  func badCode(replacement: String) async throws {
    let text = String(decoding: try fixture("weatherbit-current-example"), as: UTF8.self)
      .replacingOccurrences(of: #""code":803"#, with: replacement)
    try await withServer(["/v2.0/current": .json(text)]) { server in
      await #expect(throws: ServiceError.malformed("bad data[0].weather.code")) {
        try await WeatherClient.weatherbit(apiKey: Self.key, baseURL: server.baseURL)
          .current(ServiceFakes.raleigh, .metric)
      }
    }
  }
}
