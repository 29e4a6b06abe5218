import BoxBinding
import DeclarativeViews
import Dispatch
import WeatherApp
import WeatherCore
import WeatherScreens
import WeatherViews

/// Books what the session's screens, hosts and boxes count to the variant that did it, and
/// times each variant's controller and view model.
///
/// The counters are the session's own (``SessionCounters``): the ledger counts each screen
/// view and controller that a variant makes, and runs the variants' code inside the session's
/// ``BoxBinding/BoxTap``. Their totals cover every variant, so the ledger reads them whenever
/// control passes from one variant to another and books the difference to the one that had
/// control. It sees every moment a variant gets control, because the runner hands it out:
/// loading and typed lines (the runner calls the controller), service answers (each variant's
/// services are wrapped here) and the display cycle (each view's scheduler is wrapped here).
/// Everything on the main queue runs one job at a time, so control ends at the latest when the
/// job that took it ends: a marker queued behind that job closes it.
///
/// The time booked runs from each of those moments until control passes on. It leaves out the
/// services' own time and the display cycle's, except the controller's `updateProperties()`
/// that the cycle runs (the controller is wrapped here too).
@MainActor
final class ActivityLedger {
  /// The session's counters, which the ledger's wrappers feed.
  let counters: SessionCounters
  private let totals: @MainActor () -> UpdateCounts
  private var tallies: [UpdateCounts]
  private var booked: UpdateCounts
  private var holder: Int?
  private var timedSince: ContinuousClock.Instant?
  private var closePending = false

  /// Creates a ledger for `variants` variants.
  ///
  /// - Parameters:
  ///   - variants: How many variants share the session.
  ///   - totals: Reads the counters; the session's own (``counters``) unless a test gives its
  ///     own.
  init(variants: Int, totals: (@MainActor () -> UpdateCounts)? = nil) {
    let counters = SessionCounters()
    self.counters = counters
    self.totals = totals ?? counters.totals
    tallies = Array(repeating: UpdateCounts(), count: variants)
    booked = self.totals()
  }

  /// Gives control to a variant: what is counted from now on is booked to it.
  ///
  /// - Parameters:
  ///   - variant: The variant's index.
  ///   - timed: Whether its controller runs now (and is timed), rather than the view layer.
  func enter(_ variant: Int, timed: Bool) {
    book()
    holder = variant
    timedSince = timed ? .now : nil
    if !closePending {
      closePending = true
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.closePending = false
          self.close()
        }
      }
    }
  }

  /// Takes control back: nothing counted from now on is booked to a variant.
  func close() {
    book()
    holder = nil
    timedSince = nil
  }

  /// Returns what a variant did since the last time this was asked, and starts over.
  ///
  /// - Parameter variant: The variant's index.
  /// - Returns: Its counts and time.
  func take(_ variant: Int) -> UpdateCounts {
    book()
    defer { tallies[variant] = UpdateCounts() }
    return tallies[variant]
  }

  private func book() {
    let now = totals()
    if let holder {
      tallies[holder] = tallies[holder] + (now - booked)
      if let since = timedSince {
        let instant = ContinuousClock.now
        tallies[holder].time += instant - since
        timedSince = instant
      }
    }
    booked = now
  }

  /// The variant's screens, made so that the ledger counts and times them: each screen view
  /// and controller is counted, the boxes made while a controller is made report to the
  /// session's tap, the services and controllers are wrapped as below, and so is the navigator
  /// that the list opens a place's weather screen with.
  ///
  /// - Parameters:
  ///   - screens: The variant's own screens.
  ///   - variant: The variant's index.
  /// - Returns: The same screens, watched.
  func watch(_ screens: Screens, for variant: Int) -> Screens {
    Screens(
      weather: { place, services in
        let made = self.make { screens.weather(place, self.watch(services, for: variant)) }
        return Screen(view: made.view, controller: self.watch(made.controller, for: variant))
      },
      places: { place, services, store, navigator in
        let watchedNavigator = WatchedNavigator(navigator: navigator, ledger: self)
        let made = self.makeList {
          screens.locations(place, self.watch(services, for: variant), store, watchedNavigator)
        }
        let controller = WatchedLocationsController(
          controller: made.controller, ledger: self, variant: variant,
          navigator: watchedNavigator)
        return PlacesScreenParts(view: made.view, controller: controller, selection: made.selection)
      })
  }

  /// Makes a screen with the session's tap watching, and counts the screen's view and its
  /// controller.
  fileprivate func make(_ makeScreen: () -> Screen) -> Screen {
    let screen = counters.tap.watch(makeScreen)
    counters.count(screen.view)
    counters.count(screen.controller as AnyObject)
    return screen
  }

  /// Makes the list's screen with the session's tap watching, and counts its view and its
  /// controller.
  fileprivate func makeList(_ makeScreen: () -> PlacesScreenParts) -> PlacesScreenParts {
    let screen = counters.tap.watch(makeScreen)
    counters.count(screen.view)
    counters.count(screen.controller as AnyObject)
    return screen
  }

  /// The variant's services, wrapped so that a call gives control to the view layer's side
  /// (untimed) and its answer gives it back to the variant.
  ///
  /// - Parameters:
  ///   - environment: The variant's own services.
  ///   - variant: The variant's index.
  /// - Returns: The same services, watched.
  func watch(_ environment: WeatherEnvironment, for variant: Int) -> WeatherEnvironment {
    var watched = environment
    let geocoder = environment.geocoder
    let weather = environment.weather
    watched.geocoder = GeocoderClient { text in
      await self.enter(variant, timed: false)
      do {
        let places = try await geocoder.search(text)
        await self.enter(variant, timed: true)
        return places
      } catch {
        await self.enter(variant, timed: true)
        throw error
      }
    }
    watched.weather = WeatherClient(
      current: { location, units in
        try await self.timing(variant) { try await weather.current(location, units) }
      },
      report: { location, units in
        try await self.timing(variant) { try await weather.report(location, units) }
      })
    return watched
  }

  /// Makes a service call for `variant`, whose answer, or failure, is timed from then on.
  private func timing<Answer>(
    _ variant: Int, _ call: @MainActor () async throws -> Answer
  ) async throws -> Answer {
    enter(variant, timed: false)
    do {
      let answer = try await call()
      enter(variant, timed: true)
      return answer
    } catch {
      enter(variant, timed: true)
      throw error
    }
  }

  /// The variant's controller, wrapped so that its `updateProperties()`, which the display
  /// cycle runs, is timed.
  ///
  /// - Parameters:
  ///   - controller: The variant's controller.
  ///   - variant: The variant's index.
  /// - Returns: A controller that forwards to it.
  func watch(_ controller: any ViewController, for variant: Int) -> any ViewController {
    WatchedController(controller: controller, ledger: self, variant: variant)
  }

  /// A display cycle for the variant's view: like ``DisplayScheduler/mainQueue``, and each
  /// draw is booked to the variant.
  ///
  /// - Parameter variant: The variant's index.
  /// - Returns: The scheduler.
  func scheduler(for variant: Int) -> DisplayScheduler {
    DisplayScheduler { draw in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.enter(variant, timed: false)
          self.counters.tap.watch(draw)
        }
      }
    }
  }
}

