/// `share(replay:scope:)` with the `.whileConnected` scope: the source, the empty template of
/// each connection's subject, and one ``ShareState`` holding, under its lock, the subscriber
/// count and the connection, chosen and counted together.
///
/// A subscriber takes the current connection (making one when there is none) and is counted
/// in one locked step, so the last other subscriber leaving cannot end that connection before
/// the newcomer has subscribed to its subject, and the newcomer is never left on a subject that
/// no connection feeds. The lock guards only that choice: no lock is held while the subscriber
/// subscribes to the subject (whose serializer replays to it), while the first one connects
/// the source, or while an event is forwarded. When the source terminates, its subject is
/// forgotten before the event goes out, so whoever reacts to the ending starts afresh.
///
/// Cheaper than `multicast(makeSubject:).refCount()`: no separate subject object, connector or
/// counter serializer, and one hook per subscriber (``ShareSubscription``) that both uncounts
/// it and takes it off the subject (RxSwift specialises the same scope). The network layer
/// shares a call through it directly (`package`), without the ``observable()`` wrapper.
@usableFromInline
package struct ShareWhileConnected<Policy: SubjectPolicy> {
  @usableFromInline typealias Element = Policy.Element

  /// The subscriber count and the current connection, under their lock.
  @usableFromInline let state: ShareState<Policy>
  /// Subscribes the connection's sink, once per connection.
  @usableFromInline let source: Observable<Policy.Element>.Subscribe
  /// The empty template each connection's subject starts from.
  @usableFromInline let policy: Policy

  /// Shares the subscriptions that `source` starts, each connection's subject starting from
  /// `policy`.
  ///
  /// - Parameters:
  ///   - policy: what each connection's subject keeps and replays (`ReplayPolicy`).
  ///   - hook: disposed when the last subscriber leaves a connection the source has not ended,
  ///     before that connection is disposed; `nil` for none.
  ///   - source: subscribes the connection's sink, once per connection.
  @inlinable
  package init(
    policy: Policy, hook: (any AnyObject & Disposable)? = nil,
    source: @escaping Observable<Policy.Element>.Subscribe
  ) {
    self.init(state: ShareState.make(hook: hook), policy: policy, source: source)
  }

  /// The share whose connections `state` keeps: for an owner that keeps the state (one
  /// reference) and rebuilds the share around it for each subscriber.
  ///
  /// - Parameters:
  ///   - state: the share's state, made once (``ShareState/make(hook:)``) and kept by the
  ///     owner; every share rebuilt around it must be given the same `policy` and `source`.
  ///   - policy: what each connection's subject keeps and replays.
  ///   - source: subscribes the connection's sink, once per connection.
  @inlinable
  package init(
    state: ShareState<Policy>, policy: Policy,
    source: @escaping Observable<Policy.Element>.Subscribe
  ) {
    self.state = state
    self.source = source
    self.policy = policy
  }

  @inlinable
  init(source: Observable<Element>, policy: Policy) {
    self.init(policy: policy, source: source.subscribeHandler)
  }

  /// The shared sequence.
  @inlinable
  func observable() -> Observable<Element> {
    Observable { [self] sink, lifetime in self.subscribe(sink, lifetime) }
  }

  /// Counts the subscriber on the current connection (or a new one), subscribes it to that
  /// connection's subject, and connects the source when it is the first.
  ///
  /// - Parameters:
  ///   - sink: receives the shared events.
  ///   - lifetime: the subscription; when it ends, the subscriber leaves, and the connection
  ///     ends with the last one.
  @inlinable
  package func subscribe(
    _ sink: @escaping (Event<Policy.Element>) -> Void, _ lifetime: Lifetime
  ) {
    // No early return for a lifetime already disposed: it is counted and leaves at once
    // through its hook (`Lifetime.add` disposes what joins a disposed lifetime), so the
    // share's own hook still runs when it was the last one (the coalescer forgets its call).
    let (subject, connection) = state.join(policy)
    let subscription = ShareSubscription(state, subject, ObjectIdentifier(lifetime.storage))
    lifetime.add(subscription)
    subject.join(sink, lifetime)
    guard let connection, !connection.isDisposed else { return }
    // The connection's sink reaches the state and the subject through the first subscriber's
    // hook, which holds both: a closure that captures one object needs no context of its own.
    source(
      { [subscription] event in
        if event.isStopEvent { subscription.state.end(subscription.subject) }
        subscription.subject.on(event)
      }, connection)
  }
}

