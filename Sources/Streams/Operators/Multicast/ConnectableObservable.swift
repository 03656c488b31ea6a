/// A sequence that shares one subscription to its source, started by ``connect()``.
///
/// Subscribing only registers with the sequence's subject; the source is subscribed when
/// ``connect()`` is called, and stays subscribed until the connection is disposed or the
/// source terminates.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the shared subject to the source, unless it is connected already.
  ///
  /// - Returns: the connection; disposing it unsubscribes from the source.
  func connect() -> Disposable
}

/// An ``Observable`` whose source subscription is shared and started by ``connect()``.
///
/// Built by `multicast(_:)`, `multicast(makeSubject:)`, `publish()`, `replay(_:)` and
/// `replayAll()`; `refCount()` turns it back into a plain sequence that connects on the first
/// subscriber and disconnects after the last.
///
///     source --1--2--|   publish(), connect at 0, subscriber at 1   --2--|
public final class ConnectableObservable<Element>: Observable<Element>,
  ConnectableObservableType, @unchecked Sendable
{
  // Safe to share: both stored closures are `let`s over a connector whose mutable state lives
  // in a `Locked` box.
  @usableFromInline let connectHandler: () -> Disposable

  @inlinable
  package init(subscribe: @escaping Subscribe, connect: @escaping () -> Disposable) {
    connectHandler = connect
    super.init(startsTrampoline: false, subscribe)
  }

  /// Subscribes the shared subject to the source, unless it is connected already.
  ///
  /// Calling it again while connected returns the live connection. After the connection is
  /// disposed or the source terminates, the next call connects anew.
  ///
  /// - Returns: the connection; disposing it unsubscribes from the source.
  public func connect() -> Disposable { connectHandler() }
}
