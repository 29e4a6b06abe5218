import Foundation

extension LoopbackHTTPServer {
  /// One scripted answer.
  public struct Response: Sendable, Hashable {
    /// The HTTP status code, such as 200 or 503.
    public var status: Int
    /// Extra headers, in order; `Content-Length` and `Connection` are always added.
    public var headers: [Header]
    /// The body bytes, sent as they are.
    public var body: Data
    /// How long to wait before answering; zero answers at once.
    public var delay: TimeInterval
    /// When true the server accepts and reads the request but never answers.
    public var neverAnswers: Bool
    /// When set, the answer waits until ``LoopbackHTTPServer/release(_:within:)`` names this
    /// key, the client hangs up, or the server stops.
    public var heldAs: String?

    /// Creates a scripted answer.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: Extra headers.
    ///   - body: The body bytes.
    ///   - delay: Seconds to wait before answering.
    ///   - neverAnswers: Accept the request and then stay silent until the client leaves.
    public init(
      status: Int = 200, headers: [Header] = [], body: Data = Data(), delay: TimeInterval = 0,
      neverAnswers: Bool = false
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.neverAnswers = neverAnswers
    }

    /// A JSON answer with `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - status: The HTTP status code; 200 by default.
    public static func json(_ text: String, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "application/json")],
        body: Data(text.utf8))
    }

    /// A JSON answer whose body is the given bytes, such as a fixture file.
    ///
    /// - Parameters:
    ///   - data: The JSON bytes.
    ///   - status: The HTTP status code; 200 by default.
    public static func json(_ data: Data, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "application/json")],
        body: data)
    }

    /// An HTML answer, as a proxy or a misconfigured server would send.
    ///
    /// - Parameters:
    ///   - text: The HTML text.
    ///   - status: The HTTP status code; 200 by default.
    public static func html(_ text: String, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "text/html")],
        body: Data(text.utf8))
    }

    /// An answer that never comes: the request is read and the connection left open.
    public static let silent = Response(neverAnswers: true)

    /// This answer, held under `key` until the test releases it.
    ///
    /// - Parameter key: The name the test releases it by, such as `"geocode Paris"`.
    /// - Returns: The held answer.
    public func held(as key: String) -> Response {
      var held = self
      held.heldAs = key
      return held
    }
  }
}
