import WeatherApp
import WeatherDeclarative
import WeatherMVC
import WeatherMVVM
import WeatherObservation
import WeatherScreens

/// One variant of the screen as the side-by-side runner hosts it: its name, what its status
/// shows, and how to make its controllers.
///
/// ```swift
/// let variants = try SideBySideVariant.parseList("mvc,mvvm")
/// ```
public struct SideBySideVariant: Sendable {
  /// The name used in `--variants`, such as "mvvm".
  public var id: String
  /// The header above its frame, such as "MVVM".
  public var title: String
  /// The counters that its status shows, in order.
  public var counters: [UpdateCounts.Counter]
  /// Makes the variant's controllers for the shared views.
  public var screens: Screens

  /// Describes a variant.
  ///
  /// - Parameters:
  ///   - id: The name used in `--variants`.
  ///   - title: The header above its frame.
  ///   - counters: The counters that its status shows.
  ///   - screens: Makes the variant's controllers.
  public init(id: String, title: String, counters: [UpdateCounts.Counter], screens: Screens) {
    self.id = id
    self.title = title
    self.counters = counters
    self.screens = screens
  }

  /// Describes a variant that brings its own weather screen and shows the list as MVC does.
  ///
  /// - Parameters:
  ///   - id: The name used in `--variants`.
  ///   - title: The header above its frame.
  ///   - counters: The counters that its status shows.
  ///   - makeController: Makes the variant's weather screen controller.
  public init(
    id: String, title: String, counters: [UpdateCounts.Counter],
    makeController: @escaping ControllerFactory
  ) {
    self.init(
      id: id, title: title, counters: counters,
      screens: Screens(
        weather: { place, environment in
          Screen(weather: place) { makeController($0, environment) }
        },
        places: Screens.mvc.locations))
  }

  /// What side by side adds to each variant of ``WeatherApp/WeatherVariant/all``, by its id:
  /// the counters that its status shows and its controllers, from its module.
  private static let hosting: [String: (counters: [UpdateCounts.Counter], screens: Screens)] = [
    // Controller-centric MVC: the controller writes every label.
    "mvc": ([.labelWrites], .mvc),
    // MVVM: the view model's boxes, bound to the labels by the controller.
    "mvvm": ([.labelWrites, .boxSets, .listenerCalls], .mvvm),
    // MVVM with Observation: the display cycle runs the controller's `updateProperties()` again
    // when something it read changes.
    "observation": ([.labelWrites, .trackedChanges], .observation),
    // Declared views over the Observation view models: the layer evaluates again the body of
    // each declared view that read what changed.
    "declarative": ([.bodyEvaluations, .layoutPasses], .declarative),
  ]

  /// Describes a variant of the package as side by side hosts it.
  ///
  /// - Parameter variant: A variant of ``WeatherApp/WeatherVariant/all``.
  public init(_ variant: WeatherVariant) {
    guard let hosted = Self.hosting[variant.id] else {
      preconditionFailure("side by side does not host \(variant.id)")
    }
    self.init(
      id: variant.id, title: variant.title, counters: hosted.counters, screens: hosted.screens)
  }

  /// Every variant that exists, in the order they are drawn.
  public static let all = WeatherVariant.all.map(SideBySideVariant.init)

  /// The variant named `id` in `--variants`, such as "mvvm", as side by side hosts it.
  ///
  /// - Parameter id: The variant's short name; it must be one of ``all``'s.
  /// - Returns: The variant.
  public static func named(_ id: String) -> SideBySideVariant {
    SideBySideVariant(WeatherVariant.named(id))
  }

  /// Reads a `--variants` list: names from ``all``, comma-separated, in the order given.
  ///
  /// - Parameter text: Such as "mvc,mvvm".
  /// - Returns: The variants named.
  /// - Throws: ``UsageError`` for an unknown name, a repeated name or an empty list.
  public static func parseList(_ text: String) throws(UsageError) -> [SideBySideVariant] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let known = all.map(\.id).joined(separator: ", ")
    var chosen: [SideBySideVariant] = []
    for name in names {
      guard let variant = all.first(where: { $0.id == name }) else {
        throw UsageError("--variants takes names from \(known), not '\(name)'")
      }
      guard !chosen.contains(where: { $0.id == name }) else {
        throw UsageError("--variants names '\(name)' twice")
      }
      chosen.append(variant)
    }
    return chosen
  }
}
