/// The benchmarks' names, shared by the registrations and the ratios that read them.
enum Names {
  static let mvcShow = "MVC show (formatting + label writes)"
  static let mvvmShow = "MVVM show (formatting + box sets)"
  static let mvcLabels = "MVC label writes only"
  static let mvvmBoxes = "MVVM box sets only (binding alone)"
  static let observationShow = "Observation show (formatting + update pass)"
  static let declarativeShow = "Declarative show (formatting + flush)"

  static func boxSet(listeners: Int) -> String {
    "Box set, \(listeners) listener\(listeners == 1 ? "" : "s")"
  }
  static let boxSetScoped = "Box set, 1 owner-scoped listener"
  static let boxDuplicate = "Box set, duplicate skipped"
  static let boxBindUnbind = "Box bind + unbind"
  static let closure = "direct closure call"
  static let plainWrite = "plain property write"
  static let observation = "Observation tracked update"
  static let notificationCenter = "NotificationCenter post"
  /// The suffix of the contenders that write a plain object instead of a label.
  static let plainObject = " (plain object)"

  static func listenersPerBox(_ count: Int) -> String { "listeners per box: \(count)" }
  static func boundViews(_ count: Int) -> String { "bound views: \(count)" }

  static let boxMemory = "Box<String>"
  static let bindingMemory = "binding, bind(listener:)"
  static let scopedBindingMemory = "binding, bind(to:)"
  static let observableMemory = "@Observable object, 1 property"
  static let observerMemory = "NotificationCenter observer"

  static func listRefresh(_ variant: String, _ count: Int) -> String {
    "\(variant) list refresh, \(count) cells"
  }
  static func listOneCell(_ variant: String, of count: Int = 1_000) -> String {
    "\(variant) list, 1 of \(count) cells updated"
  }
  static func listOneAdded(_ variant: String) -> String {
    "\(variant) list, 1 place added to 1000 or removed"
  }
  /// A weather screen's update with its frame drawn.
  static func frame(_ variant: String) -> String {
    "\(variant) show + frame drawn"
  }
  /// A list of 1,000 places that shows `shown` of them, one shown place's weather changed and
  /// the frame drawn.
  static func listFrame(_ variant: String, shown: Int) -> String {
    "\(variant) list, 1 of 1000 cells updated + frame of \(shown) drawn"
  }
  static let cellViewModelMemory = "LocationCellViewModel (Box)"
  static let observableCellViewModelMemory = "LocationCellViewModel (@Observable)"
  static let boxViewModelMemory = "view model, MVVM with Box"
  static let observableViewModelMemory = "view model, MVVM with @Observable"
}

/// A time ratio of two benchmarks of one run, reported in the JSON's `ratios` object.
struct Ratio {
  /// The key in the JSON's `ratios` object.
  let key: String
  let numerator: String
  let denominator: String
  /// Nil for a ratio that is reported as a fact about the peers, not held to a target.
  let target: Target?

