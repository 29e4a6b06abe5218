import Dispatch
import WeatherCore
import WeatherViews

/// Makes a variant's controller for the shared view: the one place the executables differ.
public typealias ControllerFactory =
  @MainActor (_ view: WeatherView, _ environment: WeatherEnvironment) -> any ViewController

/// One running weather screen: the view, its controller, and a record of unfinished work.
///
/// The executables and the in-process tests both drive a screen through a session, so the
/// golden frames come from the same code path in both.
///
/// ```swift
/// let session = ScreenSession(environment: environment, makeController: factory) { frame in
///   print(frame.text)
/// }
/// await session.start()
/// await session.enter("Paris")
/// await session.waitUntilIdle()
/// ```
@MainActor
public final class ScreenSession {
  /// The screen's view.
  public let view: WeatherView
  /// The footnote that every variant's frame carries while the weather is sample data.
  public nonisolated static let sampleWeatherNote = "Sample weather (offline)"
  private var controller: (any ViewController)?
  private let footnote: String
  private let activity = ServiceActivity()
  private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0
  private var checkScheduled = false

  /// Creates the view and the controller; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - environment: The services; the session wraps them to see when they are busy.
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  ///   - makeController: Makes the variant's controller for the view.
  ///   - onFrame: Receives every frame drawn.
  public init(
    environment: WeatherEnvironment, width: Int = WeatherView.defaultWidth,
    scheduler: DisplayScheduler = .mainQueue, makeController: ControllerFactory,
    onFrame: @escaping @MainActor (Frame) -> Void
  ) {
    view = WeatherView(width: width, scheduler: scheduler)
    footnote = environment.weatherIsSample ? Self.sampleWeatherNote : ""
    var tracked = environment
    tracked.geocoder = activity.track(environment.geocoder)
    tracked.weather = activity.track(environment.weather)
    controller = makeController(view, tracked)
    activity.onFinish = { [weak self] in
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleIdleCheck() } }
    }
    view.onDisplay = { [weak self] frame in
      onFrame(frame)
      self?.scheduleIdleCheck()
    }
  }

  /// Loads the controller's view, which starts the lookup of the default address, and
  /// returns when that first turn of the run loop is over (as ``enter(_:)`` does for a line).
  ///
  /// The controller becomes the view's ``WeatherView/viewController`` first, as a window's
  /// root view controller does, so the first pass of the display cycle runs its
  /// `updateProperties()`.
  public func start() async {
    // The session, not a controller, says where the weather comes from: it is a fact about
    // how the program was started, the same for every variant, like a window's status bar.
    // It is set here, with the first frame, so that nothing is drawn before the screen loads.
    view.footnoteLabel.text = footnote
    view.viewController = controller
    controller?.viewDidLoad()
    view.setNeedsDisplay()
    await ScreenSession.nextTurn()
  }

  /// Sends a line to the prompt, as if it had been typed and entered.
  ///
  /// - Parameter line: The text, untrimmed.
  public func submit(_ line: String) {
    view.prompt.submit(line)
  }

  /// Sends a line to the prompt and returns when that turn of the run loop is over.
  ///
  /// A line is one press of Enter, so it gets a turn of its own: the next line waits for
  /// the frame that this one drew and for the work that it made runnable. Answers that are
  /// already available land before the next line; answers that take time (latency, the
  /// network) may still be pending, and then the next line supersedes them.
  ///
  /// - Parameter line: The text, untrimmed.
  public func enter(_ line: String) async {
    submit(line)
    await ScreenSession.nextTurn()
  }

  /// Returns after everything that is queued on the main queue now has run.
  public static func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Whether no service call is in flight and no change waits to be updated or drawn.
  public var isIdle: Bool {
    activity.inFlight.isEmpty && !view.needsUpdateProperties && !view.needsDisplay
  }

  /// Returns once every pending service answer has arrived and its frame has been drawn.
  ///
  /// It has no deadline of its own: every service call ends by itself (the live clients time
  /// out, the offline latency is bounded), and plain mode waits here at the end of input.
  public func waitUntilIdle() async {
    try? await waitUntilIdle(deadline: nil)
  }

  /// Returns once every pending service answer has arrived and its frame has been drawn, or
  /// throws when that has not happened within `seconds`.
  ///
  /// The deadline guards a test against a hang; it is not a measurement, so make it generous.
  ///
  /// - Parameter seconds: How long to wait at most.
  /// - Throws: ``IdleTimeout``, which names the calls still in flight and whether a frame was
  ///   still waiting to be drawn.
  public func waitUntilIdle(within seconds: Double) async throws(IdleTimeout) {
    do {
      try await waitUntilIdle(deadline: seconds)
    } catch let timeout as IdleTimeout {
      throw timeout
    } catch {
      preconditionFailure("only IdleTimeout ends the wait early, not \(error)")
    }
  }

  private func waitUntilIdle(deadline seconds: Double?) async throws {
    let id = nextWaiter
    nextWaiter += 1
    try await withCheckedThrowingContinuation { continuation in
      waiters[id] = continuation
      if let seconds {
        // Weak: a session whose wait is over must not live on until the deadline.
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
          MainActor.assumeIsolated {
            guard let self, let waiter = self.waiters.removeValue(forKey: id) else { return }
            waiter.resume(
              throwing: IdleTimeout(
                seconds: seconds, callsInFlight: self.activity.inFlight,
                frameWaiting: self.view.needsUpdateProperties || self.view.needsDisplay))
          }
        }
      }
      scheduleIdleCheck()
    }
  }

  // Idleness is confirmed two turns of the main queue later, with no service call begun in
  // between. Why two turns are enough: a controller starts its work in a `Task` on the main
  // actor, and such a task is queued on the main queue, where it makes its first service call
  // before it first suspends. A task created in the turn that scheduled this check is queued
  // ahead of the second turn, so its call is counted by then; one created later begins a call
  // that changes `calls`, and the check starts over. A controller that waited before calling
  // a service would break this; `waitUntilIdle(within:)` then says what was still pending.
  private func scheduleIdleCheck() {
    guard !waiters.isEmpty, !checkScheduled else { return }
    checkScheduled = true
    let started = activity.calls
    DispatchQueue.main.async {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.checkScheduled = false
          guard self.isIdle, self.activity.calls == started else {
            if self.isIdle { self.scheduleIdleCheck() }
            return
          }
          let ready = self.waiters.values
          self.waiters.removeAll()
          for waiter in ready { waiter.resume() }
        }
      }
    }
  }
}

