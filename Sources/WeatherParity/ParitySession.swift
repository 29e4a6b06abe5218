import Foundation

/// One random session of the app, as the parity fuzzer plays it: how the program starts, which
/// services fail, and what is typed.
///
/// It is a plain value that encodes to JSON, so that a shrunk session can be printed as one
/// command that replays it (``replayCode``).
///
/// ```swift
/// let session = ParitySession(steps: [.line("Paris"), .wait(5), .line(":save")])
/// ```
public struct ParitySession: Codable, Sendable, Equatable {
  /// The screen shown first: "weather" or "locations".
  public var screen = "weather"
  /// "imperial" or "metric".
  public var units = "imperial"
  /// The frame's width in columns.
  public var width = 52
  /// The fixed clock, as `--now` takes it.
  public var now = "2026-11-29T11:30:00Z"
  /// The place looked up first (`--location`), or the default.
  public var location: String?
  /// The simulated latency of every service answer, in milliseconds; 0 answers at once.
  public var latency = 0
  /// What the saved-places file holds at the start.
  public var savedFile = SavedFile.missing
  /// The services that fail, and for which places.
  public var faults: [Fault] = []
  /// What happens, in order.
  public var steps: [Step] = []

  /// Creates a session; every setting has the default that the executables use.
  ///
  /// - Parameter steps: What happens, in order.
  public init(steps: [Step] = []) {
    self.steps = steps
  }

  /// The saved-places file at the start.
  public enum SavedFile: Codable, Sendable, Equatable {
    /// No file: the starting list.
    case missing
    /// A valid list of these places, each a gazetteer search that finds it.
    case places([String])
    /// A file that is not a valid list.
    case invalid(String)
  }

  /// A service that fails for one place.
  public struct Fault: Codable, Sendable, Equatable {
    /// Which part fails.
    public enum Service: String, Codable, Sendable, CaseIterable {
      /// The geocoder, for this typed text (compared without case or outer spaces).
      case geocoder
      /// The weather, current and report, for this place's name.
      case weather
      /// The forecast alone, for this place's name.
      case forecast
    }
    /// Which part fails.
    public var service: Service
    /// The typed text, or the place's name, such as "Paris, France".
    public var place: String

    /// Creates a fault.
    ///
    /// - Parameters:
    ///   - service: Which part fails.
    ///   - place: The typed text or the place's name.
    public init(_ service: Service, _ place: String) {
      self.service = service
      self.place = place
    }
  }

  /// One thing that happens.
  public enum Step: Codable, Sendable, Equatable {
    /// A line typed and entered, as bytes: it need not be valid UTF-8.
    case bytes([UInt8])
    /// Simulated time passes, in milliseconds.
    case wait(Int)

    /// A line of text.
    ///
    /// - Parameter text: The line, without its newline.
    /// - Returns: The step.
    public static func line(_ text: String) -> Step { .bytes(Array(text.utf8)) }
  }

  /// The lines typed, in order.
  public var lines: [[UInt8]] {
    steps.compactMap { if case .bytes(let line) = $0 { line } else { nil } }
  }

  /// The command-line flags that start the executables as this session starts.
  ///
  /// - Parameter locationsFile: The saved-places file's path.
  /// - Returns: The flags.
  public func arguments(locationsFile: String) -> [String] {
    var arguments = [
      "--plain", "--now", now, "--units", units, "--width", String(width), "--screen", screen,
      "--locations-file", locationsFile,
    ]
    if let location { arguments += ["--location", location] }
    if latency > 0 { arguments += ["--latency", String(latency)] }
    return arguments
  }

  /// The session as text for `weather-parity --replay`.
  public var replayCode: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding a value of plain strings, numbers and arrays cannot fail.
    return try! encoder.encode(self).base64EncodedString()
  }

  /// Reads a session from ``replayCode``.
  ///
  /// - Parameter code: The text that a failure printed.
  /// - Returns: The session, or `nil` when the text is not one.
  public static func decode(replayCode code: String) -> ParitySession? {
    guard let data = Data(base64Encoded: code) else { return nil }
    return try? JSONDecoder().decode(ParitySession.self, from: data)
  }

  /// The session for a person to read: its settings, then one step a line.
  public var description: String {
    var parts = ["screen \(screen), \(units), width \(width), now \(now)"]
    if let location { parts.append("location \(location)") }
    if latency > 0 { parts.append("latency \(latency) ms") }
    switch savedFile {
    case .missing: break
    case .places(let names): parts.append("saved places: " + names.joined(separator: "; "))
    case .invalid(let text): parts.append("saved file not a list: \(text.debugDescription)")
    }
    for fault in faults { parts.append("\(fault.service.rawValue) fails for \(fault.place)") }
    var text = parts.joined(separator: "; ") + "\n"
    for step in steps {
      switch step {
      case .bytes(let line):
        text += "  > " + String(decoding: line, as: UTF8.self).debugDescription + "\n"
      case .wait(let milliseconds): text += "  (wait \(milliseconds) ms)\n"
      }
    }
    return text
  }
}
