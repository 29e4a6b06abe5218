import Foundation
import WeatherCore

/// The embedded offline geocoder: the 34,006 GeoNames places of 15,000 people or more,
/// with their Latin-script alternate names, searchable by normalized name.
///
/// Loading reads `cities.tsv` (written by `scripts/generate-cities`) once with a byte-level
/// parser that only notes where each place's row and each search key's row start: the file
/// keeps its search keys sorted by their bytes, so a search is a binary search over them, and
/// a place's fields are decoded only when a search returns it. The gazetteer never changes
/// after loading, so one value can be shared by every task.
///
/// What a search understands:
/// - case, extra spaces, accents and punctuation do not matter ("sao  PAULO" finds São Paulo,
///   "Washington, D.C." finds Washington), and "St", "Ste", "Mt" and "Ft" mean "Saint",
///   "Sainte", "Mount" and "Fort" ("St Louis", "St. Louis" and "Saint Louis" are one name);
/// - a qualifier narrows the match, after a comma ("Paris, TX") or as trailing words
///   ("richmond va"): a US state's code or name, a country's name, ISO code or common alias
///   ("USA", "UK"), or another country's first-level division by name or code ("London, ON",
///   "London, Ontario", "Sydney, NSW", "Munich, Bavaria");
/// - a name ending in " City" is also indexed without it, so "new york" finds New York City;
///   every place is also indexed by its Latin-script alternate names ("Peking", "Seville",
///   "Ulaanbaatar"), ranked after every place whose own name matches.
///
/// Ranking: places whose own name matches come first; then, when a qualifier means several
/// things ("CA" is California, Canada, and divisions elsewhere), a US state before a country
/// before another country's division; then larger population first.
///
/// Measured figures (load time, lookup time, file size) are in docs/geocoder.md; the
/// `weather-bench` run reports `geocode_load_ms` and `geocode_lookup_us`.
///
/// ```swift
/// let gazetteer = try Gazetteer.bundled()
/// gazetteer.search("richmond va").first?.name  // "Richmond, VA"
/// gazetteer.search("Paris").first?.name  // "Paris, France"
/// ```
public final class Gazetteer: Sendable {
  /// Typed text longer than this many UTF-8 bytes cannot name a place and finds nothing, at once.
  public static let maximumQueryLength = 512

  /// Typed text with more comma-separated parts than this finds nothing.
  static let maximumQueryParts = 6

  /// The whole resource file; rows are decoded from it on demand.
  private let bytes: [UInt8]
  /// Where each place's row starts in `bytes` (at its name), in descending population order.
  private let rowStarts: [Int32]
  /// Where each search key's row starts in `bytes` (at its key), in the keys' byte order.
  private let keyStarts: [Int32]
  /// Qualifier key → the states, countries and divisions it may mean, in ranking order.
  private let qualifiers: [String: [Qualifier]]
  /// Country display names by ISO code.
  private let countryNames: [String: String]
  /// Division display names by "country.code", such as "CA.08" → "Ontario".
  private let divisionNames: [String: String]
  /// Time zone identifiers, numbered as in the file.
  private let timeZones: [String]
  private let folding: SearchKeyFolding

  /// The number of places.
  public var count: Int { rowStarts.count }

  /// The gazetteer shipped in this library's resources, loaded on first use and then shared.
  ///
  /// - Throws: `GazetteerError` when the resource is missing or malformed.
  public static func bundled() throws -> Gazetteer {
    try bundledResult.get()
  }

  /// Where the library's `cities.tsv` resource is, or nil when its bundle lacks it.
  public static var bundledResourceURL: URL? {
    Bundle.module.url(forResource: "cities", withExtension: "tsv")
  }

  // A `static let` is initialized once, thread-safely, and the gazetteer is immutable.
  private static let bundledResult: Result<Gazetteer, any Error> = Result {
    guard let url = bundledResourceURL else {
      throw GazetteerError.resourceMissing
    }
    return try Gazetteer(contentsOf: url)
  }

