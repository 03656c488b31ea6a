import Foundation

/// What tests and the demo see of a real transport: how many requests it has in flight, and
/// a way to wait until it has delivered every event queued so far.
package protocol InspectableTransport: Transport, AnyObject {
  /// Requests started whose end has not been reported yet (cancelled ones count until the
  /// transport has dropped them); zero once the transport is idle.
  var tasksInFlight: Int { get }

  /// Runs a closure on the transport's event queue after everything queued there so far
  /// (once it runs, every event already due has been delivered); holding this function
  /// does not keep the transport alive.
  var afterQueuedEvents: @Sendable (@escaping @Sendable () -> Void) -> Void { get }

  /// Whether the calling thread is running the transport's event queue.
  var isOnEventQueue: Bool { get }
}

extension URLSessionTransport: InspectableTransport {
  package var afterQueuedEvents: @Sendable (@escaping @Sendable () -> Void) -> Void {
    { [delegateQueue] body in delegateQueue.addOperation(body) }
  }

  package var isOnEventQueue: Bool { eventQueue.isCurrent }
}

#if os(Linux)
extension CurlTransport: InspectableTransport {
  package var tasksInFlight: Int { loop.requestsInFlight }

  package var afterQueuedEvents: @Sendable (@escaping @Sendable () -> Void) -> Void {
    { [loop] body in loop.submit(.run(body)) }
  }

  package var isOnEventQueue: Bool { loop.isCurrent }
}
#endif
