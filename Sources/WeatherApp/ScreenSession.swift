import Dispatch
import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// Makes a variant's weather screen controller for the shared view.
public typealias ControllerFactory =
  @MainActor (_ view: WeatherView, _ environment: WeatherEnvironment) -> any ViewController

/// Makes a variant's saved-places controller for the shared view.
public typealias LocationsControllerFactory =
  @MainActor (
    _ view: LocationsView, _ environment: WeatherEnvironment, _ store: LocationStore,
    _ navigator: any Navigator
  ) -> any ViewController & LocationsScreen

/// A variant's controllers: the one place the executables differ.
///
/// ```swift
/// let screens = Screens(
///   weather: { WeatherViewController(view: $0, environment: $1) },
///   locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
/// ```
public struct Screens: Sendable {
  /// Makes the weather screen's controller.
  public var weather: ControllerFactory
  /// Makes the saved places' controller.
  public var locations: LocationsControllerFactory

  /// Creates a variant's factories.
  ///
  /// - Parameters:
  ///   - weather: Makes the weather screen's controller.
  ///   - locations: Makes the saved places' controller.
  public init(weather: @escaping ControllerFactory, locations: @escaping LocationsControllerFactory)
  {
    self.weather = weather
    self.locations = locations
  }
}

/// The app running: its screens, the one on show, the commands, and a record of unfinished work.
///
/// The list of saved places is the root screen; a weather screen is shown over it, and
/// `:back` (Esc) returns to the list, which keeps its cells. The app reads every line first:
/// commands (`:locations`, `:open N`, `:remove N`, `:save`, `:back`, `:q`) it handles itself,
/// and any other text goes to the prompt of the screen on show. The executables and the
/// in-process tests both drive the app through a session, so the golden frames come from the
/// same code path in both.
///
/// ```swift
/// let session = ScreenSession(
///   environment: environment, store: store, screens: screens
/// ) { frame in print(frame.text) }
/// await session.start()
/// await session.enter("Paris")
/// await session.waitUntilIdle()
/// ```
@MainActor
public final class ScreenSession: Navigator {
  /// The screen on show.
  public private(set) var view: ScreenView
  /// The footnote that every variant's frames carry while the weather is sample data.
  public nonisolated static let sampleWeatherNote = "Sample weather (offline)"
  private let footnote: String
  private let environment: WeatherEnvironment
  private let store: LocationStore
  private let screens: Screens
  private let firstScreen: WeatherOptions.ScreenChoice
  private var width: Int
  private let scheduler: DisplayScheduler
  private let onFrame: @MainActor (Frame) -> Void
  private var weatherController: (any ViewController)?
  private var weatherView: WeatherView?
  private var locationsController: (any ViewController & LocationsScreen)?
  private var locationsView: LocationsView?
  private let activity = ServiceActivity()
  private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0
  private var checkScheduled = false

  /// Whether the list marks its selection (interactive mode).
  public var showsSelection = false {
    didSet { locationsView?.showsSelection = showsSelection }
  }
  /// How many list cells fit on the terminal; every cell when `nil`.
  public var visibleCellCount: Int? {
    didSet { locationsView?.visibleCellCount = visibleCellCount }
  }

