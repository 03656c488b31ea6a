import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running part of a ``FixtureServer``.
///
/// It owns the listener, its accept thread, the registry of open connections, and stopping.
/// Threads hold the core, never the public server object, so
/// the server's `deinit` can stop them.
final class ServerCore: Sendable {
  private enum Phase {
    case idle
    case starting
    case running
    case stopping
    case stopped
  }

  private struct State {
    var phase = Phase.idle
    var port = 0
    var wake: WakePipe?
    var listener: SocketHandle?
    var connections: [Int: SocketHandle] = [:]
    var nextConnectionID = 1
    var nextSequenceNumber = 1
  }

  let configuration: FixtureServer.Configuration
  let router = Router()
  let log: RequestLog
  private let state = Guarded(State())
  private let acceptThread = DispatchGroup()
  private let connectionThreads = DispatchGroup()

  init(configuration: FixtureServer.Configuration) {
    self.configuration = configuration
    log = RequestLog(storesRequests: configuration.storesRequests)
  }

  /// The bound port, 0 before `start()`.
  var port: Int { state.withLock { $0.port } }

  /// Whether the server is running.
  var isRunning: Bool { state.withLock { $0.phase == .running } }

  /// Whether `stop()` has begun: connections closing now are the server's doing.
  var isStopping: Bool {
    state.withLock { $0.phase == .stopping || $0.phase == .stopped }
  }

  /// Where the listening socket is bound, from `getsockname`; `nil` when not listening.
  var listenerEndpoint: (address: String, port: Int)? {
    state.withLock { $0.listener?.localEndpoint() }
  }

  /// The next request's position among all requests.
  func nextSequenceNumber() -> Int {
    state.withLock { state in
      defer { state.nextSequenceNumber += 1 }
      return state.nextSequenceNumber
    }
  }

  /// Binds, listens and starts accepting; does nothing when already running.
  func start() throws(FixtureServerError) {
    let phase = state.withLock { state in
      defer { if state.phase == .idle { state.phase = .starting } }
      return state.phase
    }
    switch phase {
    case .idle: break
    case .starting, .running: return
    case .stopping, .stopped: throw .stopped
    }
    let listener: SocketHandle
    let wake: WakePipe
    do {
      listener = try SocketHandle.listen(loopbackPort: configuration.port, backlog: 128)
      do { wake = try WakePipe() } catch {
        listener.close()
        throw error
      }
    } catch {
      state.withLock { $0.phase = .idle }
      let failure = error as? SocketFailure ?? SocketFailure("start", code: 0)
      throw .socket(operation: failure.operation, code: failure.code)
    }
    listener.setBlocking(false)
    let port = listener.localEndpoint()?.port ?? 0
    let started = state.withLock { state in
      guard state.phase == .starting else { return false }  // stop() came first
      state.phase = .running
      state.port = port
      state.wake = wake
      state.listener = listener
      acceptThread.enter()
      return true
    }
    guard started else {
      listener.close()
      wake.close()
      throw .stopped
    }
    let thread = Thread { [self] in
      acceptLoop(listener, wake: wake)
      state.withLock { state in
        state.listener = nil
        listener.close()
      }
      acceptThread.leave()
    }
    thread.name = "FixtureServer.accept.\(port)"
    thread.start()
  }

  /// Closes the listener and every connection, and waits (bounded) for their threads.
  func stop() {
    let wake = state.withLock { state -> WakePipe? in
      switch state.phase {
      case .idle, .starting:
        state.phase = .stopped
        return nil
      case .running:
        state.phase = .stopping
        // Under the lock, so no connection can close (and its descriptor be reused) meanwhile.
        for socket in state.connections.values { socket.shutdown() }
        return state.wake
      case .stopping, .stopped:
        return nil
      }
    }
    wake?.signal()
    let deadline = DispatchTime.now() + configuration.stopTimeout.timeInterval
    let acceptEnded = acceptThread.wait(timeout: deadline) == .success
    _ = connectionThreads.wait(timeout: deadline)
    state.withLock { state in
      state.phase = .stopped
      // The accept thread polls the pipe: close it only once that thread is gone.
      if acceptEnded, let pipe = state.wake {
        pipe.close()
        state.wake = nil
      }
    }
  }

  /// Removes a connection from the registry and closes its socket, atomically with respect to
  /// `stop()` shutting sockets down.
  func closeConnection(_ id: Int, _ socket: SocketHandle, reset: Bool) {
    state.withLock { state in
      state.connections[id] = nil
      if reset { socket.closeWithReset() } else { socket.close() }
    }
  }

  private func acceptLoop(_ listener: SocketHandle, wake: WakePipe) {
    while listener.waitForConnection(wake: wake) == .connection {
      switch listener.accept() {
      case .success(let socket):
        guard launch(socket) else { return }
      case .failure(let failure):
        switch failure.code {
        case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO: continue
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
          Thread.sleep(forTimeInterval: 0.01)  // out of descriptors: let connections finish
        default: return
        }
      }
    }
  }

  /// Registers an accepted socket and serves it on a new thread; `false` once stopping.
  private func launch(_ socket: SocketHandle) -> Bool {
    let id = state.withLock { state -> Int? in
      guard state.phase == .running else { return nil }
      let id = state.nextConnectionID
      state.nextConnectionID += 1
      state.connections[id] = socket
      connectionThreads.enter()
      return id
    }
    guard let id else {
      socket.close()
      return false
    }
    socket.setSendTimeout(configuration.writeTimeout)
    log.record(ConnectionEvent(.opened, connectionID: id))
    let thread = Thread { [self] in
      Connection(core: self, socket: socket, id: id).run()
      connectionThreads.leave()
    }
    thread.name = "FixtureServer.connection.\(id)"
    thread.start()
    return true
  }
}
