import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession transport's delegate queue (on Linux a serial dispatch queue under an
/// `OperationQueue`'s name) keeps what a serial `OperationQueue` promises the session: what is
/// added runs one at a time, in the order added, on the transport's event queue.
@Suite(.checksResources)
struct URLSessionDelegateQueueTests {
  /// Appends from many threads' blocks, kept in order of arrival.
  private final class Trace: @unchecked Sendable {
    // Safe to share: `entries` is read and written only under `lock`.
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
  }

  @Test func blocksOperationsAndBarriersRunInTheOrderAddedOnTheEventQueue() {
    let transport = URLSessionTransport(configuration: .ephemeral)
    let queue = transport.delegateQueue
    let trace = Trace()
    let onQueue = { @Sendable in transport.isOnEventQueue ? "" : " (elsewhere)" }
    for index in 0..<50 {
      switch index % 3 {
      case 0: queue.addOperation { trace.add("block \(index)\(onQueue())") }
      case 1: queue.addOperation(BlockOperation { trace.add("operation \(index)\(onQueue())") })
      default: queue.addBarrierBlock { trace.add("barrier \(index)\(onQueue())") }
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    let expected = (0..<50).map { index in
      ["block", "operation", "barrier"][index % 3] + " \(index)"
    }
    #expect(trace.all == expected)
    #expect(!transport.isOnEventQueue)
  }

  @Test func waitingForTheQueueWaitsForEverythingAddedBefore() {
    let transport = URLSessionTransport(configuration: .ephemeral)
    let trace = Trace()
    let gate = DispatchSemaphore(value: 0)
    transport.delegateQueue.addOperation {
      _ = gate.wait(timeout: .now() + 5)
      trace.add("first")
    }
    transport.delegateQueue.addOperations(
      [BlockOperation { trace.add("second") }], waitUntilFinished: false)
    gate.signal()
    transport.delegateQueue.waitUntilAllOperationsAreFinished()
    #expect(trace.all == ["first", "second"])
  }
}
