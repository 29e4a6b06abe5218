import WeatherCore

extension Gazetteer {
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
