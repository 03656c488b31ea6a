import Foundation
import Streams
import StreamsNetwork

/// What one subscription received, and where each event was delivered; a test waits for its
/// end with a bound.
final class Recorder<Element>: @unchecked Sendable {
  // Safe to share: every field lives in the `Locked` box; the semaphore is thread-safe.
  /// Where an event was delivered.
  struct Delivery: Equatable {
    /// The name of the operation queue it ran on, if any.
    let queueName: String?
    /// Whether it ran on the main thread.
    let onMainThread: Bool
  }

  private let state = Locked<(events: [Event<Element>], deliveries: [Delivery])>(([], []))
  private let ended = DispatchSemaphore(value: 0)
  private let arrived = DispatchSemaphore(value: 0)

  /// Records `event`; a terminal one releases ``waitForEnd(seconds:)``.
  func record(_ event: Event<Element>) {
    let delivery = Delivery(
      queueName: OperationQueue.current?.name, onMainThread: Thread.isMainThread)
    state.withLock {
      $0.events.append(event)
      $0.deliveries.append(delivery)
    }
    switch event {
    case .next: arrived.signal()
    case .error, .completed: ended.signal()
    }
  }

  /// Blocks until the subscription ends, at most `seconds`.
  ///
  /// - Returns: whether it ended in time.
  func waitForEnd(seconds: Double = 5) -> Bool {
    ended.wait(timeout: .now() + seconds) == .success
  }

  /// Blocks until one more element has arrived (counting from the last wait), at most
  /// `seconds`.
  ///
  /// - Returns: whether it arrived in time.
  func waitForElement(seconds: Double = 5) -> Bool {
    arrived.wait(timeout: .now() + seconds) == .success
  }

  /// Every event, in order.
  var events: [Event<Element>] { state.withLock { $0.events } }

  /// Where each event was delivered, in order.
  var deliveries: [Delivery] { state.withLock { $0.deliveries } }

  /// The elements received.
  var elements: [Element] {
    events.compactMap { event in
      if case .next(let element) = event { return element }
      return nil
    }
  }

  /// Whether the sequence completed.
  var isCompleted: Bool {
    events.contains { event in
      if case .completed = event { return true }
      return false
    }
  }

  /// The error the sequence failed with, if any.
  var error: (any Error)? {
    for event in events {
      if case .error(let error) = event { return error }
    }
    return nil
  }

  /// The error as a ``NetworkError``, if it is one.
  var networkError: NetworkError? { error as? NetworkError }
}

extension ObservableType {
  /// Subscribes `recorder` to this sequence.
  ///
  /// - Returns: the subscription.
  func subscribe(_ recorder: Recorder<Element>) -> Disposable {
    subscribe { recorder.record($0) }
  }
}
