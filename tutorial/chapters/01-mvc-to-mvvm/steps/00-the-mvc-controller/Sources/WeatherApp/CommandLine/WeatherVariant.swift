/// A variant of the weather screen that the package builds: its name and its executable's.
///
/// ``all`` is the one list of the variants, which the golden suite, the executables' tests,
/// side by side and the parity fuzzer take theirs from. Each variant's `Screens` value lives in
/// its own module, which this target cannot see: a target that sees those modules maps each
/// variant's ``id`` to it.
///
/// ```swift
/// let executables = WeatherVariant.all.map(\.executable)  // ["weather-mvc", …]
/// ```
public struct WeatherVariant: Hashable, Sendable, CustomStringConvertible {
  /// The variant's short name, such as "mvvm": side by side's `--variants` takes it.
  public var id: String
  /// The variant's name for people, such as "MVVM": side by side's header over its frame.
  public var title: String

  /// Every variant, in the order side by side draws them.
  public static let all = [
    // One a line: the tutorial's starter, which has only the MVC variant, leaves out the
    // others' lines (tutorial/starter).
    WeatherVariant(id: "mvc", title: "MVC"),
    WeatherVariant(id: "mvvm", title: "MVVM"),
  ]

  /// The variant of ``all`` whose id is `id`.
  ///
  /// - Parameter id: A variant's short name, such as "mvvm"; it must be one of ``all``'s.
  /// - Returns: The variant.
  public static func named(_ id: String) -> WeatherVariant {
    guard let variant = all.first(where: { $0.id == id }) else {
      preconditionFailure("no variant is named \(id)")
    }
    return variant
  }

  /// The executable that runs the variant alone, such as "weather-mvvm".
  public var executable: String { "weather-" + id }

  /// The executable's name, by which a test's arguments name the variant.
  public var description: String { executable }
}
