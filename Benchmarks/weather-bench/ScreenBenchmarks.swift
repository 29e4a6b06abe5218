import BoxBinding
import DeclarativeViews
import WeatherCore
import WeatherDeclarative
@_spi(Benchmarking) import WeatherMVC
@_spi(Benchmarking) import WeatherMVVM
@_spi(Benchmarking) import WeatherMVVMViewModels
@_spi(Benchmarking) import WeatherObservation
@_spi(Benchmarking) import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The text of every label for one weather result, read off a screen that showed it.
struct ScreenTexts {
  let date: String
  let summary: String
  let forecastSummary: String
  let feelsLike: String
  let minMax: String
  let wind: String

  /// The texts of both fixture reports' current conditions, as the MVC controller formats
  /// them.
  @MainActor
  static let fixtures: [ScreenTexts] = {
    let view = Fixtures.makeView()
    let controller = WeatherMVC.WeatherViewController(
      view: view, environment: Fixtures.environment)
    let labels = view.currentConditionsView
    return Fixtures.reports.map { report in
      controller.benchmarkShow(report, at: Fixtures.location)
      return ScreenTexts(
        date: labels.dateLabel.text,
        summary: labels.summaryLabel.text, forecastSummary: labels.forecastSummaryLabel.text,
        feelsLike: labels.feelsLikeLabel.text, minMax: labels.minMaxLabel.text,
        wind: labels.windLabel.text)
    }
  }()
}

/// What every variant does with a report: the benchmark's way into each of them.
@MainActor
protocol ShowsWeather: AnyObject {
  func benchmarkShow(_ report: WeatherReport, at location: Location)
}

extension WeatherMVC.WeatherViewController: ShowsWeather {}
extension WeatherMVVMViewModels.WeatherViewModel: ShowsWeather {}

/// The Observation variant's screen update: the view model publishes the result, then the
/// display cycle's update pass, which the main queue would run at the end of the turn, reads
/// it into the labels. MVC and MVVM write their labels inside `benchmarkShow(_:at:)`; here the
/// writes happen in the pass, so the pass is part of the update. Drawing is left out, as for the
/// others.
@MainActor
final class ObservationScreen: ShowsWeather {
  let view: WeatherView
  let viewModel: WeatherObservationViewModels.WeatherViewModel

  init(view: WeatherView, viewModel: WeatherObservationViewModels.WeatherViewModel) {
    self.view = view
    self.viewModel = viewModel
  }

  func benchmarkShow(_ report: WeatherReport, at location: Location) {
    viewModel.benchmarkShow(report, at: location)
    view.updatePropertiesIfNeeded()
  }
}

/// The declarative variant's screen update: the view model publishes the result, then the
/// display cycle's update pass runs the host's flush, which evaluates the bodies that read what
/// changed, as the Observation controller's pass writes its labels. The host draws a screen of
/// its own, which lays the bodies out only when a frame is drawn, so the pass alone leaves
/// layout and drawing out, as the others' passes do.
@MainActor
final class DeclarativeScreen: ShowsWeather {
  let view: ScreenView
  let host: HostingController<WeatherScreen>

  init(host: HostingController<WeatherScreen>) {
    guard let view = host.screen else { preconditionFailure("a host made with a width draws") }
    self.view = view
    self.host = host
  }

  func benchmarkShow(_ report: WeatherReport, at location: Location) {
    host.rootView.viewModel.benchmarkShow(report, at: location)
    view.updatePropertiesIfNeeded()
  }
}

