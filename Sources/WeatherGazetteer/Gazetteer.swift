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
  let bytes: [UInt8]
  /// Where each place's row starts in `bytes` (at its name), in descending population order.
  let rowStarts: [Int32]
  /// Where each search key's row starts in `bytes` (at its key), in the keys' byte order.
  let keyStarts: [Int32]
  /// Qualifier key → the states, countries and divisions it may mean, in ranking order.
  let qualifiers: [String: [Qualifier]]
  /// Country display names by ISO code.
  let countryNames: [String: String]
  /// Division display names by "country.code", such as "CA.08" → "Ontario".
  let divisionNames: [String: String]
  /// Time zone identifiers, numbered as in the file.
  let timeZones: [String]
  let folding: SearchKeyFolding

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

  /// The fields of one row, as ranges into the resource.
  func decodeRow(_ row: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Row {
    var fields = FieldReader(buffer: buffer, position: Int(rowStarts[row]), end: buffer.count)
    let empty = fields.empty
    return Row(
      buffer: buffer, name: fields.next() ?? empty, countryCode: fields.next() ?? empty,
      division: fields.next() ?? empty, latitude: fields.next() ?? empty,
      longitude: fields.next() ?? empty, timeZone: fields.next() ?? empty)
  }

  func countryName(_ code: String) -> String { countryNames[code] ?? code }

  func divisionName(_ country: String, _ code: String) -> String {
    code.isEmpty ? "" : divisionNames[country + "." + code] ?? ""
  }

  func timeZone(_ number: Int) -> String {
    timeZones.indices.contains(number) ? timeZones[number] : "GMT"
  }
}