/// Forwards to a variant's controller and tells the ledger when its `updateProperties()` runs.
@MainActor
private class WatchedController: ViewController, LocationShowing {
  let controller: any ViewController
  let ledger: ActivityLedger
  let variant: Int

  init(controller: any ViewController, ledger: ActivityLedger, variant: Int) {
    self.controller = controller
    self.ledger = ledger
    self.variant = variant
  }

  func viewDidLoad() {
    ledger.counters.tap.watch(controller.viewDidLoad)
  }

  func updateProperties() {
    ledger.enter(variant, timed: true)
    controller.updateProperties()
    ledger.enter(variant, timed: false)
  }

  /// The place that the variant's weather screen shows, for `:save`.
  var shownLocation: Location? { (controller as? any LocationShowing)?.shownLocation }
}

/// Forwards to a variant's list controller, and tells the ledger when the app's commands and
/// its `updateProperties()` run.
@MainActor
private final class WatchedLocationsController: WatchedController, LocationsScreen {
  private let list: any ViewController & LocationsScreen
  // Kept here: the list holds its navigator weakly.
  private let navigator: WatchedNavigator

  init(
    controller: any ViewController & LocationsScreen, ledger: ActivityLedger, variant: Int,
    navigator: WatchedNavigator
  ) {
    list = controller
    self.navigator = navigator
    super.init(controller: controller, ledger: ledger, variant: variant)
  }

  func openPlace(number: Int) {
    ledger.enter(variant, timed: true)
    list.openPlace(number: number)
  }

  func removePlace(number: Int) {
    ledger.enter(variant, timed: true)
    list.removePlace(number: number)
  }

  func addPlace(_ location: Location) {
    ledger.enter(variant, timed: true)
    list.addPlace(location)
  }
}

/// Forwards to the app's navigator, so that the ledger counts each weather screen that a list
/// opens, and its controller, and the boxes made meanwhile report to the session's tap.
@MainActor
private final class WatchedNavigator: Navigator {
  // Weakly, as the list holds it: the app owns the navigator, and owns the list.
  private weak var navigator: (any Navigator)?
  private let ledger: ActivityLedger

  init(navigator: any Navigator, ledger: ActivityLedger) {
    self.navigator = navigator
    self.ledger = ledger
  }

  func showWeatherScreen(_ makeScreen: @escaping @MainActor (ScreenPlace) -> Screen) {
    ledger.counters.tap.watch {
      navigator?.showWeatherScreen { [ledger] place in ledger.make { makeScreen(place) } }
    }
  }
}
