import Dispatch
import Foundation
import Streams

/// The delegate queue of a ``URLSessionTransport``'s session: a serial queue on which every
/// delegate callback, and so every event, runs one at a time and in the order the session
/// queued it.
///
/// On Linux FoundationNetworking queues one delegate call per body chunk (a 1 MiB body is some
/// 60–90 of them), and an `OperationQueue` operation costs a `BlockOperation`, its state
/// observation and about a dozen allocations each: measured with callgrind on 1 MiB bodies,
/// a fifth of the client side's instructions. So there this queue takes the blocks
/// FoundationNetworking gives it straight to one serial `DispatchQueue`, in order, without
/// making an `Operation` of them; an `Operation` added to it is started on the same queue, in
/// its turn. On Apple platforms it is a plain serial `OperationQueue`.
///
/// ``isCurrent`` says whether the calling code runs on it, where `OperationQueue.current` would
/// not know.
final class URLSessionDelegateQueue: OperationQueue, @unchecked Sendable {
  // Safe to share: `serial` and `key` are immutable and thread-safe; the rest is the
  // `OperationQueue`'s own state, which is thread-safe.

  /// The queue every block runs on.
  private let serial: DispatchQueue
  /// Marks ``serial``, for ``isCurrent``.
  private let key = DispatchSpecificKey<ObjectIdentifier>()

  /// Creates the queue, named `label`.
  init(label: String) {
    serial = DispatchQueue(label: label)
    super.init()
    name = label
    maxConcurrentOperationCount = 1
    serial.setSpecific(key: key, value: ObjectIdentifier(self))
  }

  /// Whether the calling code runs on this queue.
  var isCurrent: Bool {
    #if canImport(FoundationNetworking)
    return DispatchQueue.getSpecific(key: key) == ObjectIdentifier(self)
    #else
    return OperationQueue.current === self
    #endif
  }

  #if canImport(FoundationNetworking)
  /// Runs `block` on the serial queue after everything added before it.
  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    serial.async(execute: block)
  }

  /// Starts `operation` on the serial queue after everything added before it.
  override func addOperation(_ operation: Operation) {
    let box = UncheckedSendable(operation)
    serial.async { box.value.start() }
  }

  /// Starts `operations` in order on the serial queue; waits for them when asked (never from
  /// the queue itself, which would wait for itself).
  override func addOperations(_ operations: [Operation], waitUntilFinished wait: Bool) {
    for operation in operations { addOperation(operation) }
    if wait { waitUntilAllOperationsAreFinished() }
  }

  /// Runs `barrier` after everything added before it (a serial queue runs nothing beside it).
  override func addBarrierBlock(_ barrier: @escaping @Sendable () -> Void) {
    serial.async(execute: barrier)
  }

  /// Waits until everything added so far has run; returns at once on the queue itself.
  override func waitUntilAllOperationsAreFinished() {
    guard !isCurrent else { return }
    serial.sync {}
  }
  #endif
}
