import Testing
import WeatherSideBySide
import WeatherTestSupport
import WeatherViews

@Suite("Parity verdict")
@MainActor
struct ParityTests {
  @Test("identical frames are identical")
  func identical() {
    let paris = frame(place: "Paris, France", summary: "Few clouds - 45℉")
    let verdict = ParityVerdict(
      titles: ["MVC", "MVVM", "Observation"], frames: [paris, paris, paris])
    #expect(verdict.isIdentical)
    #expect(verdict.description == "identical")
  }

  @Test("frames that differ name the first line that differs and who drew what")
  func differ() {
    let paris = frame(place: "Paris, France", summary: "Few clouds - 45℉")
    let loud = frame(place: "PARIS, FRANCE")
    let verdict = ParityVerdict(titles: ["MVC", "MVVM", "Loud"], frames: [paris, paris, loud])
    #expect(!verdict.isIdentical)
    #expect(
      verdict.description
        == #"differ at line 2: "Paris, France" (MVC, MVVM) vs "PARIS, FRANCE" (Loud)"#)
  }

  @Test("a frame with an extra line differs where the shorter one ends")
  func extraLine() {
    let plain = frame(place: "Paris, France")
    let failed = frame(place: "Paris, France", error: "Weather unavailable: timeout")
    let verdict = ParityVerdict(titles: ["MVC", "MVVM"], frames: [plain, failed])
    #expect(!verdict.isIdentical)
    #expect(verdict.description.hasPrefix("differ at line \(failed.errorLine! + 1): "))
    #expect(verdict.description.contains(#""! Weather unavailable: timeout" (MVVM)"#))
  }

  @Test("a variant that drew no frame differs")
  func missing() {
    let verdict = ParityVerdict(titles: ["MVC", "MVVM"], frames: [frame(place: "Paris"), nil])
    #expect(!verdict.isIdentical)
    #expect(verdict.description == "differ: no frame from MVVM")
  }

  @Test("MVC and MVVM agree on every update of a run")
  func realVariantsAgree() async throws {
    let run = try await runSideBySide(
      [.named("mvc"), .named("mvvm")], lines: ["Paris", "Atlantis", "Paris"])
    #expect(run.allIdentical)
    // The start and three changes draw "Loading…" and then an answer each.
    #expect(run.updates.count == 8)
    #expect(run.updates.allSatisfy { $0.verdict.isIdentical && !$0.frames.contains(nil) })
    #expect(run.updates[3].frames[0]?.lines[1].contains("Paris, France") == true)
  }

  @Test("a broken variant makes the run differ, at the update where it goes wrong")
  func brokenVariantDiffers() async throws {
    let run = try await runSideBySide([.named("mvc"), shouting], lines: ["Paris"])
    #expect(!run.allIdentical)
    // "Loading…" at the start is the same; then the name is in capitals; then "Loading…" for
    // Paris differs too, because MVC still shows Richmond's weather and the broken one never
    // showed any.
    #expect(run.updates.map(\.verdict.isIdentical) == [true, false, false, false])
    #expect(
      run.updates[1].verdict.description
        == #"differ at line 2: "Richmond, VA" (MVC) vs "RICHMOND, VA" (Shouting)"#)
  }
}
