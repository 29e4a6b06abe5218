/// A command-line mistake: the message goes to stderr and the program exits with status 2.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong, in one line.
  public var message: String

  /// Creates a usage error.
  ///
  /// - Parameter message: What was wrong.
  public init(_ message: String) { self.message = message }
}
