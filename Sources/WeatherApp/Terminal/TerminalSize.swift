import WeatherScreens
import WeatherViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal that stdout writes to, as the terminal reports it now.
package enum TerminalSize {
  /// The terminal's height in rows; 24 when it does not say.
  package static func rows() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
  }

  /// The terminal's width in columns; a frame's usual width when it does not say.
  package static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return WeatherView.defaultWidth
    }
    return Int(size.ws_col)
  }
}
