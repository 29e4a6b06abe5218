import Testing
import WeatherViewModelSpec

/// The `@Observable` view models keep every case of the view models' spec.
@MainActor
@Test(
  "the @Observable view models keep the spec", arguments: ViewModelSpec<ObservationKind>.cases)
func observableViewModels(keep behaviour: SpecCase) async throws {
  try await behaviour.run()
}
