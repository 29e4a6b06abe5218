import WeatherCore

extension Gazetteer {
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
}
