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
    let environments = variants.map { _ in
      Self.environment(options, gazetteer: gazetteer).failing(session.faults)
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
    steps: for step in session.steps {
      switch step {
      case .bytes(let line):
        // The executables read lines the same way: invalid UTF-8 is replaced, not rejected.
        let goOn = await sideBySide.enter(String(decoding: line, as: UTF8.self))
        if rendezvous != nil { await sideBySide.settle() }
        if !goOn { break steps }
      case .wait(let milliseconds):
        await Self.advance(time, to: time.now + .milliseconds(milliseconds), sideBySide)
      }
    }
    if rendezvous != nil {
      while let due = time.nextDue { await Self.advance(time, to: due, sideBySide) }
    }
    await sideBySide.finish()
    self.updates = updates
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

  /// The services that `WeatherCommand` builds for offline options, on a shared gazetteer.
  static func environment(_ options: WeatherOptions, gazetteer: Gazetteer) -> WeatherEnvironment {
    let now = options.now ?? Date()
    return WeatherEnvironment(
      geocoder: .offline(gazetteer: gazetteer), weather: .offline(now: { now }),
      units: options.units,
      defaultAddress: options.location ?? WeatherEnvironment.defaultAddress,
      weatherIsSample: true, suggester: .gazetteer(gazetteer))
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
