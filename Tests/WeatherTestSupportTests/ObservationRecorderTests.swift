import Observation
import Testing
import WeatherTestSupport

/// The recorder that the view model's tests stand on: if it missed or invented a value, their
/// whole-history assertions would prove nothing.
@MainActor
@Suite("ObservationRecorder")
struct ObservationRecorderTests {
  @Observable
  @MainActor
  final class Place {
    var name = "Loading…"
    var other = 0
  }

  @Test("it starts with the current value and records each change made in its own turn")
  func changesInTurns() async {
    let place = Place()
    let recorder = ObservationRecorder(place) { $0.name }
    place.name = "Paris, France"
    await MainQueue.nextTurn()
    place.name = "Loading…"
    await MainQueue.nextTurn()
    place.name = "Tokyo, Japan"
    await MainQueue.nextTurn()
    #expect(recorder.values == ["Loading…", "Paris, France", "Loading…", "Tokyo, Japan"])
    #expect(recorder.lastValue == "Tokyo, Japan")
  }

  @Test("a change is seen when the values are read, before its turn is over")
  func readWithinTheTurn() {
    let place = Place()
    let recorder = ObservationRecorder(place) { $0.name }
    place.name = "Paris, France"
    #expect(recorder.values == ["Loading…", "Paris, France"])
    place.name = "Tokyo, Japan"
    #expect(recorder.values == ["Loading…", "Paris, France", "Tokyo, Japan"])
  }

  @Test("changes within one turn are recorded once, with the last value")
  func coalescedWithinATurn() async {
    let place = Place()
    let recorder = ObservationRecorder(place) { $0.name }
    place.name = "Paris, France"
    place.name = "Tokyo, Japan"
    await MainQueue.nextTurn()
    #expect(recorder.values == ["Loading…", "Tokyo, Japan"])
  }

  @Test("setting the value a property holds, or another property, records nothing")
  func noChange() async {
    let place = Place()
    let recorder = ObservationRecorder(place) { $0.name }
    place.name = "Loading…"
    place.other = 1
    await MainQueue.nextTurn()
    #expect(recorder.values == ["Loading…"])
  }

  @Test("the recorder does not keep the object alive")
  func weakObject() async {
    var place: Place? = Place()
    weak let watched = place
    let recorder = ObservationRecorder(place!) { $0.name }
    place = nil
    #expect(watched == nil)
    #expect(recorder.values == ["Loading…"])
  }
}
