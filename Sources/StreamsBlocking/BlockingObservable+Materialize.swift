import Foundation
import Streams

extension BlockingObservable {
  /// Subscribes, collects up to `max` elements that satisfy `predicate` until the sequence
  /// ends or the timeout passes, and disposes the subscription: the one wait every operator
  /// shares.
  func materializeResult(
    max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector<Element>(max: max)
    let lifetime = Lifetime()
    // Gated like every subscriber: once the wait's `dispose()` has returned, the predicate does
    // not begin again. It runs outside the collector's lock; events never overlap.
    let observer = AnyObserver<Element> { event in
      let outcome: BlockingCollector<Element>.Input
      switch event {
      case .next(let element):
        do { outcome = try predicate(element) ? .keep(element) : .skip } catch {
          outcome = .stop(error)
        }
      case .error(let error): outcome = .stop(error)
      case .completed: outcome = .complete
      }
      if collector.receive(outcome) { lifetime.dispose() }
    }
    source.run({ event in lifetime.deliver(event, to: observer) }, lifetime)
    let finished = BlockingWait.until(deadline(), isDone: { collector.isDone }) {
      collector.waitForSignal(until: $0)
    }
    lifetime.dispose()
    return collector.result(timedOut: !finished)
  }

  /// When the wait must end: `nil` for never; a timeout that is not a number waits not at all.
  private func deadline() -> Date? {
    guard let timeout else { return nil }
    if timeout.isNaN { return Date() }
    if timeout.isInfinite { return timeout > 0 ? nil : Date() }
    return Date(timeIntervalSinceNow: Swift.max(0, timeout))
  }
}

/// What one subscription of a blocking operator has received, shared between the thread the
/// events arrive on and the thread that waits.
final class BlockingCollector<Element>: @unchecked Sendable {
  // Safe to share: every stored property but `max` is read and written only while `condition`
  // is locked; `max` is immutable.

  /// What an event means for the collection.
  enum Input {
    /// An element to keep.
    case keep(Element)
    /// An element the predicate dropped.
    case skip
    /// The sequence, or the predicate, failed.
    case stop(Swift.Error)
    /// The sequence completed.
    case complete
  }

  private let condition = NSCondition()
  private let max: Int?
  private var elements: [Element] = []
  private var error: Swift.Error?
  private var done = false

  init(max: Int?) { self.max = max }

  var isDone: Bool {
    condition.lock()
    defer { condition.unlock() }
    return done
  }

  /// Records `input`; returns `true` when the collection is over and the subscription can go.
  func receive(_ input: Input) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    if done { return true }
    switch input {
    case .keep(let element):
      elements.append(element)
      if let max, elements.count >= max { done = true }
    case .skip: break
    case .stop(let failure):
      error = failure
      done = true
    case .complete: done = true
    }
    if done { condition.broadcast() }
    return done
  }

  /// Sleeps until the collection is over or `limit` passes.
  func waitForSignal(until limit: Date) {
    condition.lock()
    defer { condition.unlock() }
    if !done { _ = condition.wait(until: limit) }
  }

  /// What was collected, and how it ended.
  func result(timedOut: Bool) -> MaterializedSequenceResult<Element> {
    condition.lock()
    defer { condition.unlock() }
    if let error { return .failed(elements: elements, error: error) }
    if timedOut && !done { return .failed(elements: elements, error: RxError.timeout) }
    return .completed(elements: elements)
  }
}
