import Dispatch
import Testing
import WeatherScreens
import WeatherViews

@MainActor
@Suite("WeatherView")
struct WeatherViewTests {
  /// A view whose frames are drawn only when the test asks, and recorded.
  @MainActor
  final class Recorded {
    let view: WeatherView
    var frames: [Frame] = []

    init(width: Int = WeatherView.defaultWidth, scheduler: DisplayScheduler = .manual) {
      view = WeatherView(width: width, scheduler: scheduler)
      view.onDisplay = { [unowned self] frame in frames.append(frame) }
    }
  }

  func fill(_ view: WeatherView) {
    view.locationLabel.text = "Richmond, VA"
    view.currentConditionsView.dateLabel.text = "Sunday, Nov 29"
    view.currentConditionsView.iconView.image = Image(named: "c03d")
    view.currentConditionsView.summaryLabel.text = "Broken clouds - 72℉"
    view.currentConditionsView.forecastSummaryLabel.text = "Summary: Broken clouds"
    view.currentConditionsView.feelsLikeLabel.text = "Feels like 70℉"
    view.currentConditionsView.minMaxLabel.text = "Min 60℉ · Max 75℉"
    view.currentConditionsView.windLabel.text = "Wind 8 mph"
  }

  @Test("every line of a frame is exactly as wide as the frame, and none is empty")
  func widths() {
    for width in [WeatherView.minimumWidth, WeatherView.defaultWidth, 80] {
      let view = WeatherView(width: width, scheduler: .manual)
      fill(view)
      view.locationLabel.text =
        "東京都, 日本 🇯🇵 and a name far too long to fit on one line of any frame that is eighty wide"
      view.errorLabel.text = "Weather unavailable: server error (HTTP 503); try again later"
      let frame = view.render()
      #expect(frame.lines.allSatisfy { TextWidth.columns(in: $0) == width })
      #expect(frame.lines.allSatisfy { !$0.isEmpty })
      // The name wraps onto up to three lines, and only the third may be cut with "…".
      let nameLines = frame.lines[1...].prefix { !$0.contains("Sunday, Nov 29") }
      #expect((2...WeatherView.maximumWrappedLines).contains(nameLines.count))
      #expect(nameLines.dropLast().allSatisfy { !$0.contains("…") })
      #expect(nameLines.last?.contains("…") == (width == WeatherView.minimumWidth))
      #expect(frame.errorLine.map { frame.lines[$0].contains("! Weather unavailable") } == true)
    }
  }

  @Test("a long error wraps inside the frame, under its \"! \" and not cut")
  func wrappedError() throws {
    let view = WeatherView(width: 44, scheduler: .manual)
    view.errorLabel.text = "Weather unavailable: server error (HTTP 503); try again later"
    let frame = view.render()
    let first = try #require(frame.errorLine)
    let row = { (text: String) in "│ " + TextWidth.pad(text, columns: 40) + " │" }
    #expect(frame.lines[first] == row("! Weather unavailable: server error"))
    #expect(frame.lines[first + 1] == row("  (HTTP 503); try again later"))
    #expect(frame.lines[first + 2].contains("Change location ›"))
  }

  @Test("wrapping breaks at spaces, inside a word only when it must, and cuts the last line")
  func wrapping() {
    #expect(TextWidth.wrap("", columns: 10, maximumLines: 3) == [""])
    #expect(TextWidth.wrap("one two three", columns: 7, maximumLines: 3) == ["one two", "three"])
    #expect(TextWidth.wrap("abcdefghij", columns: 4, maximumLines: 3) == ["abcd", "efgh", "ij"])
    #expect(TextWidth.wrap("東京東京東", columns: 5, maximumLines: 3) == ["東京", "東京", "東"])
    #expect(TextWidth.wrap("a b c d e f", columns: 3, maximumLines: 2) == ["a b", "c …"])
    #expect(TextWidth.wrap("text", columns: 0, maximumLines: 2).isEmpty)
  }

