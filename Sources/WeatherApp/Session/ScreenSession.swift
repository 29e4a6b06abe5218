import Dispatch
import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// The app running: its screens, the one on show, the commands, and a record of unfinished work.
///
/// The list of saved places is the root screen; a weather screen is shown over it, and
/// `:back` (Esc) returns to the list, which keeps its cells. The app reads every line first:
/// commands (`:locations`, `:open N`, `:remove N`, `:save`, `:back`, `:q`) it handles itself,
/// and any other text goes to the prompt of the screen on show. The executables and the
/// in-process tests both drive the app through a session, so the golden frames come from the
/// same code path in both.
///
/// The session puts three parts together: `ScreenNavigation` keeps the screens and knows
/// which is on show, `CommandInterpreter` carries out each line entered, and
/// `IdleDetector` tells when every answer has arrived and been drawn.
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
  /// The footnote that every variant's frames carry while the weather is sample data.
  public nonisolated static let sampleWeatherNote = "Sample weather (offline)"
  private let navigation: ScreenNavigation
  private let idle: IdleDetector
  private let activity: ServiceActivity
  private let drawn: FrameCount
  private let firstScreen: WeatherOptions.ScreenChoice

  /// The screen on show.
  public var view: ScreenView { navigation.view }

  /// Whether the list marks its selection (interactive mode).
  public var showsSelection: Bool {
    get { navigation.showsSelection }
    set { navigation.showsSelection = newValue }
  }
  /// How many list cells fit on the terminal; every cell when `nil`.
  public var visibleCellCount: Int? {
    get { navigation.visibleCellCount }
    set { navigation.visibleCellCount = newValue }
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
    let activity = ServiceActivity()
    var tracked = environment
    tracked.geocoder = activity.track(environment.geocoder)
    tracked.weather = activity.track(environment.weather)
    // The session, not a controller, says where the weather comes from: it is a fact about
    // how the program was started, the same for every variant and every screen, like a
    // window's status bar.
    let navigation = ScreenNavigation(
      environment: tracked, footnote: environment.weatherIsSample ? Self.sampleWeatherNote : "",
      store: store, width: width, scheduler: scheduler, screens: screens)
    let idle = IdleDetector(activity: activity) { navigation.frameWaiting }
    let drawn = FrameCount()
    navigation.onFrame = { [weak idle] frame in
      drawn.value += 1
      onFrame(frame)
      idle?.scheduleCheck()
    }
    self.navigation = navigation
    self.idle = idle
    self.activity = activity
    self.drawn = drawn
    self.firstScreen = firstScreen
  }

  /// Shows the first screen, whose controller starts loading, and returns once the screen
  /// has settled from it, as ``enter(_:)`` does for a line: the first line then meets the
  /// same screen however soon it arrives.
  public func start() async {
    navigation.showFirst(firstScreen)
    await settle()
  }

  /// Shows a new weather screen over the list, replacing any weather screen on show.
  ///
  /// - Parameter makeScreen: Makes the screen, its view and its controller.
  public func showWeatherScreen(_ makeScreen: @escaping @MainActor (ScreenPlace) -> Screen) {
    navigation.showWeatherScreen(makeScreen)
  }

  /// Shows the list, making it the first time; the weather screen on show, if any, is closed.
  public func showLocations() {
    navigation.showLocations()
  }

  /// Reads a line as if it had been typed and entered: a command for the app, or text for
  /// the screen on show.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  public func submit(_ line: String) -> Bool {
    CommandInterpreter(navigation: navigation).submit(line)
  }

  /// Whether entering `line` quits (`:q`), known without entering it.
  ///
  /// - Parameter line: The text, untrimmed.
  package nonisolated static func asksToQuit(_ line: String) -> Bool {
    ScreenCommand(parsing: line) == .quit
  }

  /// Moves the list's selection (interactive mode's ↑ and ↓); does nothing elsewhere.
  ///
  /// - Parameter offset: -1 for up, 1 for down.
  public func moveSelection(by offset: Int) {
    navigation.moveSelection(by: offset)
  }

  /// Whether the list of saved places is on show.
  public var isShowingLocations: Bool { navigation.isShowingLocations }

  /// Sets the width of every open screen's frames, and draws the one on show again.
  ///
  /// - Parameter columns: The new width.
  public func resize(toWidth columns: Int) {
    navigation.resize(toWidth: columns)
  }

  /// Enter on an empty prompt: on the list, opens the selected place.
  public func openSelection() {
    navigation.openSelection()
  }

  /// Esc: from a weather screen, back to the list.
  public func goBack() {
    navigation.goBack()
  }

  /// Sends a line to the prompt and returns once the screen has settled from it.
  ///
  /// The work that the line made runnable has run and its frames are drawn (``settle()``) when
  /// this returns; answers that take time (latency, the network) may still be in flight. Plain
  /// mode decides whether the next line waits for them too (see `StandardInputLines`).
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  public func enter(_ line: String) async -> Bool {
    let goOn = submit(line)
    await settle()
    return goOn
  }

  /// Returns once nothing is runnable: no frame waits to be drawn, and two turns of the main
  /// queue passed with no service call begun and no frame drawn. Calls still in flight stay so.
  ///
  /// Two turns are enough for the reason that ``waitUntilIdle()`` gives: work starts in a task
  /// that is queued behind the turn that made it, and makes its first call before it suspends.
  public func settle() async {
    while true {
      let before = (activity.calls, drawn.value)
      await ScreenSession.nextTurn()
      await ScreenSession.nextTurn()
      if (activity.calls, drawn.value) == before && !navigation.frameWaiting { return }
    }
  }

  /// Returns after everything that is queued on the main queue now has run.
  public static func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Whether no service call is in flight and no change waits to be updated or drawn.
  public var isIdle: Bool { idle.isIdle }

  /// Whether a change waits to be updated or drawn.
  public var isFrameWaiting: Bool { navigation.frameWaiting }

  /// Returns once every pending service answer has arrived and its frame has been drawn.
  ///
  /// It has no deadline of its own: every service call ends by itself (the live clients time
  /// out, the offline latency is bounded), and plain mode waits here at the end of input.
  public func waitUntilIdle() async {
    try? await idle.wait(deadline: nil)
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
      try await idle.wait(deadline: seconds)
    } catch let timeout as IdleTimeout {
      throw timeout
    } catch {
      preconditionFailure("only IdleTimeout ends the wait early, not \(error)")
    }
  }
}

/// How many frames a session has drawn, shared with the closure that receives them.
@MainActor
private final class FrameCount {
  var value = 0
}
