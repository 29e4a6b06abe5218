import BoxBinding
import BoxBindingTestSupport
import Testing

@Suite("Derived boxes: map and combine")
struct BoxDerivedTests {
  @Test("map holds the transformed value and follows the source")
  func mapFollows() {
    let celsius = Box(20)
    let text = celsius.map { "\($0)°C" }
    let recorder = BoxRecorder(text)
    celsius.value = 21
    #expect(recorder.values == ["20°C", "21°C"])
  }

  @Test("map to an Equatable value skips a change that maps to the same value")
  func mapSkipsDuplicates() {
    let temperature = Box(20)
    let isWarm = temperature.map { $0 >= 20 }
    let recorder = BoxRecorder(isWarm)
    temperature.value = 25
    temperature.value = 10
    #expect(recorder.values == [true, false])
  }

  @Test("a mapped box bound straight away, without being stored, keeps working")
  func temporaryMappedBoxStaysConnected() {
    final class Label { var text = "" }
    let celsius = Box(20)
    let label = Label()
    celsius.map { "\($0)°C" }.bind(to: label) { label, text in label.text = text }
    celsius.value = 22
    #expect(label.text == "22°C")
  }

  @Test("a mapped box nobody holds or hears is dropped at the source's next change")
  func orphanIsDropped() {
    let celsius = Box(20)
    weak var weakDerived: Box<String>?
    var transforms = 0
    do {
      let derived = celsius.map { value -> String in
        transforms += 1
        return "\(value)"
      }
      weakDerived = derived
    }
    celsius.value = 21
    #expect(weakDerived == nil)
    celsius.value = 22
    #expect(transforms == 2)
  }

  @Test("a mapped box whose only listener's owner went is dropped too")
  func orphanAfterOwnerGoes() {
    final class Owner {}
    let celsius = Box(20)
    weak var weakDerived: Box<String>?
    do {
      let owner = Owner()
      let derived = celsius.map { "\($0)" }
      derived.bind(to: owner) { _, _ in }
      weakDerived = derived
    }
    #expect(weakDerived != nil)
    celsius.value = 21
    #expect(weakDerived == nil)
  }

  @Test("a mapped box does not keep its source alive, and keeps its last value")
  func derivedDoesNotRetainSource() {
    weak var weakSource: Box<Int>?
    let derived: Box<String>
    do {
      let source = Box(1)
      weakSource = source
      derived = source.map { "\($0)" }
      source.value = 2
    }
    #expect(weakSource == nil)
    #expect(derived.value == "2")
  }

  @Test("maps chain")
  func mapChain() {
    let celsius = Box(0)
    let label = celsius.map { Double($0) * 9 / 5 + 32 }.map { "\(Int($0))℉" }
    let recorder = BoxRecorder(label)
    celsius.value = 100
    #expect(recorder.values == ["32℉", "212℉"])
  }

  @Test("combine pairs two boxes and follows both")
  func combineFollowsBoth() {
    let city = Box("Paris")
    let units = Box("metric")
    let header = Box.combine(city, units)
    var seen: [String] = []
    header.bind { city, units in seen.append("\(city) \(units)") }
    city.value = "Rome"
    units.value = "imperial"
    units.value = "imperial"
    #expect(seen == ["Paris metric", "Rome metric", "Rome imperial"])
  }

  @Test("combine of non-Equatable values announces every change while it has a listener")
  func combineNonEquatable() {
    final class Image {}
    let image = Image()
    let icon = Box(image)
    let name = Box("c03d")
    var calls = 0
    do {
      let pair = Box.combine(icon, name)
      pair.observe { _ in calls += 1 }
      icon.value = image
      #expect(calls == 1)
    }
    icon.value = image
    name.value = "c04d"
    #expect(calls == 3)
  }

  @Test("a combined box nobody holds or hears is dropped once both sources changed")
  func combineOrphanIsDropped() {
    let city = Box("Paris")
    let units = Box("metric")
    weak var weakPair: Box<(String, String)>?
    do {
      weakPair = Box.combine(city, units)
    }
    city.value = "Rome"
    units.value = "imperial"
    #expect(weakPair == nil)
  }
}
