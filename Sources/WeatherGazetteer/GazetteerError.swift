/// Why a gazetteer could not be loaded.
public enum GazetteerError: Error, Sendable, Hashable {
  /// The library's `cities.tsv` resource is not in its bundle.
  case resourceMissing
  /// The file is not in the format that `scripts/generate-cities` writes; `line` is 1-based
  /// (0 when the file has no places at all).
  case malformed(line: Int)
}
