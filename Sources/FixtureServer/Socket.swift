#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed socket call: which call, and the `errno` it left.
package struct SocketFailure: Error, Equatable, Sendable {
  /// The name of the call that failed, such as `"bind"`.
  package let operation: String
  /// The `errno` value after the failure.
  package let code: Int32

  /// Captures the current `errno` for `operation`.
  package init(_ operation: String, code: Int32 = errno) {
    self.operation = operation
    self.code = code
  }
}

/// What one `receive` produced.
package enum ReceiveResult: Equatable, Sendable {
  /// Some bytes arrived.
  case bytes([UInt8])
  /// The peer closed its side in order (FIN).
  case endOfStream
  /// The connection was reset or failed (`ECONNRESET` and friends); carries `errno`.
  case failed(Int32)
  /// Nothing arrived within the timeout.
  case timedOut
}

/// A TCP socket descriptor on IPv4 loopback, with the few calls the server and its tests need.
///
/// A plain value: whoever created it closes it, exactly once.
package struct SocketHandle: Hashable, Sendable {
  /// The file descriptor.
  package let descriptor: Int32

  /// Wraps an open descriptor.
  package init(descriptor: Int32) { self.descriptor = descriptor }

  /// Opens a listening socket bound to `127.0.0.1:port` (0 picks an ephemeral port).
  package static func listen(loopbackPort port: UInt16, backlog: Int32) throws -> SocketHandle {
    let socket = try makeStreamSocket()
    var reuse: Int32 = 1
    _ = setsockopt(
      socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = loopbackAddress(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw socket.closing(SocketFailure("bind")) }
    guard systemListen(socket.descriptor, backlog) == 0 else {
      throw socket.closing(SocketFailure("listen"))
    }
    return socket
  }

  /// Connects a blocking socket to `127.0.0.1:port`.
  package static func connect(loopbackPort port: Int) throws -> SocketHandle {
    let socket = try makeStreamSocket()
    var address = loopbackAddress(port: UInt16(truncatingIfNeeded: port))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw socket.closing(SocketFailure("connect")) }
    socket.configureStream()
    return socket
  }

  /// Accepts one pending connection, or returns the failure (`EAGAIN` when none is pending).
  package func accept() -> Result<SocketHandle, SocketFailure> {
    let accepted = systemAccept(descriptor, nil, nil)
    guard accepted >= 0 else { return .failure(SocketFailure("accept")) }
    let socket = SocketHandle(descriptor: accepted)
    socket.setBlocking(true)
    socket.configureStream()
    return .success(socket)
  }

  /// The address and port the socket is bound to, from `getsockname`.
  package func localEndpoint() -> (address: String, port: Int)? {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard result == 0, Int32(address.sin_family) == AF_INET else { return nil }
    let host = UInt32(bigEndian: address.sin_addr.s_addr)
    let dotted = [24, 16, 8, 0].map { String((host >> UInt32($0)) & 0xFF) }.joined(separator: ".")
    return (dotted, Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Sends every byte, retrying partial writes; never raises `SIGPIPE`.
  ///
  /// Returns `false` when the peer is gone or the send timeout passed.
  package func send(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = systemSend(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, sendFlags)
        if sent > 0 {
          offset += sent
        } else if sent < 0 && errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
  }

  /// Waits up to `timeout` for bytes, then reads at most `maxCount` of them.
  package func receive(maxCount: Int = 65_536, timeout: FixtureDuration) -> ReceiveResult {
    guard waitUntilReadable(timeout: timeout) else { return .timedOut }
    var buffer = [UInt8](repeating: 0, count: maxCount)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(Array(buffer[0..<count])) }
      if count == 0 { return .endOfStream }
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK { return .timedOut }
      return .failed(code)
    }
  }

  /// Whether bytes (or an end of stream, or an error) are ready to read within `timeout`.
  package func waitUntilReadable(timeout: FixtureDuration) -> Bool {
    let deadline = FixtureInstant.now + timeout
    while true {
      let remaining = FixtureInstant.now.duration(to: deadline)
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, max(remaining, .zero).pollMilliseconds)
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return true }  // let the read report the failure
      if remaining <= .zero { return false }
    }
  }

  /// Sets `SO_SNDTIMEO`, so a peer that stops reading cannot block a send forever.
  package func setSendTimeout(_ timeout: FixtureDuration) {
    let nanoseconds = max(0, timeout.inNanoseconds)
    var value = timeval()
    value.tv_sec = .init(nanoseconds / 1_000_000_000)
    value.tv_usec = .init(nanoseconds % 1_000_000_000 / 1_000)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Switches `O_NONBLOCK` on or off.
  package func setBlocking(_ blocking: Bool) {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return }
    _ = fcntl(descriptor, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK)
  }

  /// Shuts both directions down: blocked reads and polls on the socket return at once.
  package func shutdown() { _ = systemShutdown(descriptor, Int32(SHUT_RDWR)) }

  /// Shuts the sending direction down: the peer reads an end of stream, we can still read.
  package func shutdownWrite() { _ = systemShutdown(descriptor, Int32(SHUT_WR)) }

  /// Reads and discards input until the peer's end of stream or `timeout`, so that closing
  /// afterwards does not turn unread input into a reset that destroys our last response.
  package func drain(timeout: FixtureDuration) {
    let deadline = FixtureInstant.now + timeout
    var discarded = 0
    while discarded < 1_048_576 {
      let remaining = FixtureInstant.now.duration(to: deadline)
      guard remaining > .zero, case .bytes(let bytes) = receive(timeout: remaining) else { return }
      discarded += bytes.count
    }
  }

  /// Closes the descriptor with an orderly FIN.
  package func close() { _ = systemClose(descriptor) }

  /// Closes the descriptor with `SO_LINGER` 0, so the peer sees a reset (RST), not a FIN.
  package func closeWithReset() {
    var option = linger(l_onoff: 1, l_linger: 0)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    _ = systemClose(descriptor)
  }

  /// Closes after `failure` and returns it, for `throw socket.closing(…)`.
  private func closing(_ failure: SocketFailure) -> SocketFailure {
    close()
    return failure
  }

  /// Per-connection options: no `SIGPIPE` (Darwin), no Nagle delay, close-on-exec.
  private func configureStream() {
    var one: Int32 = 1
    let size = socklen_t(MemoryLayout<Int32>.size)
    #if canImport(Darwin)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, size)
    #endif
    _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, size)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  private static func makeStreamSocket() throws -> SocketHandle {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw SocketFailure("socket") }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return SocketHandle(descriptor: descriptor)
  }

  private static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    return address
  }
}

