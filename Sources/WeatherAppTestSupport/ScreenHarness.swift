import WeatherApp
import WeatherCore
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// Runs the app in-process exactly as plain mode does, and writes down a transcript.
///
/// It uses the same ``ScreenSession`` as the executables, with the same turns: the start,
/// then one turn per line, then waiting for pending work. Frames are recorded as plain mode
/// prints them.
///
/// ```swift
/// let harness = ScreenHarness(arguments: ["--now", "2026-11-29T11:30:00Z"],
///                             environment: environment, store: store, screens: screens)
/// await harness.start()
/// await harness.enter("Paris")
/// let transcript = try await harness.finish()
/// ```
@MainActor
public final class ScreenHarness {
  private var session: ScreenSession?
  private var transcript: Transcript

  /// Widths at which every frame is drawn again, as it is drawn; empty for none.
  public var widthsToCompare: ClosedRange<Int>?
  /// Each frame drawn, drawn again at each of ``widthsToCompare``, in order: what the screen
  /// would have shown on a terminal of each width. A frame that repeats the one before it is
  /// drawn again only once.
  public private(set) var framesAtEveryWidth: [String] = []
  private var lastSweptFrame: String?

  /// Creates the session; nothing runs until ``start()``.
  ///
  /// - Parameters:
  ///   - arguments: The command line that this run stands for, written into the transcript.
  ///   - environment: The services.
  ///   - store: The saved places; always a temporary file in tests.
  ///   - firstScreen: The screen shown first.
  ///   - width: The frame width in columns, as `--width` sets it.
  ///   - screens: The variant's controller factories.
  public init(
    arguments: [String], environment: WeatherEnvironment, store: LocationStore,
    firstScreen: WeatherOptions.ScreenChoice = .weather, width: Int = WeatherView.defaultWidth,
    screens: Screens
  ) {
    transcript = Transcript(arguments: arguments, steps: [.init(input: nil, output: "")])
    session = nil
    session = ScreenSession(
      environment: environment, store: store, firstScreen: firstScreen, width: width,
      screens: screens
    ) { [weak self] frame in
      guard let self else { return }
      self.transcript.steps[self.transcript.steps.count - 1].output += frame.text + "\n\n"
      if let widths = self.widthsToCompare, let view = self.session?.view,
        frame.text != self.lastSweptFrame
      {
        self.lastSweptFrame = frame.text
        for width in widths { self.framesAtEveryWidth.append(view.render(width: width).text) }
      }
    }
  }

  /// Loads the screen, as the program does on start.
  public func start() async {
    await session?.start()
  }

  /// Types a line and presses Enter, then waits until the screen has settled from it
  /// (``WeatherApp/ScreenSession/settle()``); answers still on their way stay so.
  ///
  /// - Parameter line: The line, untrimmed.
  public func enter(_ line: String) async {
    transcript.steps.append(.init(input: line, output: ""))
    await session?.enter(line)
  }

  /// Types text into the prompt key by key, as on a terminal, without pressing Enter: each key
  /// gets a turn of the run loop. The transcript writes each key's step as `typed: TEXT`, with
  /// all that has been typed so far.
  ///
  /// - Parameter text: The keys, one character each.
  public func type(_ text: String) async {
    guard let session else { return }
    for character in text {
      let typed = session.typed + String(character)
      transcript.steps.append(.init(input: "typed: " + typed, output: ""))
      session.typed = typed
      await ScreenSession.nextTurn()
    }
  }

  /// What the prompt suggests now, best first; Tab on a terminal takes the first.
  public var suggestions: [String] { session?.suggestions ?? [] }

  /// Waits until no answer is pending and every change is drawn, as a person waits for the
  /// screen to settle before typing again.
  ///
  /// - Parameter seconds: The deadline, a guard against a hang and not a measurement.
  /// - Throws: `IdleTimeout`, naming what was still pending.
  public func settle(within seconds: Double = 60) async throws(IdleTimeout) {
    try await session?.waitUntilIdle(within: seconds)
  }

  /// Waits for all pending work, as plain mode does at the end of input, and returns the
  /// transcript.
  ///
  /// - Parameter seconds: The deadline, a guard against a hang and not a measurement.
  /// - Throws: `IdleTimeout`, naming what was still pending.
  public func finish(within seconds: Double = 60) async throws(IdleTimeout) -> Transcript {
    try await session?.waitUntilIdle(within: seconds)
    return transcript
  }
}
