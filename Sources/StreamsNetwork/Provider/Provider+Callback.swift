import Dispatch
import Foundation
import Streams

/// A request that can be cancelled, as Moya's `Cancellable`.
public protocol Cancellable {
  /// Whether ``cancel()`` has been called.
  var isCancelled: Bool { get }

  /// Cancels the request; its completion is not called afterwards.
  func cancel()
}

/// The ``Cancellable`` that ``Provider/request(_:callbackQueue:progress:completion:)`` returns.
final class SubscriptionCancellable: Cancellable, @unchecked Sendable {
  // Safe to share: `subscription` is a thread-safe disposable, set once before it is returned.
  private let subscription = SingleAssignmentDisposable()

  func attach(_ disposable: Disposable) { subscription.setDisposable(disposable) }

  var isCancelled: Bool { subscription.isDisposed }

  func cancel() { subscription.dispose() }
}

extension Provider {
  /// Receives the outcome of a callback-style request.
  public typealias Completion = (Result<Response, NetworkError>) -> Void
  /// Receives progress steps of a callback-style request.
  public typealias ProgressBlock = (ProgressResponse) -> Void

  /// Sends `target` at once and reports through callbacks, as Moya's non-reactive API.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - callbackQueue: where the callbacks run; `nil` uses the provider's `callbackQueue`, or
  ///     the transport's queue when that is `nil` too.
  ///   - progress: receives progress steps, when given.
  ///   - completion: receives the outcome once.
  /// - Returns: a handle that cancels the request.
  @discardableResult
  public func request(
    _ target: Target, callbackQueue: DispatchQueue? = nil, progress: ProgressBlock? = nil,
    completion: @escaping Completion
  ) -> Cancellable {
    var steps = perform(target, reportsProgress: progress != nil)
    if let callbackQueue {
      steps = steps.observe(on: SerialDispatchQueueScheduler(serialQueue: callbackQueue))
    }
    let cancellable = SubscriptionCancellable()
    cancellable.attach(
      steps.subscribe(
        onNext: { step in
          if let response = step.response {
            progress?(step)
            completion(.success(response))
          } else {
            progress?(step)
          }
        },
        onError: { error in
          completion(.failure(error as? NetworkError ?? .underlying(error, nil)))
        }))
    return cancellable
  }
}