#if canImport(Glibc)
private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
private let sendFlags: Int32 = 0  // SO_NOSIGPIPE on each socket does the job
#endif

// The C calls whose names `SocketHandle`'s own methods shadow, spelled once per platform.
#if canImport(Glibc)
private func systemAccept(
  _ socket: Int32, _ address: UnsafeMutablePointer<sockaddr>?,
  _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 { Glibc.accept(socket, address, length) }
private func systemClose(_ socket: Int32) -> Int32 { Glibc.close(socket) }
private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{ Glibc.connect(socket, address, length) }
private func systemListen(_ socket: Int32, _ backlog: Int32) -> Int32 {
  Glibc.listen(socket, backlog)
}
private func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32)
  -> Int
{ Glibc.send(socket, bytes, count, flags) }
private func systemShutdown(_ socket: Int32, _ how: Int32) -> Int32 { Glibc.shutdown(socket, how) }
#elseif canImport(Darwin)
private func systemAccept(
  _ socket: Int32, _ address: UnsafeMutablePointer<sockaddr>?,
  _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 { Darwin.accept(socket, address, length) }
private func systemClose(_ socket: Int32) -> Int32 { Darwin.close(socket) }
private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{ Darwin.connect(socket, address, length) }
private func systemListen(_ socket: Int32, _ backlog: Int32) -> Int32 {
  Darwin.listen(socket, backlog)
}
private func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32)
  -> Int
{ Darwin.send(socket, bytes, count, flags) }
private func systemShutdown(_ socket: Int32, _ how: Int32) -> Int32 { Darwin.shutdown(socket, how) }
#endif
