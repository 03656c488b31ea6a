import Foundation

/// Runs work as operations on an `OperationQueue`, at a given priority.
///
/// It schedules immediate work only, as in RxSwift; the queue's `maxConcurrentOperationCount`
/// decides whether actions may run at once.
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
  /// The queue the operations are added to.
  public let operationQueue: OperationQueue

  /// The priority of every operation this scheduler adds.
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds operations to `operationQueue`.
  ///
  /// - Parameters:
  ///   - operationQueue: the queue that runs the work.
  ///   - queuePriority: the priority given to each operation.
  public init(
    operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal
  ) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation that runs `action` with `state`.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: a disposable that cancels the operation if it has not run.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let work = ScheduledWork(state: state, action: action)
    let operation = BlockOperation { work.run() }
    operation.queuePriority = queuePriority
    work.source = .operation(operation)
    operationQueue.addOperation(operation)
    return work
  }
}
