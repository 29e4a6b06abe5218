import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP plumbing that the three clients share: URL building, one GET, and turning every
/// way it can go wrong into a `ServiceError`.
@usableFromInline
enum LiveHTTP {
  /// The session the clients use unless given another: ephemeral, so nothing (cookies, cache,
  /// credentials) is written to disk, and a place looked up once is never served stale.
  @usableFromInline
  static let sharedSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()

  /// The characters that may stay as they are in a query value: RFC 3986's unreserved set.
  /// Everything else, including `&`, `=`, `+`, `/`, `?` and `#`, is percent-encoded, because
  /// servers disagree on the rest (a raw `+` reads as a space to most of them).
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Appends `path` to the base URL's own path and adds the query, every value encoded.
  static func url(base: URL, path: String, query: [(name: String, value: String)]) throws -> URL {
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
      throw ServiceError.unavailable("bad service address")
    }
    let basePath = components.percentEncodedPath
    components.percentEncodedPath =
      (basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath) + path
    components.percentEncodedQuery = query.map { item in
      "\(encode(item.name))=\(encode(item.value))"
    }.joined(separator: "&")
    components.fragment = nil
    guard let url = components.url else { throw ServiceError.unavailable("bad service address") }
    return url
  }

  static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  /// One GET. Returns the status (always 2xx) and the body.
  ///
  /// - Throws: `ServiceError` for transport faults and non-2xx statuses, `CancellationError`
  ///   when the task was cancelled. Never an error that carries the URL: it may hold an API key.
  static func get(_ url: URL, timeout: TimeInterval, session: URLSession) async throws -> (
    status: Int, body: Data
  ) {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.httpMethod = "GET"
    // Linux's URLSession truncates the timeout to whole seconds (0.5 becomes "time out at
    // once"), so it only gets a rounded-up backstop; `withDeadline` enforces the real one.
    request.timeoutInterval = max(1, timeout.rounded(.up))
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await fetch(request, timeout: timeout, session: session)
    } catch {
      throw serviceError(for: error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw ServiceError.unavailable("not an HTTP answer")
    }
    guard (200..<300).contains(http.statusCode) else {
      throw ServiceError.http(status: http.statusCode)
    }
    return (http.statusCode, data)
  }

  /// Runs one data task, failing with `URLError(.timedOut)` after `seconds` and with
  /// `CancellationError` when the calling task is cancelled.
  ///
  /// This uses the completion-handler API rather than `URLSession.data(for:)`: on Linux that
  /// method cancels its data task from inside the Swift task's cancellation handler, and
  /// `URLSessionTask.cancel()` waits on the session's queue, which may at that moment be
  /// resuming the same task; the two deadlock. Upstream this is swift-corelibs-foundation
  /// #5412, fixed by pull request #5417
  /// (https://github.com/swiftlang/swift-corelibs-foundation/pull/5417); once every supported
  /// toolchain has that fix, `data(for:)` can replace this.
  /// Here the deadline and cancellation only resume the continuation and cancel the data
  /// task later, on another queue, so nothing waits while holding a lock.
  static func fetch(_ request: URLRequest, timeout seconds: TimeInterval, session: URLSession)
    async throws -> (Data, URLResponse)
  {
    let call = PendingCall()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A call cancelled before it started ends here, and no data task is made for it.
        guard call.start(continuation) else { return }
        let task = session.dataTask(with: request) { data, response, error in
          if let data, let response {
            call.finish(.success((data, response)))
          } else {
            call.finish(.failure(error ?? URLError(.unknown)))
          }
        }
        var deadline: DispatchSourceTimer?
        if seconds.isFinite, seconds < 1_000_000 {
          let timer = DispatchSource.makeTimerSource(queue: .global())
          timer.schedule(deadline: .now() + max(0, seconds))
          // Strong: every way a call ends cancels its timer (`finish`, or the failed `attach`
          // below), and a cancelled timer lets go of this handler. A weak capture would give
          // the call a side table, which LeakSanitizer reports as leaked whenever the process
          // exits before Dispatch has released a cancelled timer's handler.
          timer.setEventHandler { call.finish(.failure(URLError(.timedOut))) }
          timer.activate()
          deadline = timer
        }
        // A call that ended in between (cancelled, or out of time) never runs its data task.
        guard call.attach(task, deadline: deadline) else {
          deadline?.cancel()
          DispatchQueue.global().async { task.cancel() }
          return
        }
        task.resume()
      }
    } onCancel: {
      call.finish(.failure(CancellationError()))
    }
  }

  /// Maps a transport failure to the error the screen shows, keeping nothing of the original
  /// error's text (URLError descriptions include the failing URL, and with it the API key).
  static func serviceError(for error: any Error) -> any Error {
    if error is ServiceError || error is CancellationError { return error }
    guard let urlError = error as? URLError else {
      return ServiceError.unavailable("network error")
    }
    switch urlError.code {
    case .cannotConnectToHost: return ServiceError.connectionRefused
    case .timedOut: return ServiceError.timeout
    case .cancelled: return CancellationError()
    case .cannotFindHost, .dnsLookupFailed: return ServiceError.unavailable("host not found")
    case .notConnectedToInternet: return ServiceError.unavailable("no network connection")
    case .networkConnectionLost: return ServiceError.unavailable("connection lost")
    case .badServerResponse: return ServiceError.unavailable("bad server response")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
      return ServiceError.unavailable("secure connection failed")
    default: return ServiceError.unavailable("network error \(urlError.code.rawValue)")
    }
  }

  /// Decodes a JSON body, telling "not JSON at all" from "JSON, but not what we expected".
  ///
  /// - Throws: `ServiceError.notJSON` for a body that does not start like JSON (an HTML page),
  ///   `ServiceError.malformed` naming the field for everything else.
  static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws -> Value {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard let first = body.first(where: { !isSpace($0) }) else {
      throw ServiceError.malformed("empty answer")
    }
    // 0xEF lets a UTF-8 byte-order mark through, which some servers send and JSONDecoder reads.
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == 0xEF else {
      throw ServiceError.notJSON
    }
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      throw ServiceError.malformed(describe(error))
    } catch {
      throw ServiceError.malformed("invalid JSON")
    }
  }

  /// "missing data[0].temp", "bad current.weather_code", or "invalid JSON".
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \(path(context.codingPath + [key]))"
    case .valueNotFound(_, let context):
      return "missing \(path(context.codingPath))"
    case .typeMismatch(_, let context):
      return "bad \(path(context.codingPath))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "invalid JSON" : "bad \(path(context.codingPath))"
    @unknown default:
      return "invalid JSON"
    }
  }

  static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "top level" : text
  }

  /// A coordinate as a query value: fixed-point, so never "1e-05", and about 11 m of precision.
  static func coordinate(_ degrees: Double) -> String {
    String(format: "%.4f", degrees)
  }

  /// Reads "2017-08-28 16:45" or "2024-05-01T12:15" (seconds optional) as a wall-clock time at
  /// the given offset from UTC.
  static func date(_ text: String, secondsFromGMT offset: Int) -> Date? {
    let fields = text.split(whereSeparator: { "-: T".contains($0) })
    guard fields.count == 5 || fields.count == 6 else { return nil }
    let numbers = fields.compactMap { Int($0) }
    guard numbers.count == fields.count, let zone = TimeZone(secondsFromGMT: offset) else {
      return nil
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
      second: numbers.count == 6 ? numbers[5] : 0)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}

