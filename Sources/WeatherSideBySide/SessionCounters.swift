import BoxBinding
import DeclarativeViews
import WeatherCore
import WeatherViews

/// What one session's variants did, as the objects that the session made count it: the label
/// writes and tracked changes of each of its screen views (``WeatherViews/ViewActivity``), the
/// body evaluations of each of its hosts of declared views, and the box sets and listener
/// calls that its own ``BoxBinding/BoxTap`` hears from the boxes created while it watches.
///
/// Nothing else in the process adds to these counts, so two sessions in one process, such as
/// tests that run in parallel, count apart.
@MainActor
final class SessionCounters {
  /// The tap that the session's boxes report to: the ledger runs the variants' code inside it.
  let tap: BoxTap
  private let boxes: Locked<(sets: Int, calls: Int)>
  // Each screen view's counters, kept after the view is gone, so that what it counted to the
  // last stays counted.
  private var screens: [ViewActivity] = []
  // The hosts, weakly, each with its count when last read: a host that is gone keeps that.
  private var hosts: [HostReading] = []

  /// Creates counters at zero.
  init() {
    let boxes = Locked((sets: 0, calls: 0))
    self.boxes = boxes
    tap = BoxTap { event, _ in
      boxes.withLock {
        switch event {
        case .set: $0.sets += 1
        case .call: $0.calls += 1
        }
      }
    }
  }

  /// Counts what is done to `view`'s screen from now on; counting it again changes nothing.
  ///
  /// - Parameter view: A screen view that a variant shows.
  func count(_ view: ScreenView) {
    if !screens.contains(where: { $0 === view.activity }) { screens.append(view.activity) }
  }

  /// Counts the bodies that `controller` evaluates, if it is a host of declared views.
  ///
  /// - Parameter controller: A screen's controller, as its variant made it.
  func count(_ controller: AnyObject) {
    guard let host = controller as? any EvaluatingBodies,
      !hosts.contains(where: { $0.host === host })
    else { return }
    hosts.append(HostReading(host))
  }

  /// Everything counted so far.
  func totals() -> UpdateCounts {
    let boxes = boxes.withLock { $0 }
    return UpdateCounts(
      labelWrites: screens.reduce(0) { $0 + $1.labelWrites }, boxSets: boxes.sets,
      listenerCalls: boxes.calls, trackedChanges: screens.reduce(0) { $0 + $1.trackedChanges },
      bodyEvaluations: hosts.reduce(0) { $0 + $1.read().bodies },
      layoutPasses: hosts.reduce(0) { $0 + $1.read().layouts })
  }
}

/// A host of declared views, whatever its root view: what the counters read of it.
@MainActor
protocol EvaluatingBodies: AnyObject {
  /// The bodies that the host has evaluated so far.
  var bodyEvaluations: Int { get }
  /// The layouts of its declared views that the host has made so far.
  var layoutPasses: Int { get }
}

extension HostingController: EvaluatingBodies {}

/// A host, held weakly, and its counts of body evaluations and layouts when last read.
@MainActor
private final class HostReading {
  weak var host: (any EvaluatingBodies)?
  private var counts = (bodies: 0, layouts: 0)

  init(_ host: any EvaluatingBodies) { self.host = host }

  /// The host's counts now, or the last ones read if it is gone.
  func read() -> (bodies: Int, layouts: Int) {
    if let host { counts = (host.bodyEvaluations, host.layoutPasses) }
    return counts
  }
}
