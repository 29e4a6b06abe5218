// The pseudo-terminal calls that `TerminalProcess` opens its terminal with.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's pseudo-terminal calls, looked up by name at run time.
///
/// Glibc declares `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` only when `_XOPEN_SOURCE`
/// is defined, which Swift's Glibc module does not do, so they are not visible to Swift even
/// though every Linux C library exports them.
struct PseudoTerminalCalls {
  var open: @convention(c) (Int32) -> Int32
  var grant: @convention(c) (Int32) -> Int32
  var unlock: @convention(c) (Int32) -> Int32
  var name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  static func load() -> PseudoTerminalCalls? {
    // dlopen(nil) is the program itself, with every library it loaded.
    let handle = dlopen(nil, RTLD_NOW)
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard
      let open = symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
      let grant = symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self),
      let unlock = symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
      let name = symbol(
        "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    else { return nil }
    return PseudoTerminalCalls(open: open, grant: grant, unlock: unlock, name: name)
  }
}

// The C library's open(2), named apart from the `open` member of `PseudoTerminalCalls`.
func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags)
  #elseif canImport(Darwin)
    Darwin.open(path, flags)
  #endif
}