/// One data task's continuation, resumed exactly once by whichever comes first: the answer,
/// the deadline or cancellation. Then the deadline's timer is cancelled, and a data task still
/// running is cancelled on another queue, never while a caller holds a lock.
final class PendingCall: Sendable {
  private struct State: Sendable {
    var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    var task: URLSessionDataTask?
    var deadline: DeadlineTimer?
    var outcome: Result<(Data, URLResponse), any Error>?
  }

  /// The deadline's timer. A dispatch source may be cancelled from any thread, but Dispatch
  /// does not mark its protocol `Sendable`; the call does nothing with it but cancel it.
  private struct DeadlineTimer: @unchecked Sendable {
    let timer: any DispatchSourceTimer
  }
  private let state = Locked(State())

  /// Stores the continuation; returns false, having resumed it, when the call already ended
  /// (cancelled before it started).
  func start(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
    let outcome = state.withLock { state in
      if state.outcome == nil { state.continuation = continuation }
      return state.outcome
    }
    guard let outcome else { return true }
    continuation.resume(with: outcome)
    return false
  }

  /// Stores the data task and its deadline; returns false when the call ended since
  /// ``start(_:)``, and then the caller must cancel both.
  func attach(_ task: URLSessionDataTask, deadline: DispatchSourceTimer?) -> Bool {
    state.withLock { state in
      guard state.outcome == nil else { return false }
      state.task = task
      state.deadline = deadline.map(DeadlineTimer.init)
      return true
    }
  }

  /// Ends the call with `result` unless it has ended already.
  func finish(_ result: Result<(Data, URLResponse), any Error>) {
    let ended = state.withLock {
      state -> (
        CheckedContinuation<(Data, URLResponse), any Error>?, URLSessionDataTask?,
        DispatchSourceTimer?
      )? in
      guard state.outcome == nil else { return nil }
      state.outcome = result
      defer {
        state.continuation = nil
        state.task = nil
        state.deadline = nil
      }
      return (state.continuation, state.task, state.deadline?.timer)
    }
    guard let (continuation, task, deadline) = ended else { return }
    deadline?.cancel()
    continuation?.resume(with: result)
    if case .failure = result, let task {
      DispatchQueue.global().async { task.cancel() }
    }
  }
}