/// What a ``ShareState`` keeps under its lock: the current connection and its count.
@usableFromInline
package struct ShareConnection<Policy: SubjectPolicy> {
  /// Disposed when the last subscriber leaves a connection the source has not ended.
  @usableFromInline let hook: (any AnyObject & Disposable)?
  /// The current connection's subject, if there is a connection.
  @usableFromInline var subject: SubjectCore<Policy>?
  /// The current connection's lifetime, if there is a connection.
  @usableFromInline var connection: Lifetime?
  /// The subscribers counted on the current connection.
  @usableFromInline var count = 0

  @inlinable
  init(hook: (any AnyObject & Disposable)?) { self.hook = hook }
}

/// The state of one ``ShareWhileConnected``: its current connection and subscriber count, under
/// one lock word (``lockWord``), in one allocation.
///
/// Every field of its header is laid out the same whatever the policy (references and a count),
/// so the subscriber's hook, which a lifetime runs through `Disposable` (unspecialised), reaches
/// them without asking the runtime for a generic type's metadata; and the subject comes out
/// typed, as the policy's.
@usableFromInline
package final class ShareState<Policy: SubjectPolicy>: WordStorage<ShareConnection<Policy>> {
  /// A share's state, with no connection yet.
  ///
  /// - Parameter hook: disposed when the last subscriber leaves a connection the source has
  ///   not ended, before that connection is disposed; `nil` for none.
  /// - Returns: the state, to keep for the share's lifetime.
  @inlinable
  package static func make(hook: (any AnyObject & Disposable)?) -> ShareState {
    make(ShareState.self, slots: 1, header: ShareConnection(hook: hook))
  }

  /// Counts a subscriber on the current connection, making one (with a subject made from
  /// `policy`) when there is none.
  ///
  /// - Returns: the connection's subject, and its lifetime when the connection is new (the
  ///   caller connects it).
  @inlinable
  func join(_ policy: Policy) -> (subject: SubjectCore<Policy>, connection: Lifetime?) {
    lock(lockWord)
    defer { unlock(lockWord) }
    return withUnsafeMutablePointerToHeader { state in
      state.pointee.count += 1
      if let subject = state.pointee.subject { return (subject, nil) }
      let subject = SubjectCore(policy)
      let connection = Lifetime()
      state.pointee.subject = subject
      state.pointee.connection = connection
      return (subject, connection)
    }
  }

  /// A subscriber of `subject` left: the connection ends with the last one.
  @inlinable
  func leave(_ subject: SubjectCore<Policy>) {
    var connection: Lifetime?
    var hook: (any AnyObject & Disposable)?
    lock(lockWord)
    withUnsafeMutablePointerToHeader { state in
      guard state.pointee.subject === subject else { return }
      state.pointee.count -= 1
      guard state.pointee.count == 0 else { return }
      connection = state.pointee.connection.take()
      hook = state.pointee.hook
      state.pointee.subject = nil
    }
    unlock(lockWord)
    guard let connection else { return }
    hook?.dispose()
    connection.dispose()
  }

  /// The source of `subject`'s connection terminated: forget the connection, so the next
  /// subscriber connects anew; its subscribers are answered by the subject's ending.
  @inlinable
  func end(_ subject: SubjectCore<Policy>) {
    lock(lockWord)
    withUnsafeMutablePointerToHeader { state in
      guard state.pointee.subject === subject else { return }
      state.pointee.subject = nil
      state.pointee.connection = nil
      state.pointee.count = 0
    }
    unlock(lockWord)
  }
}

/// One subscriber of a ``ShareWhileConnected``, tied to its lifetime: when that ends, the
/// subscriber leaves the connection's subject and is uncounted.
@usableFromInline
final class ShareSubscription<Policy: SubjectPolicy>: Disposable, @unchecked Sendable {
  // Safe to share: its properties never change; the share state guards itself with its own
  // lock, and the subject core is `Sendable`.
  @usableFromInline let state: ShareState<Policy>
  @usableFromInline let subject: SubjectCore<Policy>
  /// The identity of the subscriber's lifetime's storage, which the subject knows it by.
  @usableFromInline let lifetime: ObjectIdentifier

  @inlinable
  init(_ state: ShareState<Policy>, _ subject: SubjectCore<Policy>, _ lifetime: ObjectIdentifier) {
    self.state = state
    self.subject = subject
    self.lifetime = lifetime
  }

  @inlinable
  func dispose() {
    state.leave(subject)
    subject.leave(lifetime)
  }
}