  /// Loads a gazetteer from a file in the format that `scripts/generate-cities` writes.
  ///
  /// - Parameter url: The file's location.
  /// - Throws: The file system's error when the file cannot be read, or
  ///   `GazetteerError.malformed` naming the first bad line.
  public convenience init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    try self.init(bytes: [UInt8](data))
  }

  init(bytes: [UInt8]) throws {
    var table: [UInt32: [UInt8]] = [:]
    var words: [String: String] = [:]
    var rowStarts: [Int32] = []
    var keyStarts: [Int32] = []
    var qualifiers: [String: [Qualifier]] = [:]
    var countryNames: [String: String] = [:]
    var divisionNames: [String: String] = [:]
    var timeZones: [String] = []
    rowStarts.reserveCapacity(40_000)
    keyStarts.reserveCapacity(130_000)
    guard bytes.count < Int(Int32.max) else { throw GazetteerError.malformed(line: 0) }

    try bytes.withUnsafeBufferPointer { buffer in
      var reader = LineReader(buffer: buffer)
      var previousKey: Range<Int>?
      while let line = reader.nextLine() {
        guard let tag = line.tag else { continue }
        var fields = line.fields
        switch tag {
        case UInt8(ascii: "P"):
          rowStarts.append(Int32(fields.position))
        case UInt8(ascii: "K"):
          // Keys must be in byte order, or the binary search would miss some.
          let start = fields.position
          guard let key = fields.next(), !key.isEmpty, fields.next() != nil else {
            throw line.malformed
          }
          if let previousKey, !buffer[previousKey].lexicographicallyPrecedes(buffer[key]) {
            throw line.malformed
          }
          previousKey = key
          keyStarts.append(Int32(start))
        case UInt8(ascii: "F"):
          guard let scalar = fields.next(), let folded = fields.next(),
            let value = UInt32(buffer.string(scalar), radix: 16)
          else { throw line.malformed }
          table[value] = Array(buffer[folded])
        case UInt8(ascii: "W"):
          guard let word = fields.next(), let replacement = fields.next() else {
            throw line.malformed
          }
          words[buffer.string(word)] = buffer.string(replacement)
        case UInt8(ascii: "T"):
          guard let zone = fields.next() else { throw line.malformed }
          timeZones.append(buffer.string(zone))
        case UInt8(ascii: "C"):
          guard let code = fields.next(), let name = fields.next() else { throw line.malformed }
          countryNames[buffer.string(code)] = buffer.string(name)
        case UInt8(ascii: "A"):
          guard let country = fields.next(), let code = fields.next(), let name = fields.next()
          else { throw line.malformed }
          divisionNames[buffer.string(country) + "." + buffer.string(code)] = buffer.string(name)
        case UInt8(ascii: "Q"):
          guard let key = fields.next(), let kind = fields.next(), let code = fields.next(),
            let target = Qualifier(kind: buffer[kind], code: buffer.string(code))
          else { throw line.malformed }
          qualifiers[buffer.string(key), default: []].append(target)
        default:
          continue  // Comments and unknown tags: nothing to keep.
        }
      }
    }
    guard !rowStarts.isEmpty, rowStarts.count < Int(UInt32.max >> 1) else {
      throw GazetteerError.malformed(line: 0)
    }
    for key in qualifiers.keys {
      qualifiers[key]?.sort { $0.kind < $1.kind }
    }
    self.bytes = bytes
    self.rowStarts = rowStarts
    self.keyStarts = keyStarts
    self.qualifiers = qualifiers
    self.countryNames = countryNames
    self.divisionNames = divisionNames
    self.timeZones = timeZones
    self.folding = SearchKeyFolding(table: table, words: words)
  }

  /// The place at a position in population order: 0 is the most populous.
  ///
  /// - Parameter position: A position in `0..<count`.
  public subscript(position: Int) -> Location {
    bytes.withUnsafeBufferPointer { decodeRow(position, in: $0).location(self) }
  }

  /// Finds the places that typed text names, best first.
  ///
  /// Text that names nothing (empty, only spaces or control characters, garbage, or longer than
  /// `maximumQueryLength`) gives an empty array.
  ///
  /// - Parameters:
  ///   - text: What a person typed, such as "Richmond, VA" or "sao paulo".
  ///   - limit: The most places to return.
  /// - Returns: Up to `limit` places, best first.
  public func search(_ text: String, limit: Int = 10) -> [Location] {
    guard limit > 0, text.utf8.count <= Self.maximumQueryLength else { return [] }
    let parts = folding.parts(of: text)
    // No place needs more than a name with two commas plus two qualifiers; more is not an address.
    guard !parts.isEmpty, parts.count <= Self.maximumQueryParts else { return [] }

    var best: [UInt32: Rank] = [:]
    bytes.withUnsafeBufferPointer { buffer in
      for reading in readings(of: parts) {
        guard let position = keyPosition(of: reading.name, in: buffer) else { continue }
        forEachEntry(ofKeyAt: position, in: buffer) { entry in
          let row = entry >> 1
          guard row < rowStarts.count,
            let qualifierRank = qualifierRank(of: decodeRow(Int(row), in: buffer), reading)
          else { return }
          let rank = Rank(alternate: entry & 1, qualifier: qualifierRank, row: row)
          if let old = best[row], old <= rank { return }
          best[row] = rank
        }
      }
    }
    return best.values.sorted().prefix(limit).map { self[Int($0.row)] }
  }

  /// Completes what a person is typing: the places that have a name (their own or another)
  /// beginning with the text; those whose own name does come first, then the larger.
  ///
  /// Only a name is completed. Text with a comma (a qualifier follows) completes nothing, and
  /// neither does text shorter than ``minimumSuggestionLength`` characters once normalized,
  /// where almost every place would match.
  ///
  /// - Parameters:
  ///   - text: What has been typed so far, such as "San F".
  ///   - limit: The most places to return.
  /// - Returns: Up to `limit` places, best first, each once.
  public func suggestions(for text: String, limit: Int = 3) -> [Location] {
    guard limit > 0, text.utf8.count <= Self.maximumQueryLength, !text.contains(",") else {
      return []
    }
    let parts = folding.parts(of: text)
    guard parts.count == 1, let prefix = parts.first,
      prefix.count >= Self.minimumSuggestionLength
    else { return [] }
    // For each place, its best entry: an own name (bit 0 clear) before an alternate name.
    var best: [UInt32: UInt32] = [:]
    bytes.withUnsafeBufferPointer { buffer in
      var wanted = prefix
      wanted.withUTF8 { wanted in
        // The keys are sorted by their bytes, so those that begin with the prefix are together,
        // from the first key that is not less than the prefix.
        var position = lowerBound(of: wanted, in: buffer)
        while position < keyStarts.count,
          buffer[keyField(position, in: buffer)].starts(with: wanted)
        {
          forEachEntry(ofKeyAt: position, in: buffer) { entry in
            let row = entry >> 1
            best[row] = min(best[row] ?? .max, entry & 1)
          }
          position += 1
        }
      }
    }
    var names = Set<String>()
    var places: [Location] = []
    // Places whose own name begins with the text come first, as in a search; then the larger
    // (rows are numbered in descending population order).
    let ranked = best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    for row in ranked where Int(row) < rowStarts.count {
      let place = self[Int(row)]
      guard names.insert(place.name).inserted else { continue }
      places.append(place)
      if places.count == limit { break }
    }
    return places
  }

  /// Typed text shorter than this, once normalized, gets no suggestions.
  public static let minimumSuggestionLength = 2

  /// The index in `keyStarts` of the key equal to `key`, by binary search.
  private func keyPosition(of key: String, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var key = key
    return key.withUTF8 { wanted in
      let low = lowerBound(of: wanted, in: buffer)
      guard low < keyStarts.count, buffer[keyField(low, in: buffer)].elementsEqual(wanted) else {
        return nil
      }
      return low
    }
  }

  /// The index in `keyStarts` of the first key that is not less than `wanted`, by binary
  /// search; `keyStarts.count` when every key is less.
  private func lowerBound(
    of wanted: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var low = 0
    var high = keyStarts.count
    while low < high {
      let middle = (low + high) / 2
      if buffer[keyField(middle, in: buffer)].lexicographicallyPrecedes(wanted) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The bytes of the key at `position` in `keyStarts`.
  private func keyField(_ position: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = Int(keyStarts[position])
    var end = start
    while end < buffer.count && buffer[end] != UInt8(ascii: "\t") { end += 1 }
    return start..<end
  }

  /// Calls `body` with each entry (row × 2, plus 1 for an alternate name) of the key at
  /// `position` in `keyStarts`, in the file's order.
  private func forEachEntry(
    ofKeyAt position: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void
  ) {
    var index = keyField(position, in: buffer).upperBound + 1
    var value: UInt32 = 0
    var digits = 0
    while index <= buffer.count {
      let byte = index < buffer.count ? buffer[index] : UInt8(ascii: "\n")
      index += 1
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        // A number too long for a row is malformed; it is skipped rather than wrapped.
        if digits < 9 { value = value * 10 + UInt32(byte - UInt8(ascii: "0")) }
        digits += 1
        continue
      }
      if digits > 0 && digits <= 9 { body(value) }
      value = 0
      digits = 0
      if byte != UInt8(ascii: ",") { return }
    }
  }

  /// The ways to read the parts of typed text as a name plus qualifiers, such as
  /// "richmond va" → "richmond va", and "richmond" in the state VA.
  private func readings(of parts: [String]) -> [Reading] {
    var readings: [Reading] = []
    // Commas: the name is some leading parts (a few GeoNames names contain commas themselves),
    // and every later part must be a qualifier.
    for split in 1...parts.count {
      var targets: [[Qualifier]] = []
      for part in parts[split...] {
        guard let target = qualifiers[part] else { break }
        targets.append(target)
      }
      if targets.count == parts.count - split {
        readings.append(Reading(name: parts[..<split].joined(separator: " "), qualifiers: targets))
      }
    }
    // No comma: the last one to three words may be a qualifier ("new york ny", "san jose costa rica").
    if parts.count == 1 {
      let words = parts[0].split(separator: " ")
      for qualifierWords in 1..<min(4, words.count) {
        let qualifier = words.suffix(qualifierWords).joined(separator: " ")
        if let target = qualifiers[qualifier] {
          let name = words.dropLast(qualifierWords).joined(separator: " ")
          readings.append(Reading(name: name, qualifiers: [target]))
        }
      }
    }
    return readings
  }

  /// How well a row meets a reading's qualifiers (0 best), or nil when it fails one.
  private func qualifierRank(of row: Row, _ reading: Reading) -> Int? {
    var total = 0
    for targets in reading.qualifiers {
      guard let rank = targets.firstIndex(where: { row.matches($0) }) else { return nil }
      total += rank
    }
    return total
  }

  /// The fields of one row, as ranges into the resource.
  private func decodeRow(_ row: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Row {
    var fields = FieldReader(buffer: buffer, position: Int(rowStarts[row]), end: buffer.count)
    let empty = fields.empty
    return Row(
      buffer: buffer, name: fields.next() ?? empty, countryCode: fields.next() ?? empty,
      division: fields.next() ?? empty, latitude: fields.next() ?? empty,
      longitude: fields.next() ?? empty, timeZone: fields.next() ?? empty,
      elevation: fields.next() ?? empty)
  }

  fileprivate func countryName(_ code: String) -> String { countryNames[code] ?? code }

  fileprivate func divisionName(_ country: String, _ code: String) -> String {
    code.isEmpty ? "" : divisionNames[country + "." + code] ?? ""
  }

  fileprivate func timeZone(_ number: Int) -> String {
    timeZones.indices.contains(number) ? timeZones[number] : "GMT"
  }
}

/// Why a gazetteer could not be loaded.
public enum GazetteerError: Error, Sendable, Hashable {
  /// The library's `cities.tsv` resource is not in its bundle.
  case resourceMissing
  /// The file is not in the format that `scripts/generate-cities` writes; `line` is 1-based
  /// (0 when the file has no places at all).
  case malformed(line: Int)
}

/// A US state, a country or another country's first-level division that a qualifier such as
/// "VA", "France" or "ON" may mean.
private struct Qualifier: Sendable {
  /// Also the ranking order when one key means several things.
  enum Kind: Int, Comparable {
    case state, country, division

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var kind: Kind
  /// The country of a division, "US" for a state, else the country's code.
  var country: String
  /// The state's or division's code; empty for a country.
  var division: String

  /// Reads a `Q` row's kind letter and code ("S" "VA", "C" "FR", "A" "CA.08").
  init?(kind letter: UnsafeBufferPointer<UInt8>.SubSequence, code: String) {
    switch letter.first {
    case UInt8(ascii: "S"):
      (kind, country, division) = (.state, "US", code)
    case UInt8(ascii: "C"):
      (kind, country, division) = (.country, code, "")
    case UInt8(ascii: "A"):
      let parts = code.split(separator: ".", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      (kind, country, division) = (.division, String(parts[0]), String(parts[1]))
    default:
      return nil
    }
  }
}

/// One reading of typed text: a name key and, for each qualifier, what it may mean.
private struct Reading {
  var name: String
  var qualifiers: [[Qualifier]]
}

/// Orders candidates: own-name matches first, then the better qualifier meaning, then population.
private struct Rank: Comparable {
  var alternate: UInt32
  var qualifier: Int
  var row: UInt32

  static func < (lhs: Rank, rhs: Rank) -> Bool {
    (lhs.alternate, lhs.qualifier, lhs.row) < (rhs.alternate, rhs.qualifier, rhs.row)
  }
}

/// A place's fields, still as bytes in the resource.
private struct Row {
  var buffer: UnsafeBufferPointer<UInt8>
  var name: Range<Int>
  var countryCode: Range<Int>
  var division: Range<Int>
  var latitude: Range<Int>
  var longitude: Range<Int>
  var timeZone: Range<Int>
  /// Whole metres; empty when GeoNames gives none.
  var elevation: Range<Int>

  func matches(_ target: Qualifier) -> Bool {
    guard buffer[countryCode].elementsEqual(target.country.utf8) else { return false }
    return target.kind == .country || buffer[division].elementsEqual(target.division.utf8)
  }

  func location(_ gazetteer: Gazetteer) -> Location {
    let city = buffer.string(name)
    let code = buffer.string(countryCode)
    let country = gazetteer.countryName(code)
    let divisionCode = buffer.string(division)
    let display =
      code == "US" && !divisionCode.isEmpty ? "\(city), \(divisionCode)" : "\(city), \(country)"
    return Location(
      name: display, latitude: buffer.decimal(latitude), longitude: buffer.decimal(longitude),
      timeZoneIdentifier: gazetteer.timeZone(Int(buffer.decimal(timeZone))), country: country,
      countryCode: code, region: gazetteer.divisionName(code, divisionCode),
      elevation: elevation.isEmpty ? nil : buffer.decimal(elevation))
  }
}

/// Walks the lines of the resource without copying them.
private struct LineReader {
  let buffer: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0

  init(buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  struct Line {
    var buffer: UnsafeBufferPointer<UInt8>
    var range: Range<Int>
    var number: Int

    /// The record's tag letter, or nil for comments and blank lines.
    var tag: UInt8? {
      guard range.count >= 2, buffer[range.lowerBound] != UInt8(ascii: "#"),
        buffer[range.lowerBound + 1] == UInt8(ascii: "\t")
      else { return nil }
      return buffer[range.lowerBound]
    }

    /// The fields after the tag.
    var fields: FieldReader {
      FieldReader(buffer: buffer, position: range.lowerBound + 2, end: range.upperBound)
    }

    var malformed: GazetteerError { .malformed(line: number) }
  }

  mutating func nextLine() -> Line? {
    guard position < buffer.count else { return nil }
    let start = position
    while position < buffer.count && buffer[position] != UInt8(ascii: "\n") { position += 1 }
    let line = Line(buffer: buffer, range: start..<position, number: lineNumber + 1)
    position += 1
    lineNumber += 1
    return line
  }
}

/// Walks the tab-separated fields of one line; the last field ends at the end of the line.
private struct FieldReader {
  let buffer: UnsafeBufferPointer<UInt8>
  private(set) var position: Int
  private var end: Int

  init(buffer: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
    self.buffer = buffer
    self.position = position
    self.end = end
  }

  var empty: Range<Int> { position..<position }

  mutating func next() -> Range<Int>? {
    guard position <= end else { return nil }
    let start = position
    while position < end && buffer[position] != UInt8(ascii: "\t")
      && buffer[position] != UInt8(ascii: "\n")
    {
      position += 1
    }
    let field = start..<position
    if position < end && buffer[position] == UInt8(ascii: "\t") {
      position += 1
    } else {
      position = end + 1  // The line is used up.
    }
    return field
  }
}

extension UnsafeBufferPointer<UInt8> {
  fileprivate func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
  }

  /// A decimal number such as "-23.5475": exact for up to 15 significant digits, because the
  /// digits and the power of ten are both exact doubles and one division rounds correctly.
  fileprivate func decimal(_ range: Range<Int>) -> Double {
    var mantissa: Int64 = 0
    var scale = 1.0
    var negative = false
    var afterPoint = false
    for position in range {
      let byte = self[position]
      switch byte {
      case UInt8(ascii: "-"): negative = true
      case UInt8(ascii: "."): afterPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard mantissa < 100_000_000_000_000 else { continue }
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if afterPoint { scale *= 10 }
      default: continue
      }
    }
    let value = Double(mantissa) / scale
    return negative ? -value : value
  }
}
