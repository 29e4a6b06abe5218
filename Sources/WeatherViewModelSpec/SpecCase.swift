import Testing

/// One behaviour of a spec, named as a test is, run against one kind of view model.
///
/// Each kind's test target runs a spec's cases as the arguments of one test, so that every
/// case is named in the test's results and is written once for every kind.
public struct SpecCase: Sendable, CustomTestStringConvertible {
  /// What the case promises, as a test's name says it.
  public let name: String
  private let body: @MainActor @Sendable () async throws -> Void

  /// A case named `name` whose checks `body` makes.
  public init(_ name: String, _ body: @escaping @MainActor @Sendable () async throws -> Void) {
    self.name = name
    self.body = body
  }

  /// Runs the case's checks; a failed expectation is recorded against the running test.
  @MainActor
  public func run() async throws {
    try await body()
  }

  /// The case's name, as the test's results show it.
  public var testDescription: String { name }
}
