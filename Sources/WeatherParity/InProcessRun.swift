import Foundation
import WeatherApp
import WeatherCore
import WeatherGazetteer
import WeatherSideBySide
import WeatherViews

/// A session played through side by side in this process, with simulated time: what every
/// variant drew, and where they first parted.
///
/// ```swift
/// let run = await InProcessRun(session, variants: SideBySideVariant.all, gazetteer: gazetteer)
/// print(run.difference ?? "identical")
/// ```
@MainActor
public struct InProcessRun {
  /// Every update, in order.
  public let updates: [SideBySideUpdate]

  /// The first update whose frames differ, as "update N: differ at line…", or `nil`.
  public var difference: String? {
    guard let index = updates.firstIndex(where: { !$0.verdict.isIdentical }) else { return nil }
    return "update \(index + 1): \(updates[index].verdict)"
  }

  /// What one variant printed, as its executable prints it in plain mode.
  ///
  /// - Parameter variant: The variant's index.
  /// - Returns: Every frame it drew, each followed by an empty line.
  public func output(of variant: Int) -> Data {
    Data(updates.compactMap { $0.frames[variant] }.map { $0.text + "\n\n" }.joined().utf8)
  }

  /// Plays a session.
  ///
  /// - Parameters:
  ///   - session: What to play.
  ///   - variants: The variants to compare.
  ///   - gazetteer: The places, shared by every variant's services.
  ///   - folder: Where the session's saved-places file is made.
  public init(
    _ session: ParitySession, variants: [SideBySideVariant], gazetteer: Gazetteer, folder: URL
  ) async {
    let file = SavedFileWriter.file(in: folder)
    SavedFileWriter.write(session.savedFile, to: file, gazetteer: gazetteer)
    // The session's flags are the executables'; a flag the grammar makes is always valid.
    let options = try! WeatherOptions.parse(session.arguments(locationsFile: file.path))
    // Built as the executables build them; the answers come at once, and the rendezvous adds
    // the latency, as in side by side.
    var immediate = options
    immediate.latencyMilliseconds = 0
    let environments = variants.map { _ in
      // The options are offline ones, whose services need no variable and read no file.
      try! WeatherCommand.makeEnvironment(immediate, gazetteer: gazetteer).failing(session.faults)
    }
    let time = SimulatedTime()
    let rendezvous =
      session.latency > 0
      ? AnswerRendezvous(
        variants: variants.count, latency: .milliseconds(session.latency), clock: time.clock)
      : nil
    var updates: [SideBySideUpdate] = []
    let sideBySide = SideBySideSession(
      variants: variants, environments: environments,
      store: WeatherCommand.makeStore(options, environment: [:]), rendezvous: rendezvous,
      firstScreen: options.screen, frameWidth: options.width
    ) { updates.append($0) }
    await sideBySide.start()
    // A line that follows the one before without a wait was piped in with it: as plain mode
    // does (`StandardInputLines`), it waits until every answer has landed. A line after a
    // wait arrives later, and supersedes the answers still due.
    var lineWasThere = true
    steps: for step in session.steps {
      switch step {
      case .bytes(let line):
        if lineWasThere { await Self.advanceUntilIdle(time, sideBySide) }
        // The executables read lines the same way: invalid UTF-8 is replaced, not rejected.
        let goOn = await sideBySide.enter(String(decoding: line, as: UTF8.self))
        if rendezvous != nil { await sideBySide.settle() }
        if !goOn { break steps }
        lineWasThere = true
      case .wait(let milliseconds):
        await Self.advance(time, to: time.now + .milliseconds(milliseconds), sideBySide)
        lineWasThere = false
      }
    }
    await Self.advanceUntilIdle(time, sideBySide)
    await sideBySide.finish()
    self.updates = updates
  }

  /// Moves simulated time on until no answer is due, letting every variant settle after each.
  private static func advanceUntilIdle(_ time: SimulatedTime, _ session: SideBySideSession) async {
    while let due = time.nextDue { await advance(time, to: due, session) }
  }

  /// Moves simulated time on, one due answer at a time, letting every variant settle after each.
  private static func advance(
    _ time: SimulatedTime, to instant: Duration, _ session: SideBySideSession
  ) async {
    while let due = time.nextDue, due <= instant {
      time.advance(to: due)
      await session.settle()
    }
    time.advance(to: instant)
  }
}

/// Makes a session's saved-places file before a run, in a folder of its own that holds
/// nothing else: a file that an earlier run set aside would change the name of the next.
enum SavedFileWriter {
  /// The file's path in a scratch folder: the same for every run, so messages name the same
  /// path.
  static func file(in folder: URL) -> URL {
    folder.appendingPathComponent("places").appendingPathComponent("locations.json")
  }

  static func write(_ file: ParitySession.SavedFile, to url: URL, gazetteer: Gazetteer) {
    let places = url.deletingLastPathComponent()
    try? FileManager.default.removeItem(at: places)
    try? FileManager.default.createDirectory(at: places, withIntermediateDirectories: true)
    switch file {
    case .missing:
      break
    case .places(let names):
      let places = names.compactMap { gazetteer.search($0).first }
      _ = try? LocationStore(url: url).save(places)
    case .invalid(let text):
      try? Data(text.utf8).write(to: url)
    }
  }
}
