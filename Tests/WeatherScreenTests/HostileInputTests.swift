import Foundation
import Testing
import WeatherApp
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// Feeds hostile lines to the built executables in plain mode, as a person (or a script)
/// piping text into them would.
///
/// What each line draws, with the default offline services (observed, and what the
/// controllers promise):
/// - a line that trims to nothing (`.whitespacesAndNewlines`: spaces, tabs, U+00A0, U+3000,
///   U+0085, U+2028) is ignored: no frame;
/// - any other line, whatever it holds, is a location change: exactly two frames, one with
///   "Loading…" and then the answer ("Not found" or a place), since the offline services
///   answer within the turn after the one that drew "Loading…".
/// Lines are paced: each is written only once the frames of the one before are out.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Hostile input, end to end", .timeLimit(.minutes(20)))
struct HostileInputTests {
  static let lineCount = 300

  @Test("Hostile lines draw clean frames", arguments: EndToEndCases.variants(turn: 0))
  func hostileLines(variant: WeatherVariant) async throws {
    let process = try await PlainProcess(
      executable: variant.executable, arguments: ["--plain", "--now", "2017-08-28T16:45:00Z"])
    var frames = try await split(process.readFrames(2))
    var inputs = HostileText.lines(count: Self.lineCount).map { Array($0.utf8) + [0x0A] }
    inputs += HostileText.invalidUTF8Lines
    for bytes in inputs {
      process.write(bytes: bytes)
      // What the program reads: readLine replaces invalid UTF-8 and strips the "\n".
      let line = String(decoding: bytes.dropLast(), as: UTF8.self)
      guard !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
      let pair = try await split(process.readFrames(2))
      try #require(pair.count == 2)
      #expect(pair[0].lines[1].contains("Loading…"), "first frame for \(describe(bytes))")
      #expect(!pair[1].lines[1].contains("Loading…"), "second frame for \(describe(bytes))")
      frames += pair
    }
    let (rest, status) = try await process.finish()
    #expect(status == 0)
    #expect(rest.isEmpty, "frames nobody asked for: \(rest.prefix(500))")

    let changes = inputs.filter {
      !String(decoding: $0.dropLast(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    #expect(changes.count > Self.lineCount / 2, "too few lines were location changes")
    #expect(frames.count == 2 + 2 * changes.count)

    let output = process.outputBytes
    let controls = output.enumerated().filter { $0.element < 0x20 && $0.element != 0x0A }
    #expect(controls.isEmpty, "C0 control bytes at \(controls.prefix(10).map(\.offset))")
    #expect(!output.contains(0x7F), "DEL in the output")
    // C1 controls as UTF-8 (C2 80...C2 9F), and any byte that is not UTF-8 at all.
    let text = String(decoding: output, as: UTF8.self)
    #expect(Array(text.utf8) == output, "output is not valid UTF-8")
    #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "C1 control")

    for frame in frames {
      let width = TextWidth.columns(in: frame.lines[0])
      #expect(width == WeatherView.defaultWidth)
      for line in frame.lines {
        #expect(TextWidth.columns(in: line) == width, "\(line)")
      }
    }
  }

  /// Plain mode never echoes what is typed, so the test above cannot see a sanitizer fail.
  /// Here a loopback geocoder sends each typed line back as the place's name and country,
  /// so every hostile line reaches the screen as text from the network.
  @Test(
    "Hostile place names from the network draw clean frames",
    arguments: EndToEndCases.variants(turn: 1))
  func hostileNamesFromTheNetwork(variant: WeatherVariant) async throws {
    let server = try LoopbackHTTPServer { request in
      guard request.path == "/v1/search", let name = request.query("name") else { return nil }
      return .json(EchoResults(name: name).json)
    }
    defer { server.stop() }
    let process = try await PlainProcess(
      executable: variant.executable,
      arguments: ["--plain", "--now", "2017-08-28T16:45:00Z", "--geocoder", "open-meteo"],
      environment: ["OPEN_METEO_GEOCODING_URL": server.baseURL.absoluteString])
    try await checkEchoes(through: process)
  }

  /// OpenWeather's geocoder echoes each typed line as the place's name, English name and
  /// state, the name followed by the request's query, key and all: every hostile line reaches
  /// the screen as text from the network, none of it as a control, and the key never.
  @Test(
    "Hostile place names from OpenWeather draw clean frames",
    arguments: EndToEndCases.variants(turn: 2))
  func hostileNamesFromOpenWeather(variant: WeatherVariant) async throws {
    let server = try LoopbackHTTPServer { request in
      guard request.path == "/geo/1.0/direct" else {
        return .json(#"{"cod":"404","message":"city not found"}"#, status: 404)
      }
      guard let name = request.query("q") else { return nil }
      let place: [String: Any] = [
        "name": "Echo " + name, "local_names": ["en": "Echo \(name) \(request.rawQuery)"],
        "state": name,
        "country": name, "lat": 37.55, "lon": -77.46,
      ]
      return (try? JSONSerialization.data(withJSONObject: [place])).map { .json($0) }
    }
    defer { server.stop() }
    let process = try await PlainProcess(
      executable: variant.executable,
      arguments: [
        "--plain", "--now", "2017-08-28T16:45:00Z", "--geocoder", "openweather", "--weather",
        "openweather",
      ],
      environment: [
        "OPENWEATHER_BASE_URL": server.baseURL.absoluteString,
        "OPENWEATHER_API_KEY": "SECRET-ow-44",
      ])
    try await checkEchoes(through: process)
    #expect(server.requests.contains { $0.query("appid") == "SECRET-ow-44" })
    #expect(!String(decoding: process.outputBytes, as: UTF8.self).contains("SECRET"))
  }

  /// Sends hostile lines to a process whose geocoder echoes them, and checks every frame.
  private func checkEchoes(through process: PlainProcess) async throws {
    let lines = HostileText.lines(count: 120).filter { line in
      line.utf8.count < 300 && !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    var frames = try await split(process.readFrames(1))
    for line in lines {
      process.write(line: line)
      // Paced until the lookup has answered (the location is no longer "Loading…"), so no
      // line supersedes the one before; a later weather frame is read with the next line.
      while true {
        let frame = try await split(process.readFrames(1))
        frames += frame
        if frame.allSatisfy({ !$0.lines[1].contains("Loading…") }) { break }
      }
    }
    let (rest, status) = try await process.finish()
    frames += split(rest)
    #expect(status == 0)

    let output = process.outputBytes
    #expect(!output.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "a C0 control or DEL")
    let text = String(decoding: output, as: UTF8.self)
    #expect(Array(text.utf8) == output, "output is not valid UTF-8")
    #expect(!text.unicodeScalars.contains { $0 != "\n" && $0.isTerminalControl })
    // The echoed names did reach the screen: the test is not passing on "Not found".
    let echoed = frames.filter { $0.lines[1].contains("Echo") }.count
    #expect(echoed > lines.count / 2, "only \(echoed) frames show an echoed name")
    for frame in frames {
      for line in frame.lines {
        #expect(TextWidth.columns(in: line) == WeatherView.defaultWidth, "\(line)")
      }
    }
  }

  /// The frames of plain-mode text: each frame is followed by one empty line.
  private func split(_ text: String) -> [Frame] {
    text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { block in
      Frame(lines: block.components(separatedBy: "\n"), promptLine: 0, promptColumn: 0)
    }
  }

  private func describe(_ bytes: [UInt8]) -> String {
    bytes.prefix(40).map { String($0, radix: 16) }.joined(separator: " ")
  }
}

/// An Open-Meteo search answer whose one place is named after the query, hostile or not.
struct EchoResults: Encodable {
  struct Place: Encodable {
    var name: String
    var latitude = 37.55376
    var longitude = -77.46026
    var timezone = "America/New_York"
    var country: String
    var countryCode = "ZZ"
    var admin1: String

    enum CodingKeys: String, CodingKey {
      case name, latitude, longitude, timezone, country, admin1
      case countryCode = "country_code"
    }
  }

  var results: [Place]

  init(name: String) {
    results = [Place(name: "Echo " + name, country: name, admin1: name)]
  }

  var json: Data {
    (try? JSONEncoder().encode(self)) ?? Data()
  }
}
