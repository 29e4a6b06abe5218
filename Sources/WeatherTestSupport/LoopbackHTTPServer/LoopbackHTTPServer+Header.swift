extension LoopbackHTTPServer {
  /// One response header.
  public struct Header: Sendable, Hashable {
    /// The header name, such as "Content-Type".
    public var name: String
    /// The header value.
    public var value: String

    /// Creates a header.
    ///
    /// - Parameters:
    ///   - name: The header name.
    ///   - value: The header value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }
}
