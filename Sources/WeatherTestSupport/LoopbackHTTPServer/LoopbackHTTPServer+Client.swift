import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs `body` against a server that gives `response` at `path`, then stops the server.
@discardableResult
public func withServer<Result>(
  _ routes: [String: LoopbackHTTPServer.Response],
  _ body: (LoopbackHTTPServer) async throws -> Result
) async throws -> Result {
  let server = try LoopbackHTTPServer(routes: routes)
  defer { server.stop() }
  return try await body(server)
}

/// A request that is on its way as soon as it is made, with a session of its own.
///
/// It is sent with URLSession's completion-handler API, so it leaves from URLSession's own
/// threads. A request made inside `Task { }` first waits for a thread of the task pool, and
/// while the other tests keep that pool busy, a server's deadline can pass before the request
/// has even left.
public final class SentRequest: Sendable {
  private typealias Answer = (body: Data, response: URLResponse)
  private enum Outcome {
    case pending([CheckedContinuation<Answer, any Error>])
    case finished(Result<Answer, any Error>)
  }

  private let task: URLSessionDataTask
  private let outcome = Locked(Outcome.pending([]))

  /// Sends `request` at once.
  ///
  /// The session waits as long as the request's own timeout allows, so a test that holds the
  /// answer decides when it comes; the test's time limit guards against a hang.
  public init(_ request: URLRequest) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = request.timeoutInterval
    let session = URLSession(configuration: configuration)
    let outcome = self.outcome
    task = session.dataTask(with: request) { body, response, error in
      let result: Result<Answer, any Error> =
        if let body, let response { .success((body, response)) } else {
          .failure(error ?? URLError(.unknown))
        }
      let waiting = outcome.withLock { state -> [CheckedContinuation<Answer, any Error>] in
        defer { state = .finished(result) }
        if case .pending(let waiting) = state { return waiting }
        return []
      }
      for continuation in waiting { continuation.resume(with: result) }
      session.finishTasksAndInvalidate()
    }
    task.resume()
  }

  /// Sends a GET for `url` at once, with a timeout longer than any test's time limit: a held
  /// answer can wait while a busy machine runs the other tests.
  public convenience init(_ url: URL) {
    self.init(URLRequest(url: url, timeoutInterval: 600))
  }

  /// Cancels the request; its answer is then `URLError.cancelled`.
  public func cancel() {
    task.cancel()
  }

  /// The body and response, once the exchange is over.
  public func value() async throws -> (body: Data, response: URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      let finished = outcome.withLock { state -> Result<Answer, any Error>? in
        switch state {
        case .finished(let result): return result
        case .pending(let waiting):
          state = .pending(waiting + [continuation])
          return nil
        }
      }
      if let finished { continuation.resume(with: finished) }
    }
  }
}
