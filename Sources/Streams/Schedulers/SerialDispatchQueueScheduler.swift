import Dispatch
import Foundation

/// Runs work on a serial dispatch queue, one action at a time, in order.
///
/// Operators that need ordered delivery (``ObservableType/observe(on:)``) rely on the queue
/// being serial. Passing a concurrent queue breaks that guarantee.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  // Safe to share: immutable after init; `DispatchQueue` is thread-safe.
  let configuration: DispatchQueueConfiguration

  /// The current time.
  public var now: RxTime { Date() }

  /// Creates a scheduler that runs work on `serialQueue`.
  ///
  /// - Parameters:
  ///   - serialQueue: a serial queue; work runs on it directly.
  ///   - leeway: the slack timers may take.
  public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
  ///
  /// - Parameters:
  ///   - internalSerialQueueName: the queue's label.
  ///   - serialQueueConfiguration: adjusts the queue after it is created.
  ///   - leeway: the slack timers may take.
  public convenience init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that targets `queue`.
  ///
  /// - Parameters:
  ///   - queue: the queue the new serial queue targets.
  ///   - internalSerialQueueName: the new queue's label.
  ///   - leeway: the slack timers may take.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serial = DispatchQueue(label: internalSerialQueueName, target: queue)
    self.init(serialQueue: serial, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue with quality of service `qos`.
  ///
  /// - Parameters:
  ///   - qos: the quality of service of the queue's work.
  ///   - internalSerialQueueName: the new queue's label.
  ///   - leeway: the slack timers may take.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "streams.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serial = DispatchQueue(label: internalSerialQueueName, qos: qos)
    self.init(serialQueue: serial, leeway: leeway)
  }

  /// Schedules `action` to run on the queue.
  ///
  /// - Returns: a disposable that cancels the action if it has not run.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    configuration.schedule(state, action: action)
  }

  /// Runs `body` on the queue, in order with the scheduled actions, with nothing to cancel it.
  ///
  /// For operators that cancel their own work (`observe(on:)`): one dispatch, no disposable.
  @usableFromInline
  func perform(_ body: @escaping @Sendable () -> Void) {
    configuration.queue.async(execute: body)
  }

  /// Schedules `action` to run on the queue after `dueTime`.
  ///
  /// - Returns: a disposable that cancels the timer.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Schedules `action` on the queue after `startAfter`, then every `period`.
  ///
  /// - Returns: a disposable that stops the timer.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
