import Dispatch
import Synchronization
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
  private let activity = ServiceActivity()
  private var waiters: [CheckedContinuation<Void, Never>] = []
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
    // The session, not a controller, says where the weather comes from: it is a fact about
    // how the program was started, the same for every variant, like a window's status bar.
    view.footnoteLabel.text = environment.weatherIsSample ? Self.sampleWeatherNote : ""
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
    activity.inFlight == 0 && !view.needsUpdateProperties && !view.needsDisplay
  }

  /// Returns once every pending service answer has arrived and its frame has been drawn.
  public func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      waiters.append(continuation)
      scheduleIdleCheck()
    }
  }

  // Idleness is confirmed two turns later, with no service activity in between: a task that
  // a controller created in this turn is queued ahead of the confirmation and runs first.
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
          let ready = self.waiters
          self.waiters.removeAll()
          for waiter in ready { waiter.resume() }
        }
      }
    }
  }
}

/// Counts the service calls in flight, by wrapping the clients.
///
/// The clients' closures run on the caller's actor, so a call is counted from the moment a
/// controller makes it until the moment that controller resumes with the answer.
final class ServiceActivity: Sendable {
  private struct State {
    var inFlight = 0
    var calls = 0
    var onFinish: (@Sendable () -> Void)?
  }
  private let state = Mutex(State())

  var inFlight: Int { state.withLock { $0.inFlight } }
  var calls: Int { state.withLock { $0.calls } }
  var onFinish: (@Sendable () -> Void)? {
    get { state.withLock { $0.onFinish } }
    set { state.withLock { $0.onFinish = newValue } }
  }

  func track(_ geocoder: GeocoderClient) -> GeocoderClient {
    GeocoderClient { text in
      self.begin()
      defer { self.end() }
      return try await geocoder.search(text)
    }
  }

  func track(_ weather: WeatherClient) -> WeatherClient {
    WeatherClient { location, units in
      self.begin()
      defer { self.end() }
      return try await weather.current(location, units)
    }
  }

  private func begin() {
    state.withLock {
      $0.inFlight += 1
      $0.calls += 1
    }
  }

  private func end() {
    let onFinish = state.withLock {
      $0.inFlight -= 1
      return $0.onFinish
    }
    onFinish?()
  }
}
