import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LoopbackServerCore {
  static func signal(_ pipe: Int32) {
    var byte: UInt8 = 1
    _ = write(pipe, &byte, 1)
  }

  static func setNonBlocking(_ fd: Int32) -> Bool {
    let flags = fcntl(fd, F_GETFL)
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0
  }

  static func setBlocking(_ fd: Int32) {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
  }

  /// Waits until one of `fds` is readable or has hung up, or the time runs out.
  ///
  /// - Returns: The index of the first ready descriptor, or nil when the time ran out.
  func awaitReadable(_ fds: [Int32], milliseconds: Int32) -> Int? {
    var descriptors = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      let ready = descriptors.withUnsafeMutableBufferPointer {
        poll($0.baseAddress, nfds_t($0.count), milliseconds)
      }
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return nil }
      return descriptors.firstIndex { $0.revents != 0 }
    }
  }
}