/// The screen did not settle in time: what ``ScreenSession/waitUntilIdle(within:)`` was still
/// waiting for when its deadline passed.
public struct IdleTimeout: Error, Equatable, CustomStringConvertible {
  /// The deadline that passed, in seconds.
  public var seconds: Double
  /// The service calls still in flight, oldest first, such as `"geocode Paris"`.
  public var callsInFlight: [String]
  /// Whether a change was still waiting to be drawn.
  public var frameWaiting: Bool

  /// What was pending, for a test failure.
  public var description: String {
    let calls = callsInFlight.isEmpty ? "none" : callsInFlight.joined(separator: ", ")
    return "The screen was not idle after \(seconds) s. Service calls in flight: \(calls); "
      + (frameWaiting ? "a frame was waiting to be drawn." : "no frame was waiting to be drawn.")
  }
}

/// Counts the service calls in flight, by wrapping the clients.
///
/// The clients' closures run on the caller's actor, so a call is counted from the moment a
/// controller makes it until the moment that controller resumes with the answer.
final class ServiceActivity: Sendable {
  private struct State {
    var inFlight: [Int: String] = [:]
    var calls = 0
    var onFinish: (@Sendable () -> Void)?
  }
  private let state = Locked(State())

  /// The calls in flight, oldest first, such as `"geocode Paris"`.
  var inFlight: [String] {
    state.withLock { state in state.inFlight.sorted { $0.key < $1.key }.map(\.value) }
  }
  /// How many calls have begun so far.
  var calls: Int { state.withLock { $0.calls } }
  var onFinish: (@Sendable () -> Void)? {
    get { state.withLock { $0.onFinish } }
    set { state.withLock { $0.onFinish = newValue } }
  }

  func track(_ geocoder: GeocoderClient) -> GeocoderClient {
    GeocoderClient { text in
      let call = self.begin("geocode " + text)
      defer { self.end(call) }
      return try await geocoder.search(text)
    }
  }

  func track(_ weather: WeatherClient) -> WeatherClient {
    WeatherClient { location, units in
      let call = self.begin("weather " + location.name)
      defer { self.end(call) }
      return try await weather.current(location, units)
    }
  }

  private func begin(_ name: String) -> Int {
    state.withLock { state in
      let call = state.calls
      state.calls += 1
      state.inFlight[call] = name
      return call
    }
  }

  private func end(_ call: Int) {
    let onFinish = state.withLock { state in
      state.inFlight[call] = nil
      return state.onFinish
    }
    onFinish?()
  }
}
