import Foundation
import WeatherGazetteer

/// Makes random sessions: the grammar of what a person might do with the app.
///
/// - Places: well-known ones and any of the gazetteer's, by their own name, with a state or
///   country after a comma or as trailing words, in other cases and spacing.
/// - Text that finds nothing, and hostile text: escape sequences, controls, right-to-left
///   marks, emoji, very long lines and bytes that are not UTF-8.
/// - Every command, with good and bad arguments, and bare numbers.
/// - Both start screens, both units, the frame widths that side by side draws (32 to 52
///   columns), dates across the year, sometimes a start place of its own, a saved-places file
///   that is missing, a list or not a list.
/// - Latency (simulated: only the wait steps move time on) and services that fail for some
///   places: the geocoder, the weather, or the forecast alone.
///
/// The same seed gives the same session.
///
/// ```swift
/// let grammar = SessionGrammar(gazetteer: try .bundled())
/// let session = grammar.session(seed: 7)
/// ```
public struct SessionGrammar: Sendable {
  private let gazetteer: Gazetteer

  /// Places that people type most, so that sessions meet the same place twice.
  static let common = [
    "Paris", "Tokyo", "London", "Richmond, VA", "richmond va", "New York", "São Paulo",
    "sao  PAULO", "Sydney, NSW", "Oslo", "Cairo", "Paris, TX", "St Louis", "Reykjavik",
  ]

  /// Creates the grammar.
  ///
  /// - Parameter gazetteer: Where its places come from.
  public init(gazetteer: Gazetteer) {
    self.gazetteer = gazetteer
  }

  /// The session for a seed.
  ///
  /// - Parameter seed: Any number.
  /// - Returns: A session.
  public func session(seed: UInt64) -> ParitySession {
    var random = SeededRandom(seed: seed)
    var session = ParitySession()
    session.screen = Bool.random(using: &random) ? "weather" : "locations"
    session.units = Bool.random(using: &random) ? "imperial" : "metric"
    session.width = [32, 40, 52, 52, Int.random(in: 32...52, using: &random)].randomElement(
      using: &random)!
    session.now = Self.date(&random)
    if Int.random(in: 0..<6, using: &random) == 0 { session.location = place(&random) }
    session.latency = [0, 0, 0, 1, 5, 20, 400].randomElement(using: &random)!
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      session.savedFile = .places(
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
          gazetteerPlace(&random)
        })
    case 1:
      session.savedFile = .invalid(
        ["{", "[]", "{\"version\": 99}", "null"].randomElement(using: &random)!)
    default: session.savedFile = .missing
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      session.faults = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        let service = ParitySession.Fault.Service.allCases.randomElement(using: &random)!
        let name =
          service == .geocoder
          ? Self.common.randomElement(using: &random)!
          : [
            "Richmond, VA", "Paris, France", "Tokyo, Japan", "Oslo, Norway",
            "London, United Kingdom",
          ]
          .randomElement(using: &random)!
        return ParitySession.Fault(service, name)
      }
    }
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      if session.latency > 0, Int.random(in: 0..<3, using: &random) == 0 {
        session.steps.append(.wait([0, 1, 3, 5, 20, 400, 1_000].randomElement(using: &random)!))
      }
      session.steps.append(line(&random))
    }
    return session
  }

  /// One line: a place most often, then commands, numbers, unknown and hostile text.
  func line(_ random: inout SeededRandom) -> ParitySession.Step {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<7: return .line(place(&random))
    case 7..<12: return .line(command(&random))
    case 12..<14: return .line(String(Int.random(in: -1...6, using: &random)))
    case 14: return .line("")
    case 15..<17: return .line(unknown(&random))
    default: return .bytes(hostile(&random))
    }
  }

  /// A place as a person might type it.
  func place(_ random: inout SeededRandom) -> String {
    Int.random(in: 0..<3, using: &random) == 0
      ? Self.common.randomElement(using: &random)! : gazetteerPlace(&random)
  }

  /// Any of the gazetteer's places, in one of the ways that find it.
  func gazetteerPlace(_ random: inout SeededRandom) -> String {
    let place = gazetteer[Int.random(in: 0..<gazetteer.count, using: &random)]
    let own = place.placeName
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return place.name
    case 1: return "\(own), \(place.country)"
    case 2: return "\(own.lowercased()) \(place.countryCode.lowercased())"
    case 3: return "  " + own.uppercased() + " "
    default: return own
    }
  }

  /// A command, with a good or a bad argument.
  func command(_ random: inout SeededRandom) -> String {
    let number = [0, 1, 2, 3, 4, 9, 99, -1].randomElement(using: &random)!
    return [
      ":locations", ":save", ":back", ":open \(number)", ":remove \(number)", ":open",
      ":remove x", ":open 1 2", ":bogus", ":", "::save", ":SAVE", " :locations ", ":q",
    ].randomElement(using: &random)!
  }

  /// Text that names no place.
  func unknown(_ random: inout SeededRandom) -> String {
    let letters = Array("bcdfghjklmnpqrstvwxz")
    let word = String(
      (0..<Int.random(in: 3...9, using: &random)).map { _ in
        letters.randomElement(using: &random)!
      })
    return ["xyzzy", "Atlantis", word, "\(word), \(word)", "Paris, \(word)"].randomElement(
      using: &random)!
  }

  /// Text that tries to break a screen.
  func hostile(_ random: inout SeededRandom) -> [UInt8] {
    let pieces: [[UInt8]] = [
      Array("\u{1B}[2J\u{1B}[H".utf8), Array("\u{1B}[31mRed\u{1B}[0m".utf8),
      Array("\u{1B}]0;pwned\u{07}".utf8), Array("\u{9B}31m".utf8), Array("\u{7F}\u{8}\t".utf8),
      Array("evil\u{202E}txt".utf8), Array("القاهرة".utf8), Array("עִבְרִית".utf8),
      Array("東京".utf8), Array("😀🌧️⛈".utf8), Array("👨‍👩‍👧‍👦🇫🇷".utf8),
      Array("e\u{301}\u{301}".utf8), Array("\u{200B}\u{FEFF}".utf8), [0xFF], [0xC3, 0x28],
      [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], Array("%s%n{0}$(id)".utf8),
      Array(String(repeating: "Llanfairpwllgwyngyll", count: 30).utf8),
      Array(String(repeating: "東", count: 700).utf8), Array("Paris".utf8), Array(" :".utf8),
    ]
    return (0..<Int.random(in: 1...3, using: &random)).flatMap { _ in
      pieces.randomElement(using: &random)!
    }
  }

  /// A time in 2026, at any hour, as `--now` takes it.
  static func date(_ random: inout SeededRandom) -> String {
    let seconds = Int.random(in: 0..<365 * 24 * 3_600, using: &random)
    let date = Date(timeIntervalSince1970: 1_767_225_600 + Double(seconds - seconds % 60))
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    return formatter.string(from: date)
  }
}
