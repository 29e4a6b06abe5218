import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

@testable import WeatherSideBySide

// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Counters", .timeLimit(.minutes(20)))
struct CounterTests {
  /// Counters that a test sets by hand, in place of the session's.
  @MainActor
  final class Totals {
    var value = UpdateCounts()
  }

  @Test("what is counted is booked to the variant that has control, until its job ends")
  @MainActor
  func booking() async {
    let totals = Totals()
    let ledger = ActivityLedger(variants: 2) { totals.value }
    ledger.enter(0, timed: false)
    totals.value.labelWrites += 3
    ledger.enter(1, timed: false)
    totals.value.labelWrites += 2
    totals.value.boxSets += 1
    #expect(ledger.take(0) == UpdateCounts(labelWrites: 3))
    // The job that gave control ends; what happens after it belongs to no variant.
    await ScreenSession.nextTurn()
    totals.value.labelWrites += 100
    ledger.enter(1, timed: false)
    totals.value.listenerCalls += 4
    #expect(ledger.take(1) == UpdateCounts(labelWrites: 2, boxSets: 1, listenerCalls: 4))
    #expect(ledger.take(1) == UpdateCounts())
    #expect(ledger.take(0) == UpdateCounts())
  }

  @Test("only timed control is timed")
  @MainActor
  func timing() {
    let ledger = ActivityLedger(variants: 1) { UpdateCounts() }
    ledger.enter(0, timed: false)
    #expect(ledger.take(0).time == .zero)
    ledger.enter(0, timed: true)
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .microseconds(50) {}
    #expect(ledger.take(0).time > .zero)
  }

  @Test("two sessions in one process count apart, each as it counts alone")
  @MainActor
  func sessionsCountApart() async throws {
    let alone = try await runSideBySide(SideBySideVariant.all, lines: ["Paris"])
    // Both on the main actor, their jobs interleave: each counts while the other runs.
    async let first = runSideBySide(SideBySideVariant.all, lines: ["Paris"])
    async let second = runSideBySide(SideBySideVariant.all, lines: ["Paris"])
    let together = try await [first, second]

    let counted = { (run: [SideBySideUpdate]) in
      run.map { update in
        update.counts.map { counts in UpdateCounts.Counter.allCases.map { counts[$0] } }
      }
    }
    #expect(counted(alone.updates).count == 4)
    for run in together { #expect(counted(run.updates) == counted(alone.updates)) }
  }

  /// The counts in the status lines of a plain run of every variant, for "Paris" after the
  /// default address.
  ///
  /// The figures follow from the controllers' code. The screen has 29 views that count their
  /// writes: the name, the seven of the current conditions (date, icon and five lines), the
  /// forecast's message, and four a row (day, glyph, condition, temperatures) in five rows;
  /// the error line makes 30. The offline weather's days differ from place to place, so each
  /// answer rewrites the whole forecast area.
  /// - Loading: the session writes the sample-weather footnote in every variant (1); the MVC
  ///   controller writes "Loading…" and clears the error line (2 writes); the MVVM controller
  ///   binds its boxes, and each binding writes its views at once (30); the display cycle runs
  ///   the Observation controller's `updateProperties()`, which sets all 30 views, with
  ///   nothing tracked yet to change.
  /// - The answer: the place's name, the current conditions and the whole forecast area (29
  ///   writes) in MVC and MVVM; in Observation one tracked change (the first property the view
  ///   model sets ends the tracking) and another pass of all 30.
  /// - Loading Paris: 2 writes in MVC; in MVVM the error box already holds "", so that set is
  ///   skipped and only the name's label is written (1); Observation again 1 change and 30.
  /// - Paris's answer: 29 writes in MVC and in MVVM, for the same views as the first answer.
  ///
  /// MVVM's boxes: at the start the view model sets the name to "Loading…", the error to ""
  /// and "loading" to true, all what they already hold (3 sets, no listener call; the calls
  /// that write the views are the bindings' first calls, which are not counted). The answer
  /// sets the name, the current conditions, the forecast and "loading" (4 sets and 4 calls);
  /// loading Paris is 3 sets and 2 calls (the name and "loading"); Paris's answer 4 sets and 4
  /// calls, as the first answer.
  ///
  /// The declarative variant writes no view: its bodies are the screen, laid out once for each
  /// frame. Only the bodies that read what changed are evaluated, and a child whose inputs are
  /// equal is skipped: at the start the screen, the current conditions with their icon, the
  /// forecast and the prompt (5); each answer the screen, the conditions, the icon, the forecast
  /// and its 5 days (9), the prompt skipped, since the suggestions it read are unchanged;
  /// loading Paris the screen's (the name) and the forecast's (its "Loading…" is not shown while
  /// days are, but its input changed), 2.
  @Test(
    "a scripted update has the known number of writes, box sets, listener calls, tracked changes and body evaluations, end to end"
  )
  func knownCounts() async throws {
    let run = try await ProcessRun(
      executable: "weather-side-by-side",
      arguments: ["--plain", "--now", "2026-11-29T11:30:00Z"], input: "Paris\n")
    #expect(run.status == 0)
    let statuses = blocks(run.standardOutput).compactMap(\.last)
    #expect(
      statuses.map { Self.count("label write", in: $0) } == [
        [3, 31, 31], [29, 29, 30], [2, 1, 30], [29, 29, 30],
      ])
    #expect(statuses.map { Self.count("tracked change", in: $0) } == [[0], [1], [1], [1]])
    #expect(statuses.map { Self.count("box set", in: $0) } == [[3], [4], [3], [4]])
    #expect(statuses.map { Self.count("listener call", in: $0) } == [[0], [4], [2], [4]])
    #expect(statuses.map { Self.count("body evaluation", in: $0) } == [[5], [9], [2], [9]])
    #expect(statuses.map { Self.count("layout pass", in: $0) } == [[1], [1], [1], [1]])
  }

  /// docs/from-swiftui.md shows which bodies each update evaluates with the status lines of
  /// this run, `printf 'Paris\n' | swift run weather-side-by-side --plain --variants
  /// observation,declarative --now 2026-11-29T11:30:00Z | grep '^identical'`, quoted as they
  /// are printed; this test holds the page to a real run.
  @Test("the status lines that docs/from-swiftui.md quotes are those of a real run")
  func statusLinesOnThePage() async throws {
    let run = try await ProcessRun(
      executable: "weather-side-by-side",
      arguments: [
        "--plain", "--variants", "observation,declarative", "--now", "2026-11-29T11:30:00Z",
      ],
      input: "Paris\n")
    #expect(run.status == 0)
    let statuses = blocks(run.standardOutput).compactMap(\.last)
    #expect(statuses.count == 4)
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/from-swiftui.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    #expect(text.contains("\n" + statuses.joined(separator: "\n") + "\n"))
  }

  /// The numbers before `words` ("label write" or "label writes") in a status line, in order.
  static func count(_ words: String, in status: String) -> [Int] {
    status.split(separator: "·").flatMap { part in
      part.split(separator: ",").compactMap { item -> Int? in
        let fields = item.split(separator: ":").last?.split(separator: " ") ?? []
        guard fields.count >= 2, fields.dropFirst().joined(separator: " ").hasPrefix(words) else {
          return nil
        }
        return Int(fields[0])
      }
    }
  }
}
