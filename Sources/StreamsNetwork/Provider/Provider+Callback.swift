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

  /// What ``request(_:callbackQueue:progress:completion:)`` does, unless a subclass overrides
  /// it: the request built from `endpoint` when given (else from ``endpoint(_:)``), its
  /// callbacks on `callbackQueue`, else on the provider's, else where the transport answers.
  ///
  /// `completion` runs exactly once, when the sequence ends, as Moya's does: with the last
  /// response (under ``CachePolicy/cacheThenNetwork``, the network's, after the stored one);
  /// when the sequence fails after a response (the network failing after the stored answer),
  /// with that response; with the error when none came; and with `RxError.noElements` when
  /// the sequence ends without one. `progress` sees every step, each response included.
  /// Cancelling the returned handle ends the request without calling either.
  package func requestWithCallbacks(
    _ target: Target, endpoint: Endpoint? = nil, callbackQueue: DispatchQueue?,
    progress: ProgressBlock?, completion: @escaping Completion
  ) -> Cancellable {
    var steps = perform(target, endpoint: endpoint, reportsProgress: progress != nil)
    if let callbackQueue {
      steps = steps.observe(on: SerialDispatchQueueScheduler(serialQueue: callbackQueue))
    } else if let callbackScheduler {
      steps = steps.observe(on: callbackScheduler)
    }
    // Written and read only by the subscription's callbacks, which run one at a time.
    var answer = Result<Response, NetworkError>.noResponse
    let cancellable = SubscriptionCancellable()
    cancellable.attach(
      steps.subscribe(
        onNext: { step in
          if let response = step.response { answer = answer.folding(.next(response)) }
          progress?(step)
        },
        onError: { error in completion(answer.folding(.error(error))) },
        onCompleted: { completion(answer) }))
    return cancellable
  }
}
