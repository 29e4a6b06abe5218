extension LoopbackHTTPServer {
  /// Why the server could not start.
  public struct StartError: Error, Sendable, Hashable {
    /// The failing call, such as "bind".
    public var call: String
    /// The `errno` it left.
    public var errno: Int32
  }

  /// A wait on the server that reached its deadline.
  public struct WaitError: Error, Sendable, CustomStringConvertible {
    /// What was awaited, and what the server had instead.
    public var description: String
  }
}
