import Dispatch
import Streams

/// The workloads that hop onto a scheduler: `observeOn`, `observeOnConcurrent`, `delay` and
/// `subscribeOn`.
///
/// Each runs on real dispatch queues and waits, with a bound, for the last event; its floor
/// makes the same hops by hand (one dispatched block or timer per event, or two blocks per
/// subscription), so the ratio is what Streams adds to the dispatching itself.
extension Workload {
  /// 100,000 Ints through `observe(on:)` a serial dispatch queue scheduler.
  package static let observeOn = Workload(
    name: "observeOn",
    summary: "from([Int]) of 100,000 -> observe(on: SerialDispatchQueueScheduler) -> subscribe "
      + "summing on the queue, waiting for the completion",
    unit: .event, target: .ratio(3.5),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    let (queue, scheduler) = SchedulerWorkloads.serial("bench.observe-on")
    return Instance(
      events: size, subject: { try SchedulerWorkloads.observeOn(values, scheduler) },
      floor: { try SchedulerWorkloads.dispatchFloor(values, queue) })
  }

  /// 100,000 Ints through `observe(on:)` a concurrent dispatch queue scheduler.
  package static let observeOnConcurrent = Workload(
    name: "observeOnConcurrent",
    summary: "from([Int]) of 100,000 -> observe(on: ConcurrentDispatchQueueScheduler) -> "
      + "subscribe summing, one scheduled action per event, waiting for the completion",
    unit: .event, target: .ratio(15),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    let queue = DispatchQueue(label: "bench.observe-on.concurrent", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    return Instance(
      events: size, subject: { try SchedulerWorkloads.observeOn(values, scheduler) },
      floor: { try SchedulerWorkloads.chainedDispatchFloor(values, queue) })
  }

  /// 100,000 Ints through `delay` of a millisecond on a serial dispatch queue scheduler.
  package static let delay = Workload(
    name: "delay",
    summary: "from([Int]) of 100,000 -> delay(.milliseconds(1), scheduler: "
      + "SerialDispatchQueueScheduler) -> subscribe summing, waiting for the completion",
    unit: .event, target: .ratio(12),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    let (queue, scheduler) = SchedulerWorkloads.serial("bench.delay")
    return Instance(
      events: size, subject: { try SchedulerWorkloads.delay(values, scheduler) },
      floor: { try SchedulerWorkloads.timerFloor(values, queue) })
  }

  /// 100,000 subscriptions of `just(x).subscribe(on:)` a serial dispatch queue scheduler.
  package static let subscribeOn = Workload(
    name: "subscribeOn",
    summary: "100,000 iterations of Observable.just(x).subscribe(on: "
      + "SerialDispatchQueueScheduler) subscribed (summing) and released on the queue",
    unit: .event, target: .ratio(8),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    let (queue, scheduler) = SchedulerWorkloads.serial("bench.subscribe-on")
    return Instance(
      events: size, subject: { try SchedulerWorkloads.subscribeOn(values, scheduler, queue) },
      floor: { try SchedulerWorkloads.subscribeFloor(values, queue) })
  }
}

/// Errors of the scheduler workloads.
package enum SchedulerBenchError: Error, Equatable {
  /// The last event did not arrive within the bound.
  case timedOut
}

enum SchedulerWorkloads {
  /// How long a run may take before it counts as hung.
  static let bound = DispatchTimeInterval.seconds(60)

  /// A serial queue and the scheduler on it.
  static func serial(_ label: String) -> (DispatchQueue, SerialDispatchQueueScheduler) {
    let queue = DispatchQueue(label: label)
    return (queue, SerialDispatchQueueScheduler(serialQueue: queue))
  }

  /// Waits for `done`, or throws when the bound passes first.
  static func wait(_ done: DispatchSemaphore) throws {
    if done.wait(timeout: .now() + bound) == .timedOut { throw SchedulerBenchError.timedOut }
  }