extension BenchmarkSuite {
  /// Section 2.1: one report applied to the screen (the current conditions and the rows of the
  /// forecast), MVC against MVVM with Box, MVVM with Observation and declared views, with the
  /// formatting; MVC
  /// and MVVM also with the binding part alone, for the current conditions' labels.
  mutating func addScreenBenchmarks() {
    add(group: "screen", name: Names.mvcShow) {
      let (view, controller) = Self.mvcScreen()
      return Self.showing(on: controller, keeping: view)
    }
    add(group: "screen", name: Names.mvvmShow) {
      let (view, viewModel) = Self.mvvmScreen()
      return Self.showing(on: viewModel, keeping: view)
    }
    add(group: "screen", name: Names.observationShow) {
      let screen = Self.observationScreen()
      return Self.showing(on: screen, keeping: screen.view)
    }
    add(group: "screen", name: Names.declarativeShow) {
      let screen = Self.declarativeScreen()
      return Self.showing(on: screen, keeping: screen.view)
    }
    // The same writes without the formatters: the MVC controller's assignments against the
    // view model's box sets and the controller's bindings, with precomputed texts. The icon is
    // left out of both: turning its id into a picture (`Image(named:)`, the same call on both
    // sides) costs about 40 times all the rest and would hide the binding.
    add(group: "screen", name: Names.mvcLabels) {
      let (view, _) = Self.mvcScreen()
      let labels = view.currentConditionsView
      let texts = opaque(ScreenTexts.fixtures)
      return { iterations in
        for index in 0..<iterations {
          let text = texts[index & 1]
          labels.dateLabel.text = text.date
          labels.summaryLabel.text = text.summary
          labels.forecastSummaryLabel.text = text.forecastSummary
          labels.feelsLikeLabel.text = text.feelsLike
          labels.minMaxLabel.text = text.minMax
          labels.windLabel.text = text.wind
        }
        blackHole(view)
      }
    }
    add(group: "screen", name: Names.mvvmBoxes) {
      let (view, boxes) = Self.boundBoxes()
      let texts = opaque(ScreenTexts.fixtures)
      return { iterations in
        for index in 0..<iterations {
          let text = texts[index & 1]
          boxes.date.value = text.date
          boxes.summary.value = text.summary
          boxes.forecastSummary.value = text.forecastSummary
          boxes.feelsLike.value = text.feelsLike
          boxes.minMax.value = text.minMax
          boxes.wind.value = text.wind
        }
        blackHole(view)
      }
    }
  }

  /// One report applied to the screen and the frame drawn, in every variant: what the
  /// screen benchmarks above measure, with the drawing (and the declared views' layout, which
  /// happens while drawing) on top.
  mutating func addFrameBenchmarks() {
    add(group: "frame", name: Names.frame("MVC")) {
      let (view, controller) = Self.mvcScreen()
      return Self.drawingReports(on: controller, view: view, keeping: controller)
    }
    add(group: "frame", name: Names.frame("MVVM")) {
      let (view, viewModel) = Self.mvvmScreen()
      return Self.drawingReports(on: viewModel, view: view, keeping: viewModel)
    }
    add(group: "frame", name: Names.frame("Observation")) {
      let screen = Self.observationScreen()
      return Self.drawingReports(on: screen, view: screen.view, keeping: screen)
    }
    add(group: "frame", name: Names.frame("Declarative")) {
      let screen = Self.declarativeScreen()
      return Self.drawingReports(on: screen, view: screen.view, keeping: screen)
    }
  }

  /// The loop of the frame benchmarks: apply the other of the two reports, then draw.
  private static func drawingReports(
    on screen: some ShowsWeather, view: ScreenView, keeping owner: AnyObject
  ) -> BenchmarkBody {
    let reports = opaque(Fixtures.reports)
    let location = opaque(Fixtures.location)
    screen.benchmarkShow(reports[1], at: location)
    return drawing(on: view, keeping: owner) { iteration in
      screen.benchmarkShow(reports[iteration & 1], at: location)
    }
  }

  /// Six boxes bound to a view's labels as the MVVM controller binds its view model's
  /// outputs: each for the lifetime of an owner that holds the view. The view model's own boxes
  /// cannot be set from outside, so the benchmark binds boxes of its own the same way.
  private static func boundBoxes() -> (WeatherView, ScreenBoxes) {
    let view = Fixtures.makeView()
    let owner = ViewOwner(view: view)
    let boxes = ScreenBoxes()
    boxes.date.bind(to: owner) { $0.view.currentConditionsView.dateLabel.text = $1 }
    boxes.summary.bind(to: owner) { $0.view.currentConditionsView.summaryLabel.text = $1 }
    boxes.forecastSummary.bind(to: owner) {
      $0.view.currentConditionsView.forecastSummaryLabel.text = $1
    }
    boxes.feelsLike.bind(to: owner) { $0.view.currentConditionsView.feelsLikeLabel.text = $1 }
    boxes.minMax.bind(to: owner) { $0.view.currentConditionsView.minMaxLabel.text = $1 }
    boxes.wind.bind(to: owner) { $0.view.currentConditionsView.windLabel.text = $1 }
    Self.keepAlive.append(owner)
    return (view, boxes)
  }