  /// Creates the session; nothing is shown until ``start()``.
  ///
  /// - Parameters:
  ///   - environment: The services; the session wraps them to see when they are busy.
  ///   - store: Where the saved places live.
  ///   - firstScreen: The screen shown first.
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  ///   - screens: Makes the variant's controllers.
  ///   - onFrame: Receives every frame drawn.
  public init(
    environment: WeatherEnvironment, store: LocationStore,
    firstScreen: WeatherOptions.ScreenChoice = .weather, width: Int = WeatherView.defaultWidth,
    scheduler: DisplayScheduler = .mainQueue, screens: Screens,
    onFrame: @escaping @MainActor (Frame) -> Void
  ) {
    var tracked = environment
    tracked.geocoder = activity.track(environment.geocoder)
    tracked.weather = activity.track(environment.weather)
    self.environment = tracked
    // The session, not a controller, says where the weather comes from: it is a fact about
    // how the program was started, the same for every variant and every screen, like a
    // window's status bar.
    footnote = environment.weatherIsSample ? Self.sampleWeatherNote : ""
    self.store = store
    self.screens = screens
    self.firstScreen = firstScreen
    self.width = width
    self.scheduler = scheduler
    self.onFrame = onFrame
    view = ScreenView(width: width, scheduler: .manual, promptTitle: "")
    activity.onFinish = { [weak self] in
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleIdleCheck() } }
    }
  }

  /// Shows the first screen, whose controller starts loading, and returns when that first
  /// turn of the run loop is over (as ``enter(_:)`` does for a line).
  public func start() async {
    switch firstScreen {
    case .weather: showWeather { [screens, environment] in screens.weather($0, environment) }
    case .locations: showLocations()
    }
    await ScreenSession.nextTurn()
  }

  /// Shows a new weather screen over the list, replacing any weather screen on show.
  ///
  /// - Parameter makeController: Makes the screen's controller for its view.
  public func showWeather(
    _ makeController: @escaping @MainActor (WeatherView) -> any ViewController
  ) {
    let weatherView = WeatherView(width: width, scheduler: scheduler)
    let controller = makeController(weatherView)
    self.weatherView = weatherView
    weatherController = controller
    // The controller becomes the view's, as a window's root view controller does, so the
    // first pass of the display cycle runs its `updateProperties()`.
    weatherView.viewController = controller
    present(weatherView)
    controller.viewDidLoad()
  }

  /// Shows the list, making it the first time; the weather screen on show, if any, is closed.
  public func showLocations() {
    if let locationsView {
      present(locationsView)
    } else {
      let view = LocationsView(width: width, scheduler: scheduler)
      view.showsSelection = showsSelection
      view.visibleCellCount = visibleCellCount
      let controller = screens.locations(view, environment, store, self)
      locationsView = view
      locationsController = controller
      view.viewController = controller
      present(view)
      controller.viewDidLoad()
    }
    weatherController = nil
    weatherView = nil
  }

  private func present(_ screen: ScreenView) {
    clearNotice()
    view = screen
    if screen.footnoteLabel.text != footnote { screen.footnoteLabel.text = footnote }
    screen.width = width
    screen.onDisplay = { [weak self, weak screen] frame in
      guard let self, let screen, self.view === screen else { return }
      self.onFrame(frame)
      self.scheduleIdleCheck()
    }
    screen.setNeedsDisplay()
  }

  /// Reads a line as if it had been typed and entered: a command for the app, or text for
  /// the screen on show.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  public func submit(_ line: String) -> Bool {
    clearNotice()
    let onList = view === locationsView
    switch ScreenCommand(parsing: line) {
    case .quit:
      return false
    case .text(let text)
    where onList && showsSelection && text.trimmingCharacters(in: .whitespaces).isEmpty:
      // Enter on an empty prompt opens the selected place, where a selection is shown.
      openSelection()
    case .text(let text):
      view.prompt.submit(text)
    case .number(let number, let text):
      if onList {
        view.prompt.text = ""
        locationsController?.openPlace(number: number)
      } else {
        view.prompt.submit(text)
      }
    case .locations:
      view.prompt.text = ""
      showLocations()
    case .back:
      view.prompt.text = ""
      if onList {
        view.noticeLabel.text = "Already on the list."
      } else {
        showLocations()
      }
    case .save:
      view.prompt.text = ""
      if onList {
        notice("Use :save on a weather screen.")
      } else if let place = (weatherController as? any LocationShowing)?.shownLocation {
        showLocations()
        locationsController?.addPlace(place)
      } else {
        notice("There is no place to save yet.")
      }
    case .open(let number):
      listOnly(line)?.openPlace(number: number)
    case .remove(let number):
      listOnly(line)?.removePlace(number: number)
    case .needsNumber(let name):
      notice("Usage: :\(name) N, where N is a place's number.")
    case .unknown(let command):
      notice("Unknown command: \(command)")
    }
    return true
  }

  /// The list's controller when the list is on show; otherwise says where the command works.
  private func listOnly(_ line: String) -> (any LocationsScreen)? {
    view.prompt.text = ""
    guard view === locationsView, let locationsController else {
      notice("Use \(line.trimmingCharacters(in: .whitespaces)) on the list (:locations).")
      return nil
    }
    return locationsController
  }

  // Only a notice on show is cleared, so that a line that shows none writes no label.
  private func clearNotice() {
    if !view.noticeLabel.text.isEmpty { view.noticeLabel.text = "" }
  }

  private func notice(_ text: String) {
    view.prompt.text = ""
    view.noticeLabel.text = text
  }

  /// Moves the list's selection (interactive mode's ↑ and ↓); does nothing elsewhere.
  ///
  /// - Parameter offset: -1 for up, 1 for down.
  public func moveSelection(by offset: Int) {
    guard view === locationsView else { return }
    locationsView?.moveSelection(by: offset)
  }

  /// Whether the list of saved places is on show.
  public var isShowingLocations: Bool { view === locationsView }

  /// Sets the width of every open screen's frames, and draws the one on show again.
  ///
  /// - Parameter columns: The new width.
  public func resize(toWidth columns: Int) {
    width = columns
    for screen in [locationsView, weatherView] { screen?.width = columns }
    view.width = columns
    view.setNeedsDisplay()
  }

  /// Enter on an empty prompt: on the list, opens the selected place.
  public func openSelection() {
    guard view === locationsView, let index = locationsView?.selectedIndex else { return }
    clearNotice()
    locationsController?.openPlace(number: index + 1)
  }

  /// Esc: from a weather screen, back to the list.
  public func goBack() {
    guard view !== locationsView else { return }
    view.prompt.text = ""
    showLocations()
  }

  /// Sends a line to the prompt and returns when that turn of the run loop is over.
  ///
  /// A line is one press of Enter, so it gets a turn of its own: the next line waits for
  /// the frame that this one drew and for the work that it made runnable. Answers that are
  /// already available land before the next line; answers that take time (latency, the
  /// network) may still be pending, and then the next line supersedes them.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  public func enter(_ line: String) async -> Bool {
    let goOn = submit(line)
    await ScreenSession.nextTurn()
    return goOn
  }

  /// Returns after everything that is queued on the main queue now has run.
  public static func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Whether no service call is in flight and no change waits to be updated or drawn.
  public var isIdle: Bool {
    activity.inFlight.isEmpty && !frameWaiting
  }

  /// Whether a change on any open screen, shown or kept behind, waits to be updated or drawn.
  private var frameWaiting: Bool {
    [view, locationsView, weatherView].contains { screen in
      guard let screen else { return false }
      return screen.needsUpdateProperties || screen.needsDisplay
    }
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
                frameWaiting: self.frameWaiting))
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