  @Test("a new width redraws the frame at that width, never narrower than the minimum")
  func resizing() {
    let recorded = Recorded()
    fill(recorded.view)
    recorded.view.displayIfNeeded()
    recorded.view.width = 44
    recorded.view.displayIfNeeded()
    recorded.view.width = 10
    recorded.view.displayIfNeeded()
    let widths = recorded.frames.map { TextWidth.columns(in: $0.lines[0]) }
    #expect(widths == [52, 44, WeatherView.minimumWidth])
  }

  @Test("the footnote sits in the bottom border, and suggestions under the prompt")
  func footnoteAndSuggestions() {
    let view = WeatherView(scheduler: .manual)
    #expect(view.render().lines.last == "╰" + String(repeating: "─", count: 50) + "╯")
    view.footnoteLabel.text = "Sample weather (offline)"
    view.prompt.suggestions = ["Paris, France", "Paris, TX", "Paris, TN", "Parison"]
    let lines = view.render().lines
    #expect(lines.last == "╰" + String(repeating: "─", count: 23) + " Sample weather (offline) ─╯")
    let prompt = lines.firstIndex { $0.contains("Change location ›") } ?? 0
    let row = { (text: String) in "│ " + TextWidth.pad(text, columns: 48) + " │" }
    #expect(
      Array(lines[(prompt + 1)...].dropLast())
        == [row("  Paris, France"), row("  Paris, TX"), row("  Paris, TN")])
  }

  @Test("the cursor can sit inside the typed text, and stays in view when the text is long")
  func cursorInside() {
    let view = WeatherView(scheduler: .manual)
    view.prompt.text = "Paris"
    view.prompt.cursor = 2
    #expect(view.render().promptColumn == 2 + TextWidth.columns(in: "Change location › Pa"))
    view.prompt.text = String(repeating: "abcdefghij", count: 10)
    view.prompt.cursor = 5
    let frame = view.render()
    #expect(frame.lines[frame.promptLine].contains("› abcde"))
    #expect(frame.promptColumn == 2 + TextWidth.columns(in: "Change location › abcde"))
    #expect(TextWidth.columns(in: frame.lines[frame.promptLine]) == 52)
  }

  @Test("the frame shows each label in its place, with the icon beside the summary")
  func layout() throws {
    let view = WeatherView(scheduler: .manual)
    fill(view)
    let lines = view.render().lines
    #expect(lines[0].hasPrefix("╭") && lines.last?.hasPrefix("╰") == true)
    #expect(lines[1] == "│ " + TextWidth.pad("Richmond, VA", columns: 48) + " │")
    #expect(lines[2].contains("Sunday, Nov 29"))
    let icon = try #require(Image(named: "c03d"))
    #expect(lines[4].contains(icon.lines[0] + "  Broken clouds - 72℉"))
    #expect(lines[5].contains("Summary: Broken clouds"))
    #expect(lines[8].contains("Wind 8 mph"))
    #expect(lines[lines.count - 2].contains("Change location ›"))
  }

  @Test("the prompt shows what is being typed, and the cursor sits after it")
  func prompt() {
    let view = WeatherView(scheduler: .manual)
    view.prompt.text = "Par"
    let frame = view.render()
    #expect(frame.lines[frame.promptLine].hasPrefix("│ Change location › Par "))
    #expect(frame.promptColumn == 2 + TextWidth.columns(in: "Change location › Par"))

    view.prompt.text = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales"
    let long = view.render()
    #expect(long.lines[long.promptLine].hasSuffix("ogogogoch, Wales │"))
    #expect(long.lines[long.promptLine].contains("› …"))
    #expect(long.promptColumn == view.width - 2)
  }

  @Test("many changes in one turn draw one frame, whatever their order")
  func coalescing() {
    let forward = Recorded()
    fill(forward.view)
    let backward = Recorded()
    backward.view.currentConditionsView.windLabel.text = "Wind 8 mph"
    backward.view.currentConditionsView.minMaxLabel.text = "Min 60℉ · Max 75℉"
    backward.view.currentConditionsView.feelsLikeLabel.text = "Feels like 70℉"
    backward.view.currentConditionsView.forecastSummaryLabel.text = "Summary: Broken clouds"
    backward.view.currentConditionsView.summaryLabel.text = "Broken clouds - 72℉"
    backward.view.currentConditionsView.iconView.image = Image(named: "c03d")
    backward.view.currentConditionsView.dateLabel.text = "Sunday, Nov 29"
    backward.view.locationLabel.text = "Richmond, VA"
    for recorded in [forward, backward] {
      #expect(recorded.view.needsDisplay)
      recorded.view.displayIfNeeded()
      recorded.view.displayIfNeeded()
    }
    #expect(forward.frames.count == 1)
    #expect(forward.frames == backward.frames)
  }

  @Test("setting a label to the text it already shows does not ask for a frame")
  func unchangedText() {
    let recorded = Recorded()
    recorded.view.locationLabel.text = "Loading…"
    recorded.view.displayIfNeeded()
    recorded.view.locationLabel.text = "Loading…"
    recorded.view.currentConditionsView.iconView.image = nil
    #expect(!recorded.view.needsDisplay)
    recorded.view.displayIfNeeded()
    #expect(recorded.frames.count == 1)
  }

  @Test("the main-queue scheduler draws once, on the next turn")
  func mainQueueScheduler() async {
    let recorded = Recorded(scheduler: .mainQueue)
    fill(recorded.view)
    #expect(recorded.frames.isEmpty)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(recorded.frames.count == 1)
    #expect(!recorded.view.needsDisplay)
  }

  @Test("every Weatherbit icon family has its own picture, day and night")
  func icons() throws {
    let ids = ["c01d", "c01n", "c02d", "c03d", "c04d", "a05d", "d01d", "r02d", "s01d", "t01d"]
    let pictures = try ids.map { try #require(Image(named: $0)).lines }
    #expect(Set(pictures).count == ids.count)
    for picture in pictures {
      #expect(picture.count == Image.height)
      #expect(picture.allSatisfy { TextWidth.columns(in: $0) == Image.width })
    }
    #expect(Image(named: "") == nil)
    let unknown = try #require(Image(named: "zz9d"))
    #expect(unknown.lines.count == Image.height)
    #expect(!pictures.contains(unknown.lines))
  }
}

