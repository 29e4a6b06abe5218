import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback port that refuses every connection, for as long as it is open.
///
/// The port is bound without listening: a client that connects gets "connection refused", and
/// no other socket, this process's servers included, can take the port meanwhile, because it
/// is bound without `SO_REUSEADDR`.
///
/// ```swift
/// let refused = try RefusingPort()
/// defer { refused.close() }
/// ```
public final class RefusingPort: Sendable {
  /// `http://127.0.0.1:<port>`.
  public let url: URL
  private let descriptor: Int32

  /// Binds a free loopback port.
  ///
  /// - Throws: ``LoopbackHTTPServer/StartError`` when a socket call fails.
  public init() throws {
    let (descriptor, port) = try LoopbackHTTPServer.bindLoopback(reusingAddress: false)
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      preconditionFailure("a loopback URL with a port is always valid")
    }
    self.descriptor = descriptor
    self.url = url
  }

  /// Gives the port back; call it once, when the test is done with the port.
  public func close() {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
