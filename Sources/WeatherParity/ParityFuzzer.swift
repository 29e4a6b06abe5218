import Foundation
import WeatherCore
import WeatherGazetteer
import WeatherSideBySide

/// The differential fuzzer: plays random sessions through every variant and reports the first
/// place where their frames part, shrunk to a small session with one command that replays it.
///
/// Two paths check each session:
/// - in this process, through side by side, with simulated latency and failing services:
///   every update's frames must be identical;
/// - for a sample, through every variant's executable as bytes (where invalid UTF-8 reaches the
///   program as it would from a terminal), without latency or faults: their outputs must be
///   byte-identical, and each must be the column that side by side drew for that variant.
///
/// ```swift
/// let fuzzer = try ParityFuzzer()
/// if let difference = await fuzzer.difference(in: session, throughExecutables: true) { print(difference) }
/// ```
@MainActor
public struct ParityFuzzer {
  /// The variants compared in this process, in order.
  public var variants: [SideBySideVariant]
  /// Makes the sessions.
  public let grammar: SessionGrammar
  private let gazetteer: Gazetteer
  private let scratch: ScratchFolder
  /// The scratch folder that the runs keep their saved-places files in.
  var folder: URL { scratch.url }

  /// Creates a fuzzer over the built-in gazetteer.
  ///
  /// - Parameter variants: The variants to compare; all of them unless a test plants one.
  /// - Throws: An error when the gazetteer cannot be read or no scratch folder can be made.
  public init(variants: [SideBySideVariant] = SideBySideVariant.all) throws {
    self.variants = variants
    gazetteer = try Gazetteer.bundled()
    grammar = SessionGrammar(gazetteer: gazetteer)
    scratch = try ScratchFolder()
  }

  /// Removes the scratch folder, which every copy of this fuzzer shares, before a command
  /// ends with `exit`; without this call it goes when the last copy does.
  public func removeScratchFolder() {
    scratch.remove()
  }

  /// Plays a session and says where the variants first part, or `nil` when they agree.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - throughExecutables: Whether to play it through the executables too, without its
  ///     latency, waits and faults.
  ///   - realLatency: With `throughExecutables`, also play it through `weather-side-by-side`
  ///     with this latency in real time, in milliseconds.
  /// - Returns: The first difference found.
  public func difference(
    in session: ParitySession, throughExecutables: Bool = false, realLatency: Int? = nil
  ) async -> String? {
    if let difference = await InProcessRun(
      session, variants: variants, gazetteer: gazetteer, folder: folder
    ).difference {
      return difference
    }
    guard throughExecutables else { return nil }
    var playable = session
    playable.latency = 0
    playable.faults = []
    playable.steps.removeAll { if case .wait = $0 { true } else { false } }
    let run = await InProcessRun(playable, variants: variants, gazetteer: gazetteer, folder: folder)
    if let difference = run.difference { return difference }
    let outputs: [Data]
    let writeSavedFile = { (file: URL) in
      SavedFileWriter.write(playable.savedFile, to: file, gazetteer: gazetteer)
    }
    do {
      outputs = try ExecutableRun.outputs(playable, in: folder, writeSavedFile: writeSavedFile)
      if let realLatency, variants.count == ExecutableRun.executables.count,
        let differ = try ExecutableRun.sideBySide(
          playable, latency: realLatency, in: folder, writeSavedFile: writeSavedFile)
      {
        return differ
      }
    } catch {
      return "\(error)"
    }
    let names = ExecutableRun.executables
    for (index, output) in outputs.enumerated().dropFirst() where output != outputs[0] {
      return "\(names[index]) printed other bytes than \(names[0]): "
        + Self.firstDifference(outputs[0], output)
    }
    for (index, output) in outputs.enumerated() where index < variants.count {
      let column = run.output(of: index)
      if column != output {
        return "side by side's \(variants[index].title) column is not what \(names[index]) "
          + "printed: " + Self.firstDifference(output, column)
      }
    }
    return nil
  }

