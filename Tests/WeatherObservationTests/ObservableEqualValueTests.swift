import Observation
import Testing

/// What the toolchain's `@Observable` does when a property is set to the value it already
/// holds. The view models, their comments, the tutorial and docs/box-compared.md all rely on
/// this answer: for an `Equatable` property an equal value tells no observer, as a `Box` of an
/// `Equatable` value skips it; for any other type every set tells them.
@MainActor
@Suite("@Observable and equal values")
struct ObservableEqualValueTests {
  /// A value that cannot be compared, so that the macro has nothing to skip by.
  struct Opaque {
    var text: String
  }

  @Observable
  @MainActor
  final class Screen {
    var name = "Paris, France"
    var opaque = Opaque(text: "Paris, France")
  }

  /// Whether a set made by `change` tells an observer that read `read` before it.
  func notifies<Value>(
    _ screen: Screen, reading read: @escaping (Screen) -> Value, _ change: (Screen) -> Void
  ) -> Bool {
    // Set by onChange, which runs synchronously inside the set that triggers it.
    nonisolated(unsafe) var changed = false
    withObservationTracking {
      _ = read(screen)
    } onChange: {
      changed = true
    }
    change(screen)
    return changed
  }

  @Test("setting an Equatable property to an equal value notifies no observer")
  func equalValueIsSkipped() {
    let screen = Screen()
    #expect(!notifies(screen, reading: \.name) { $0.name = "Paris, France" })
    #expect(screen.name == "Paris, France")
  }

  @Test("setting an Equatable property to a different value notifies its observer")
  func differentValueNotifies() {
    let screen = Screen()
    #expect(notifies(screen, reading: \.name) { $0.name = "Tokyo, Japan" })
  }

  @Test("a property whose type is not Equatable notifies on every set, an equal one included")
  func nonEquatableAlwaysNotifies() {
    let screen = Screen()
    #expect(notifies(screen, reading: \.opaque) { $0.opaque = Opaque(text: "Paris, France") })
  }
}
