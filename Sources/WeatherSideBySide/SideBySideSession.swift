import WeatherApp
import WeatherCore
import WeatherScreens
import WeatherViews

/// Every variant's screen in one process, all fed the same input.
///
/// Each variant gets its own view, controller (and view model), its own services and its own
/// copy of the saved places (``WeatherCore/LocationFileCopy``), so that each behaves as its
/// own executable would on the same input. Every input is an event that passes one gate: a
/// line entered, a key that edits the prompt, a move of the selection, going back, a resize,
/// or (with an ``AnswerRendezvous``) a round of answers released. An event reaches the
/// variants once every one has settled from the event before, in the order the events came.
///
/// Frames are paired by their order within an event. The first frame that each variant draws for an event makes one update, and so on,
/// whatever the order in which the variants drew them in a turn. An update is handed on as
/// soon as every variant has drawn its frame for it. A frame that one variant draws and
/// another does not is an update that differs, handed on when the event has settled (or, at
/// the end, by ``finish()``); the next event pairs from a clean start, so one extra frame
/// never shifts the updates after it.
///
/// ```swift
/// let session = SideBySideSession(variants: SideBySideVariant.all, environments: [a, b]) {
///   update in print(update.verdict)
/// }
/// await session.start()
/// await session.enter("Paris")
/// await session.finish()
/// ```
@MainActor
public final class SideBySideSession: TerminalScreen {
  private let variants: [SideBySideVariant]
  private let ledger: ActivityLedger
  private var sessions: [ScreenSession] = []
  private let store: LocationStore
  private let copies: [LocationFileCopy]
  private let rendezvous: AnswerRendezvous?
  private var framesDrawn = 0
  private lazy var gate = EventGate(tap: ledger.counters.tap) { [weak self] in
    await self?.settleEvent()
  }
  /// What has been typed, as the events posted so far leave it: the terminal's editor reads it
  /// back before the events have reached the variants.
  private var typedText = ""
  private var cursorPosition = 0
  private var waiting: [[(frame: Frame, counts: UpdateCounts)]]
  /// Receives each update; a terminal's layout takes it over (see `SideBySideScreen`).
  public var onUpdate: @MainActor (SideBySideUpdate) -> Void
  /// Whether every update so far was identical in every variant.
  public private(set) var allIdentical = true
  /// The width that the variants draw their frames at, as the events posted so far leave it.
  public private(set) var frameWidth: Int

  /// Creates every variant's screen; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - variants: The variants, in the order they are shown.
  ///   - environments: One set of services for each variant, its own.
  ///   - store: Where the saved places live. Each variant starts from the file as it is now,
  ///     and saves into a copy of its own; ``saveAgreedPlaces()`` writes the file once.
  ///   - rendezvous: Holds service answers until every variant has its own; `nil` when every
  ///     answer comes at once, in the turn that asked.
  ///   - firstScreen: The screen shown first.
  ///   - frameWidth: The width of every frame.
  ///   - onUpdate: Receives each update.
  public convenience init(
    variants: [SideBySideVariant], environments: [WeatherEnvironment], store: LocationStore,
    rendezvous: AnswerRendezvous? = nil, firstScreen: WeatherOptions.ScreenChoice = .weather,
    frameWidth: Int = WeatherView.defaultWidth,
    onUpdate: @escaping @MainActor (SideBySideUpdate) -> Void
  ) {
    self.init(
      variants: variants, environments: environments, store: store, rendezvous: rendezvous,
      firstScreen: firstScreen, frameWidth: frameWidth,
      ledger: ActivityLedger(variants: variants.count), onUpdate: onUpdate)
  }