  /// The loop of both screen updates: apply the other of the two reports.
  ///
  /// Generic, so it is specialized for each variant and calls its `benchmarkShow(_:at:)`
  /// directly.
  private static func showing<Screen: ShowsWeather>(
    on screen: Screen, keeping view: ScreenView
  ) -> BenchmarkBody {
    let reports = opaque(Fixtures.reports)
    let location = opaque(Fixtures.location)
    screen.benchmarkShow(reports[1], at: location)
    return { iterations in
      for index in 0..<iterations { screen.benchmarkShow(reports[index & 1], at: location) }
      blackHole(view)
    }
  }

  /// An MVC screen whose controller has loaded.
  private static func mvcScreen() -> (WeatherView, WeatherMVC.WeatherViewController) {
    let view = Fixtures.makeView()
    let controller = WeatherMVC.WeatherViewController(
      view: view, environment: Fixtures.environment)
    controller.viewDidLoad()
    return (view, controller)
  }

  /// An MVVM screen whose controller has loaded, so its own bindings connect the view model
  /// to the view; the benchmark drives the view model.
  private static func mvvmScreen() -> (WeatherView, WeatherMVVMViewModels.WeatherViewModel) {
    let view = Fixtures.makeView()
    let controller = WeatherMVVM.WeatherViewController(
      view: view, environment: Fixtures.environment)
    controller.viewDidLoad()
    // The bindings are scoped to the controller, so it must outlive every sample.
    Self.keepAlive.append(controller)
    return (view, controller.benchmarkViewModel)
  }

  /// An Observation screen whose controller is the view's and has loaded, after the first
  /// pass, so the view tracks what its `updateProperties()` read; the benchmark drives the
  /// view model.
  private static func observationScreen() -> ObservationScreen {
    let view = Fixtures.makeView()
    let controller = WeatherObservation.WeatherViewController(
      view: view, environment: Fixtures.environment)
    view.viewController = controller
    controller.viewDidLoad()
    view.updatePropertiesIfNeeded()
    // The view holds its controller weakly, as UIKit's does, so it must outlive every sample.
    Self.keepAlive.append(controller)
    return ObservationScreen(view: view, viewModel: controller.benchmarkViewModel)
  }

  /// A declarative screen whose host has evaluated its bodies once, as the app's first pass
  /// does, so each body tracks what it read; the benchmark drives the view model.
  private static func declarativeScreen() -> DeclarativeScreen {
    let host = HostingController(
      rootView: WeatherScreen(environment: Fixtures.environment), width: WeatherView.defaultWidth,
      scheduler: .manual, promptTitle: ScreenWording.weatherPrompt)
    host.viewDidLoad()
    let screen = DeclarativeScreen(host: host)
    screen.view.updatePropertiesIfNeeded()
    // The screen holds its host weakly, as it holds any controller.
    Self.keepAlive.append(host)
    return screen
  }

  /// Controllers that own bindings, or are tracked, under measurement.
  private static var keepAlive: [AnyObject] = []
}

/// The boxes of the screen's six text outputs that a weather result changes.
@MainActor
final class ScreenBoxes {
  let date = Box("")
  let summary = Box("")
  let forecastSummary = Box("")
  let feelsLike = Box("")
  let minMax = Box("")
  let wind = Box("")
}

/// Stands in for the MVVM controller as the owner of the bindings of `boundBoxes()`.
@MainActor
final class ViewOwner {
  let view: WeatherView
  init(view: WeatherView) { self.view = view }
}