  /// The first frame and line where two outputs part.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let left = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n\n")
    let right = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n\n")
    guard
      let frame = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?
        .offset
    else {
      return "frame \(min(left.count, right.count)) is there in one and not the other"
    }
    let a = left[frame].split(separator: "\n", omittingEmptySubsequences: false)
    let b = right[frame].split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
      ?? min(a.count, b.count)
    let shown = { (lines: [Substring]) in
      line < lines.count ? String(lines[line]).debugDescription : "no line"
    }
    return "frame \(frame + 1), line \(line + 1): \(shown(a)) vs \(shown(b))"
  }

  /// The outcome of a run of many sessions.
  public struct Report: Sendable {
    /// How many sessions were played.
    public var sessions = 0
    /// How many of them also went through the executables.
    public var throughExecutables = 0
    /// The first difference, with its seed, its shrunk session and the command that replays it.
    public var failure: Failure?
  }

  /// A difference, found and shrunk.
  public struct Failure: Sendable {
    /// The seed of the session that showed it.
    public var seed: UInt64
    /// Whether it showed only through the executables.
    public var throughExecutables: Bool
    /// The real latency that side by side ran with, when it showed there.
    public var realLatency: Int?
    /// The difference in the shrunk session.
    public var difference: String
    /// The shrunk session.
    public var session: ParitySession
    /// The difference as the whole session first showed it.
    public var original = ""

    /// The command that plays the shrunk session again.
    public var replay: String {
      "swift run weather-parity --replay \(session.replayCode)"
        + (throughExecutables ? " --executables 1" : " --executables 0")
        + (throughExecutables ? realLatency.map { " --latencies \($0)" } ?? "" : "")
    }
  }

  /// Plays `count` sessions with seeds `first`, `first + 1`, …; a session whose seed is a
  /// multiple of `executableEvery` also goes through the executables, and through side by side
  /// in real time with one of `latencies`. Stops at the first difference and shrinks it.
  ///
  /// Which paths a session takes depends on its seed alone, so one seed run by hand is played
  /// as it was in a longer run.
  ///
  /// - Parameters:
  ///   - first: The first seed.
  ///   - count: How many sessions.
  ///   - executableEvery: Which seeds also go through the executables; 0 for none.
  ///   - latencies: Real latencies for side by side, in milliseconds, taken in turn by seed.
  /// - Returns: What was played, and the difference found, if any.
  public func run(
    first: UInt64, count: Int, executableEvery: Int, latencies: [Int] = []
  ) async -> Report {
    var report = Report()
    for offset in 0..<count {
      let seed = first + UInt64(offset)
      let session = grammar.session(seed: seed)
      let every = UInt64(max(executableEvery, 1))
      let executables = executableEvery > 0 && seed % every == 0
      let latency =
        executables && !latencies.isEmpty
        ? latencies[Int((seed / every) % UInt64(latencies.count))] : nil
      report.sessions += 1
      if executables { report.throughExecutables += 1 }
      guard
        let found = await difference(
          in: session, throughExecutables: executables, realLatency: latency)
      else { continue }
      report.failure = await shrink(
        session, seed: seed, throughExecutables: executables, realLatency: latency)
      report.failure?.original = found
      return report
    }
    return report
  }

  /// Shrinks a failing session and says how it fails.
  ///
  /// - Parameters:
  ///   - session: A session that shows a difference.
  ///   - seed: Its seed, for the report.
  ///   - throughExecutables: Whether the difference needs the executables to show.
  ///   - realLatency: The real latency that side by side ran with, if it did.
  /// - Returns: The failure, shrunk.
  public func shrink(
    _ session: ParitySession, seed: UInt64, throughExecutables: Bool, realLatency: Int? = nil
  ) async -> Failure {
    // A difference that shows in this process is shrunk there: it is much faster.
    let inProcess = await difference(in: session) != nil
    let executables = throughExecutables && !inProcess
    let check = { (candidate: ParitySession) in
      await difference(in: candidate, throughExecutables: executables, realLatency: realLatency)
    }
    let small = await Shrinker { await check($0) != nil }.shrink(session)
    return Failure(
      seed: seed, throughExecutables: executables, realLatency: realLatency,
      difference: await check(small) ?? "did not show again: it depends on timing",
      session: small)
  }
}
