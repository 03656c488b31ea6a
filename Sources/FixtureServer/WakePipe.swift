#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A self-pipe that wakes a thread blocked in ``waitForConnection(wake:)``.
package struct WakePipe: Sendable {
  /// The end the sleeper polls.
  package let readEnd: Int32
  /// The end ``signal()`` writes to.
  package let writeEnd: Int32

  /// Opens the pipe.
  package init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SocketFailure("pipe") }
    readEnd = ends[0]
    writeEnd = ends[1]
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
  }

  /// Wakes the sleeper; call only while the read end is open (a pipe without readers would
  /// raise `SIGPIPE`).
  package func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Closes both ends.
  package func close() {
    #if canImport(Glibc)
    _ = Glibc.close(readEnd)
    _ = Glibc.close(writeEnd)
    #elseif canImport(Darwin)
    _ = Darwin.close(readEnd)
    _ = Darwin.close(writeEnd)
    #endif
  }
}

/// What a listener's wait ended with.
package enum ListenerWait: Equatable, Sendable {
  /// A connection is ready to accept.
  case connection
  /// The wake pipe was signalled.
  case woken
  /// `poll` failed or the listener broke.
  case failed
}

extension SocketHandle {
  /// Blocks until a connection is pending on this listener or `wake` is signalled.
  package func waitForConnection(wake: WakePipe) -> ListenerWait {
    while true {
      var entries = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&entries, nfds_t(entries.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failed
      }
      if entries[1].revents != 0 { return .woken }
      if entries[0].revents & Int16(POLLIN) != 0 { return .connection }
      if entries[0].revents != 0 { return .failed }
    }
  }
}