  @inline(never)
  static func observeOn(_ values: [Int], _ scheduler: ImmediateSchedulerType) throws -> Int {
    let sum = Accumulator()
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable.from(values)
      .observe(on: scheduler)
      .subscribe(onNext: { sum.total += $0 }, onCompleted: { done.signal() })
    try wait(done)
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func delay(_ values: [Int], _ scheduler: SchedulerType) throws -> Int {
    let sum = Accumulator()
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable.from(values)
      .delay(.milliseconds(1), scheduler: scheduler)
      .subscribe(onNext: { sum.total += $0 }, onCompleted: { done.signal() })
    try wait(done)
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func subscribeOn(
    _ values: [Int], _ scheduler: ImmediateSchedulerType, _ queue: DispatchQueue
  ) throws -> Int {
    let sum = Accumulator()
    for value in values {
      // Each subscription ends by itself on the queue; disposing it here would race the
      // scheduled subscription and cancel it.
      _ = Observable.just(value).subscribe(on: scheduler).subscribe(onNext: { sum.total += $0 })
    }
    // The subscriptions, then the disposals they scheduled when they completed.
    queue.sync {}
    queue.sync {}
    return sum.total
  }

  /// One block per element on a serial queue, as `observe(on:)` dispatches them.
  @inline(never)
  static func dispatchFloor(_ values: [Int], _ queue: DispatchQueue) throws -> Int {
    let sum = QueueAccumulator()
    let done = DispatchSemaphore(value: 0)
    for value in values { queue.async { sum.total += value } }
    queue.async { done.signal() }
    try wait(done)
    return sum.total
  }

  /// One block per element on a concurrent queue, each dispatching the next, as `observe(on:)`
  /// schedules one action at a time on a concurrent scheduler.
  @inline(never)
  static func chainedDispatchFloor(_ values: [Int], _ queue: DispatchQueue) throws -> Int {
    let chain = DispatchChain(values, queue)
    queue.async { chain.step() }
    try wait(chain.done)
    return chain.sum.total
  }

  /// One timer per element, due a millisecond after it was handed over.
  @inline(never)
  static func timerFloor(_ values: [Int], _ queue: DispatchQueue) throws -> Int {
    let sum = QueueAccumulator()
    let done = DispatchSemaphore(value: 0)
    for value in values {
      queue.asyncAfter(deadline: .now() + .milliseconds(1)) { sum.total += value }
    }
    queue.asyncAfter(deadline: .now() + .milliseconds(1)) { done.signal() }
    try wait(done)
    return sum.total
  }

  /// Two blocks per subscription: one that subscribes (and sums), one that releases.
  @inline(never)
  static func subscribeFloor(_ values: [Int], _ queue: DispatchQueue) throws -> Int {
    let sum = QueueAccumulator()
    let released = QueueAccumulator()
    for value in values {
      queue.async {
        sum.total += value
        queue.async { released.total += 1 }
      }
    }
    queue.sync {}
    queue.sync {}
    return released.total == values.count ? sum.total : -1
  }
}

/// A running total that blocks on one serial queue (or one chain of blocks) share.
final class QueueAccumulator: @unchecked Sendable {
  // Safe to share: only blocks that run one at a time touch `total`, and the thread that reads
  // it at the end waits for the last of them first (a `sync` or a semaphore).
  var total = 0
}

/// The state of ``SchedulerWorkloads/chainedDispatchFloor(_:_:)``: the next index, touched by
/// one block at a time (each block dispatches the next only when it is done).
final class DispatchChain: @unchecked Sendable {
  // Safe to share: `index` and `sum` are touched only by the chained blocks, which run one at
  // a time, each dispatched by the one before after its last access.
  let values: [Int]
  let queue: DispatchQueue
  let sum = QueueAccumulator()
  let done = DispatchSemaphore(value: 0)
  var index = 0

  init(_ values: [Int], _ queue: DispatchQueue) {
    self.values = values
    self.queue = queue
  }

  /// Adds the next value and dispatches the step after it, or signals the end.
  func step() {
    guard index < values.count else {
      done.signal()
      return
    }
    sum.total += values[index]
    index += 1
    queue.async { self.step() }
  }
}
