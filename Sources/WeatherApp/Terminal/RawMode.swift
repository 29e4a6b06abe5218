#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's state before raw mode, restored on every way out.
///
/// Entering saves the termios settings, turns off canonical mode, echo, signal keys
/// (ISIG), IEXTEN, XON/XOFF flow control and CR-to-NL translation, and turns on bracketed
/// paste. Restoring puts back exactly the saved termios settings (with TCSAFLUSH, so unread
/// typed-ahead input is dropped) and turns bracketed paste off; it runs once, however many
/// exit paths reach it, `exit` from anywhere among them (through `atexit`).
package enum RawMode {
  private nonisolated(unsafe) static var saved: termios?

  static func enter() {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    saved = original
    atexit { RawMode.restore() }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    StandardStream.output.write("\u{1B}[?2004h")
  }

  static func restore() {
    guard var original = saved else { return }
    saved = nil
    StandardStream.output.write("\u{1B}[?2004l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }
}