  init(
    variants: [SideBySideVariant], environments: [WeatherEnvironment], store: LocationStore,
    rendezvous: AnswerRendezvous?, firstScreen: WeatherOptions.ScreenChoice, frameWidth: Int,
    ledger: ActivityLedger, onUpdate: @escaping @MainActor (SideBySideUpdate) -> Void
  ) {
    precondition(variants.count == environments.count, "one environment per variant")
    precondition(rendezvous.map { $0.variants == variants.count } ?? true, "one slot per variant")
    self.variants = variants
    self.frameWidth = frameWidth
    self.ledger = ledger
    self.onUpdate = onUpdate
    self.store = store
    self.rendezvous = rendezvous
    let copies = variants.map { _ in LocationFileCopy(of: store.url) }
    self.copies = copies
    waiting = Array(repeating: [], count: variants.count)
    sessions = zip(variants, environments).enumerated().map { index, pair in
      let (variant, environment) = pair
      return ScreenSession(
        environment: rendezvous?.hold(environment, for: index) ?? environment,
        store: store.using(copies[index].storage), firstScreen: firstScreen, width: frameWidth,
        scheduler: ledger.scheduler(for: index), screens: ledger.watch(variant.screens, for: index)
      ) { [weak self] frame in self?.drew(frame, variant: index) }
    }
    rendezvous?.onReady = { [weak self] release in self?.gate.post(release) }
  }

  /// What has been typed at every variant's prompt; setting it is an event.
  public var typed: String {
    get { typedText }
    set {
      typedText = newValue
      gate.post { for session in self.sessions { session.typed = newValue } }
    }
  }

  /// Where the cursor is at every variant's prompt; setting it is an event.
  public var cursor: Int {
    get { cursorPosition }
    set {
      cursorPosition = newValue
      gate.post { for session in self.sessions { session.cursor = newValue } }
    }
  }

  /// The first variant's suggestions: every variant is typed into alike.
  public var suggestions: [String] { sessions.first?.suggestions ?? [] }

  /// Draws every variant's frames again at the width that fits `columns` (see
  /// ``Composer/frameWidth(count:in:)``); the frames come as the next update. An event.
  ///
  /// - Parameter columns: The terminal's new width.
  public func resize(toColumns columns: Int) {
    resize(toFrameWidth: Composer.frameWidth(count: sessions.count, in: columns))
  }

  /// Draws every variant's frames again at `width` columns; the frames come as the next update
  /// when the width is new. An event.
  ///
  /// - Parameter width: The width of every frame.
  public func resize(toFrameWidth width: Int) {
    frameWidth = width
    gate.post {
      for (index, session) in self.sessions.enumerated() {
        self.ledger.enter(index, timed: false)
        session.resize(toWidth: width)
      }
    }
  }

  /// Loads every variant's screen, one after another, each with its turn of the run loop.
  public func start() async {
    for (index, session) in sessions.enumerated() {
      ledger.enter(index, timed: true)
      await session.start()
    }
  }

  /// Whether the list is on show, with its selection marked, in every variant.
  public var arrowsMoveSelection: Bool { sessions.allSatisfy(\.arrowsMoveSelection) }

  /// Whether the list's selection is marked (interactive mode), in every variant.
  public var showsSelection: Bool {
    get { sessions.first?.showsSelection ?? false }
    set { for session in sessions { session.showsSelection = newValue } }
  }

  /// How many list cells fit on the terminal, in every variant; every cell when `nil`.
  public var visibleCellCount: Int? {
    get { sessions.first?.visibleCellCount }
    set { for session in sessions { session.visibleCellCount = newValue } }
  }

  /// Enters a line at every variant's prompt: an event, run once the events before it have
  /// settled.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit, which the gate has not run yet: a variant
  ///   still takes it (and clears its notice, as a line does) when its turn comes.
  @discardableResult
  public func submit(_ line: String) -> Bool {
    post(line: line, done: nil)
    return !ScreenSession.asksToQuit(line)
  }

  /// Moves the list's selection in every variant: an event.
  ///
  /// - Parameter offset: -1 for up, 1 for down.
  public func moveSelection(by offset: Int) {
    gate.post {
      for (index, session) in self.sessions.enumerated() {
        self.ledger.enter(index, timed: true)
        session.moveSelection(by: offset)
      }
    }
  }

