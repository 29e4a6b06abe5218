import Testing
import WeatherViewModelSpec

/// The Box view models keep every case of the view models' spec.
@MainActor
@Test("the Box view models keep the spec", arguments: ViewModelSpec<BoxKind>.cases)
func boxViewModels(keep behaviour: SpecCase) async throws {
  try await behaviour.run()
}
