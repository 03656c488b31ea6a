import Foundation
import Streams

/// A sequence whose elements are waited for on the calling thread, for tests: spelled as in
/// RxBlocking.
///
/// Get one with `toBlocking(timeout:)`. Each operator subscribes, blocks until the sequence
/// has given what it needs (or the timeout passes), disposes the subscription and returns.
/// While it waits it runs the work the calling thread owes the sequence: the
/// `CurrentThreadScheduler` work queued behind the caller, the `MainScheduler` work queued on
/// the main queue when the caller is on it, and the main run loop when the caller is the main
/// thread. So a sequence observed on the main scheduler, a driver or a signal can be blocked
/// on from the main queue without deadlocking.
public struct BlockingObservable<Element>: Sendable {
  /// The longest wait, in seconds; `nil` waits for ever.
  public let timeout: TimeInterval?

  @usableFromInline let source: Observable<Element>

  @inlinable
  init(timeout: TimeInterval?, source: Observable<Element>) {
    self.timeout = timeout
    self.source = source
  }
}

extension ObservableConvertibleType {
  /// This sequence, waited for on the calling thread by the operators of
  /// ``BlockingObservable``.
  ///
  ///     --1--2--|  toBlocking().toArray()   [1, 2]
  ///
  /// - Parameter timeout: the longest wait, in seconds; when it passes, the operators throw
  ///   `RxError.timeout`. `nil` waits for ever.
  /// - Returns: the blocking view of the sequence.
  @inlinable
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}