  /// Goes back to the list in every variant: an event.
  public func goBack() {
    gate.post {
      for (index, session) in self.sessions.enumerated() {
        self.ledger.enter(index, timed: true)
        session.goBack()
      }
    }
  }

  /// Enters a line everywhere and returns once every variant has settled from it, as
  /// ``WeatherApp/ScreenSession/enter(_:)`` does for one screen.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  public func enter(_ line: String) async -> Bool {
    await withCheckedContinuation { done in post(line: line, done: done) }
    return !ScreenSession.asksToQuit(line)
  }

  private func post(line: String, done: CheckedContinuation<Void, Never>?) {
    // Enter empties every variant's prompt, and the terminal's editor reads it back at once.
    typedText = ""
    cursorPosition = 0
    gate.post(
      {
        for (index, session) in self.sessions.enumerated() {
          self.ledger.enter(index, timed: true)
          session.submit(line)
        }
      }, done: done)
  }

  private func settleEvent() async {
    await quiet()
    // Every variant has drawn all it draws for this event: a frame still unpaired is one that
    // the others did not draw, and the next event's frames pair from a clean start.
    while waiting.contains(where: { !$0.isEmpty }) { handOn() }
  }

  /// Returns once every variant has settled (``WeatherApp/ScreenSession/settle()``) with no
  /// question asked, answer held or frame drawn meanwhile, and every answer handed on has
  /// reached its task.
  private func quiet() async {
    while true {
      let before = (rendezvous?.events ?? 0, framesDrawn)
      for session in sessions { await session.settle() }
      let resuming = (rendezvous?.resuming ?? 0) > 0
      if !resuming && (rendezvous?.events ?? 0, framesDrawn) == before { return }
    }
  }

  /// Returns once nothing moves: no event is running or waiting, no variant's service is still
  /// answering, and no frame waits to be drawn. Answers that a rendezvous holds stay held:
  /// only time moves them on (``SimulatedTime``, for a driver that keeps time itself).
  public func settle() async {
    repeat {
      await quiet()
    } while gate.isBusy || rendezvous?.isAsking == true
  }

  /// Returns once every variant is idle: every service call in flight has answered (through
  /// the rendezvous, if there is one, in real time), every event has run and every frame is
  /// drawn.
  public func waitUntilIdle() async {
    repeat {
      for session in sessions { await session.waitUntilIdle() }
      await settle()
    } while !sessions.allSatisfy(\.isIdle)
  }

  /// Waits until every variant is idle, then hands on the updates that some variants never
  /// drew a frame for.
  public func finish() async {
    await waitUntilIdle()
    while waiting.contains(where: { !$0.isEmpty }) { handOn() }
  }

  /// Writes the saved places to the real file once, when every variant ended with the same
  /// list and it is not what the file held at the start.
  ///
  /// - Returns: Why the file was left alone or could not be written, for standard error;
  ///   `nil` when it was written or nothing changed.
  public func saveAgreedPlaces() -> String? {
    let ends = copies.map(\.contents)
    guard let first = ends.first, ends.contains(where: { $0 != copies[0].original }) else {
      return nil
    }
    guard ends.allSatisfy({ $0 == first }) else {
      return "the variants saved different places; \(store.url.path) is left as it was"
    }
    let places = store.using(copies[0].storage).load().locations
    do {
      _ = try store.save(places)
      return nil
    } catch {
      return error.message
    }
  }

  private func drew(_ frame: Frame, variant index: Int) {
    framesDrawn += 1
    waiting[index].append((frame, ledger.take(index)))
    while waiting.allSatisfy({ !$0.isEmpty }) { handOn() }
  }

  private func handOn() {
    var frames: [Frame?] = []
    var counts: [UpdateCounts] = []
    for index in waiting.indices {
      let next = waiting[index].isEmpty ? nil : waiting[index].removeFirst()
      frames.append(next?.frame)
      counts.append(next?.counts ?? UpdateCounts())
    }
    let update = SideBySideUpdate(variants: variants, frames: frames, counts: counts)
    if !update.verdict.isIdentical { allIdentical = false }
    onUpdate(update)
  }
}