  static let all = [
    // A fact with a floor rather than a target: a set's own bookkeeping (the duplicate check,
    // the exclusive access to the state, the round) costs more than a closure call on its own
    // can; docs/benchmarks.md works the floor out.
    Ratio(
      key: "box_vs_closure", numerator: Names.boxSet(listeners: 1), denominator: Names.closure,
      target: nil),
    Ratio(
      key: "mvvm_vs_mvc", numerator: Names.mvvmShow, denominator: Names.mvcShow,
      target: .atMost(1.05)),
    Ratio(
      key: "observation_vs_box", numerator: Names.observation,
      denominator: Names.boxSet(listeners: 1), target: nil),
    Ratio(
      key: "notificationcenter_vs_box", numerator: Names.notificationCenter,
      denominator: Names.boxSet(listeners: 1), target: nil),
    Ratio(
      key: "dedup_vs_plain_write", numerator: Names.boxDuplicate, denominator: Names.plainWrite,
      target: .atMost(2)),
    Ratio(
      key: "list_mvvm_vs_mvc", numerator: Names.listOneCell("MVVM"),
      denominator: Names.listOneCell("MVC"), target: .atMost(1.35)),
    Ratio(
      key: "list_add_mvvm_vs_mvc", numerator: Names.listOneAdded("MVVM"),
      denominator: Names.listOneAdded("MVC"), target: .atMost(1.10)),
    // Observation tracks each cell's pass apart, so one cell's change costs one tracked pass:
    // a few times a direct write, and the same in a list of ten as in one of a thousand.
    Ratio(
      key: "list_observation_vs_mvc", numerator: Names.listOneCell("Observation"),
      denominator: Names.listOneCell("MVC"), target: .atMost(6)),
    Ratio(
      key: "list_observation_scaling", numerator: Names.listOneCell("Observation"),
      denominator: Names.listOneCell("Observation", of: 10), target: .atMost(1.25)),
    Ratio(
      key: "list_add_observation_vs_mvc", numerator: Names.listOneAdded("Observation"),
      denominator: Names.listOneAdded("MVC"), target: .atMost(1.3)),
    // The declarative list evaluates the changed cell's row in the host's flush: Observation's
    // tracked pass, and the body's evaluation on top of it.
    Ratio(
      key: "list_declarative_vs_mvc", numerator: Names.listOneCell("Declarative"),
      denominator: Names.listOneCell("MVC"), target: .atMost(8)),
    Ratio(
      key: "list_declarative_scaling", numerator: Names.listOneCell("Declarative"),
      denominator: Names.listOneCell("Declarative", of: 100), target: .atMost(1.25)),
    Ratio(
      key: "list_add_declarative_vs_mvc", numerator: Names.listOneAdded("Declarative"),
      denominator: Names.listOneAdded("MVC"), target: .atMost(1.5)),
    // The same updates with the frame drawn: what a user waits for. MVVM's and Observation's
    // are figures; the declarative variant lays its views out while it draws, which these
    // ratios hold to targets.
    Ratio(
      key: "frame_mvvm_vs_mvc", numerator: Names.frame("MVVM"), denominator: Names.frame("MVC"),
      target: nil),
    Ratio(
      key: "frame_observation_vs_mvc", numerator: Names.frame("Observation"),
      denominator: Names.frame("MVC"), target: nil),
    Ratio(
      key: "frame_declarative_vs_mvc", numerator: Names.frame("Declarative"),
      denominator: Names.frame("MVC"), target: .atMost(3)),
    Ratio(
      key: "list_frame_declarative_vs_mvc",
      numerator: Names.listFrame("Declarative", shown: BenchmarkSuite.visibleCells),
      denominator: Names.listFrame("MVC", shown: BenchmarkSuite.visibleCells), target: .atMost(8)),
    // Every cell's weather at once: a figure, not a target.
    Ratio(
      key: "list_reload_mvvm_vs_mvc", numerator: Names.listRefresh("MVVM", 1_000),
      denominator: Names.listRefresh("MVC", 1_000), target: nil),
    // What the choice of Observation costs a whole screen update; a figure, not a target.
    Ratio(
      key: "observation_screen_vs_mvc", numerator: Names.observationShow,
      denominator: Names.mvcShow, target: nil),
    Ratio(
      key: "declarative_screen_vs_mvc", numerator: Names.declarativeShow,
      denominator: Names.mvcShow, target: .atMost(2.5)),
  ]

  /// The JSON's `targets`: each ratio's target, as `{"at_most": 1.05}` or `{"at_least": 20}`;
  /// the ratios reported as facts have none.
  static var targets: [String: [String: Double]] {
    var targets: [String: [String: Double]] = [:]
    for ratio in all {
      targets[ratio.key] = ratio.target?.json
    }
    return targets
  }

  /// The median of the per-round ratios, or nil when either side was not run.
  ///
  /// Both sides belong to one group, so each round holds one sample of each, taken a few
  /// milliseconds apart: pairing them cancels a slow phase of the machine (another process,
  /// a frequency change) that hits both, where a ratio of two medians would not.
  func value(in measurements: [Measurement]) -> Double? {
    pairs(in: measurements).map { Measurement.quantile($0, 0.5) }
  }

  /// The 95% confidence interval of ``value(in:)`` from the order statistics of the pairs,
  /// or nil when either side was not run.
  func interval(in measurements: [Measurement]) -> (low: Double, high: Double)? {
    pairs(in: measurements).map { MedianInterval.bounds($0) }
  }

  /// The per-round ratios, sorted; a single ratio of the medians when the sides were sampled
  /// a different number of times.
  private func pairs(in measurements: [Measurement]) -> [Double]? {
    guard let top = measurements.first(where: { $0.benchmark.name == numerator }),
      let bottom = measurements.first(where: { $0.benchmark.name == denominator })
    else { return nil }
    guard top.rounds.count == bottom.rounds.count else { return [top.median / bottom.median] }
    return zip(top.rounds, bottom.rounds).map { $0 / $1 }.sorted()
  }

  /// Whether an interval is wider than ±3% of its median, too wide to judge a target by.
  static func isNoisy(_ value: Double, _ interval: (low: Double, high: Double)) -> Bool {
    max(value - interval.low, interval.high - value) > 0.03 * value
  }
}

/// One benchmark's median, reported under its own key in the JSON's `ratios` object, so that
/// a reader of the JSON finds the figures the ratios are built on.
struct Figure {
  /// The key in the JSON's `ratios` object.
  let key: String
  let benchmark: String

  static let all = [
    // A set of a box with one listener that writes a label: the cost a screen pays per output.
    Figure(key: "box_set_ns", benchmark: Names.boxSet(listeners: 1)),
    Figure(key: "box_create_release_ns", benchmark: Names.boxMemory),
  ]

  /// The benchmark's median in nanoseconds, or nil when it was not run.
  func value(in measurements: [Measurement]) -> Double? {
    measurements.first { $0.benchmark.name == benchmark }?.median
  }
}