@Suite("TextWidth")
struct TextWidthTests {
  @Test(
    "columns count wide characters twice and marks not at all",
    arguments: [
      ("Paris", 5), ("東京", 4), ("São Paulo", 9), ("e\u{301}", 1), ("🇯🇵", 2),
      ("👩‍👩‍👧", 2), ("☀️", 2), ("℉", 1), ("한국", 4), ("", 0),
    ])
  func columns(text: String, expected: Int) {
    #expect(TextWidth.columns(in: text) == expected)
  }

  @Test("fit cuts with an ellipsis and never splits a wide character over the limit")
  func fit() {
    #expect(TextWidth.fit("Reykjavík", columns: 20) == "Reykjavík")
    #expect(TextWidth.fit("Reykjavík", columns: 5) == "Reyk…")
    #expect(TextWidth.fit("東京東京", columns: 4) == "東…")
    #expect(TextWidth.columns(in: TextWidth.fit("東京東京", columns: 6)) <= 6)
    #expect(TextWidth.fit("anything", columns: 0) == "")
    #expect(TextWidth.pad("東", columns: 4) == "東  ")
    #expect(TextWidth.fitTail("Reykjavík", columns: 5) == "…avík")
    #expect(TextWidth.fitTail("Oslo", columns: 5) == "Oslo")
  }
}
