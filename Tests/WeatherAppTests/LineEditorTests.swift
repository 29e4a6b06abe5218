import Testing
import WeatherApp

/// Feeds keys to a fresh editor and returns it.
private func editor(after keys: [Key]) -> LineEditor {
  var editor = LineEditor()
  for key in keys { editor.handle(key) }
  return editor
}

@Suite("Line editor")
struct LineEditorTests {
  @Test("typing inserts at the cursor, and ←/→, Home/End and Ctrl-A/E/B/F move it")
  func movement() {
    var line = editor(after: [.text("Pars"), .left, .text("i")])
    #expect(line.text == "Paris")
    #expect(line.cursor == 4)
    line.handle(.home)
    #expect(line.cursor == 0)
    line.handle(.control("f"))
    #expect(line.cursor == 1)
    line.handle(.end)
    #expect(line.cursor == 5)
    line.handle(.control("b"))
    #expect(line.cursor == 4)
    line.handle(.control("a"))
    line.handle(.left)
    #expect(line.cursor == 0)
    line.handle(.control("e"))
    line.handle(.right)
    #expect(line.cursor == 5)
  }

  @Test("Backspace, Delete and Ctrl-D delete before and under the cursor")
  func deletion() {
    var line = editor(after: [.text("Parris"), .left, .left, .left, .backspace])
    #expect(line.text == "Paris")
    #expect(line.cursor == 2)
    line.handle(.delete)
    #expect(line.text == "Pais")
    line.handle(.control("d"))
    #expect(line.text == "Pas")
    line.handle(.end)
    #expect(line.handle(.delete) == .unchanged)
    line.handle(.home)
    #expect(line.handle(.backspace) == .unchanged)
  }

  @Test("Ctrl-K cuts to the end, Ctrl-U to the start, Ctrl-W the word before the cursor")
  func cutting() {
    var line = editor(after: [.text("San Jose  Costa Rica"), .left, .left, .left, .left])
    line.handle(.control("k"))
    #expect(line.text == "San Jose  Costa ")
    line.handle(.control("w"))
    #expect(line.text == "San Jose  ")
    line.handle(.control("w"))
    #expect(line.text == "San ")
    #expect(line.cursor == 4)
    line.handle(.text("Jose"))
    line.handle(.left)
    line.handle(.control("u"))
    #expect(line.text == "e")
    #expect(line.cursor == 0)
  }

  @Test("↑/↓ walk through earlier lines and come back to the one being written")
  func history() {
    var line = editor(after: [
      .text("Paris"), .enter, .text("Oslo"), .enter, .text("Oslo"), .enter, .text("Lim"),
    ])
    #expect(line.history == ["Paris", "Oslo"])
    line.handle(.up)
    #expect(line.text == "Oslo")
    line.handle(.up)
    #expect(line.text == "Paris")
    #expect(line.handle(.up) == .unchanged)
    line.handle(.down)
    #expect(line.text == "Oslo")
    line.handle(.down)
    #expect(line.text == "Lim")
    #expect(line.cursor == 3)
    #expect(line.handle(.down) == .unchanged)
  }

  @Test("↑ with no history changes nothing; an empty line is not remembered")
  func emptyHistory() {
    var line = editor(after: [.enter])
    #expect(line.history.isEmpty)
    #expect(line.handle(.up) == .unchanged)
  }

  @Test("Enter submits the line and empties the editor")
  func submit() {
    var line = editor(after: [.text("Lima"), .home])
    #expect(line.handle(.enter) == .submit("Lima"))
    #expect(line.text.isEmpty)
    #expect(line.cursor == 0)
  }

  @Test("Ctrl-C quits with 130, Ctrl-D on an empty line with 0, Tab asks for completion")
  func outcomes() {
    var line = LineEditor()
    #expect(line.handle(.control("c")) == .quit(130))
    #expect(line.handle(.control("d")) == .quit(0))
    #expect(line.handle(.tab) == .complete)
    line.replaceText("Paris, France")
    #expect(line.cursor == 13)
  }

  @Test("wide characters and emoji move and delete as one, with the columns they take")
  func wideCharacters() {
    var line = editor(after: [.text("東京👍🏽x"), .left, .left])
    #expect(line.cursor == 2)
    line.handle(.backspace)
    #expect(line.text == "東👍🏽x")
    line.handle(.right)
    line.handle(.backspace)
    #expect(line.text == "東x")
  }

  @Test("a paste inserts at the cursor")
  func paste() {
    let line = editor(after: [.text("Paris"), .home, .paste("Lyon, ")])
    #expect(line.text == "Lyon, Paris")
    #expect(line.cursor == 6)
  }
}

@Suite("Key decoder")
struct KeyDecoderTests {
  @Test("text, control keys and the common encodings of arrows, Home, End and Delete")
  func keys() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(
      Array("ab\u{1B}[D\u{1B}OC\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[A\u{1B}[B".utf8)
        + [0x01, 0x05, 0x17, 0x7F, 0x08, 0x09, 0x0D])
    #expect(
      keys == [
        .text("ab"), .left, .right, .home, .end, .home, .end, .delete, .up, .down,
        .control("a"), .control("e"), .control("w"), .backspace, .backspace, .tab, .enter,
      ])
  }

  @Test("UTF-8 and escape sequences split across reads are put back together")
  func splitInput() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in Array("é東".utf8) { keys += decoder.decode([byte]) }
    // A read that ends with a lone Esc is the Esc key, so a split sequence goes on after "[".
    keys += decoder.decode(Array("\u{1B}[".utf8))
    keys += decoder.decode(Array("D".utf8))
    keys += decoder.decode(Array("\u{1B}[20".utf8))
    keys += decoder.decode(Array("0~ok\u{1B}[201~".utf8))
    #expect(keys == [.text("é"), .text("東"), .left, .paste("ok")])
  }

  @Test("bracketed paste arrives as one paste, its control characters dropped")
  func bracketedPaste() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Array("\u{1B}[200~Sao\r\n Pau".utf8))
    keys += decoder.decode(Array("lo\u{1B}[31m\u{7}\u{1B}[20".utf8))
    keys += decoder.decode(Array("1~x".utf8))
    #expect(keys == [.paste("Sao Paulo[31m"), .text("x")])
  }

  @Test("a lone Esc is the Esc key; unknown sequences are dropped whole")
  func escape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [.escape])
    #expect(decoder.decode(Array("\u{1B}[15~\u{1B}[1;5Ca".utf8)) == [.right, .text("a")])
  }
}
