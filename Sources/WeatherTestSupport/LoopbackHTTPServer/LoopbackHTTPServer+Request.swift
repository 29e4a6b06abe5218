import Foundation

extension LoopbackHTTPServer {
  /// A request as the server received it.
  public struct Request: Sendable, Hashable {
    /// The method, such as "GET".
    public var method: String
    /// The path, still percent-encoded, without the query.
    public var path: String
    /// The query exactly as it crossed the wire, still percent-encoded; empty when there is none.
    public var rawQuery: String

    /// The query decoded the way servers decode forms: pairs split on `&` and `=`, `+` read as
    /// a space, then percent-decoded. A client that forgets to encode `&`, `=` or `+` shows up
    /// here as wrong values, which is why tests compare against this and not `rawQuery`.
    public var queryItems: [(name: String, value: String)] {
      rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Self.formDecode(parts[0])
        let value = parts.count > 1 ? Self.formDecode(parts[1]) : ""
        return (name, value)
      }
    }

    /// The decoded value of the first query item with this name, or nil.
    ///
    /// - Parameter name: The query item's name.
    public func query(_ name: String) -> String? {
      queryItems.first { $0.name == name }?.value
    }

    private static func formDecode(_ text: Substring) -> String {
      let spaced = text.replacingOccurrences(of: "+", with: " ")
      return spaced.removingPercentEncoding ?? spaced
    }
  }
}
