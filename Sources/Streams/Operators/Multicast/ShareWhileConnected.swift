/// `share(replay:scope:)` with the `.whileConnected` scope, in one object: the subject, the
/// subscriber count and the connection of the current connection, chosen and counted together.
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
package final class ShareWhileConnected<Policy: SubjectPolicy>: @unchecked Sendable {
  // Safe to share: the mutable state lives in the `Locked` box; `source` and `policy` are
  // immutable (`policy` is the empty template each connection's subject starts from).
  @usableFromInline typealias Element = Policy.Element

  /// The current connection, if any.
  @usableFromInline
  struct State {
    @usableFromInline var subject: SubjectCore<Policy>?
    @usableFromInline var connection: Lifetime?
    /// The subscribers counted on `subject`.
    @usableFromInline var count = 0

    @inlinable
    init() {}
  }

  @usableFromInline let source: Observable<Policy.Element>.Subscribe
  @usableFromInline let policy: Policy
  @usableFromInline let state = Locked(State())

  /// Shares the subscriptions that `source` starts, each connection's subject starting from
  /// `policy`.
  ///
  /// - Parameters:
  ///   - policy: what each connection's subject keeps and replays (`ReplayPolicy`).
  ///   - source: subscribes the connection's sink, once per connection.
  @inlinable
  package init(policy: Policy, source: @escaping Observable<Policy.Element>.Subscribe) {
    self.source = source
    self.policy = policy
  }

  @inlinable
  convenience init(source: Observable<Element>, policy: Policy) {
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
    if lifetime.isDisposed { return }
    let (subject, connection) = state.withLock { state -> (SubjectCore<Policy>, Lifetime?) in
      state.count += 1
      if let subject = state.subject { return (subject, nil) }
      let subject = SubjectCore(policy)
      let connection = Lifetime()
      state.subject = subject
      state.connection = connection
      return (subject, connection)
    }
    lifetime.add(ShareSubscription(self, subject, ObjectIdentifier(lifetime.storage)))
    subject.join(sink, lifetime)
    guard let connection, !connection.isDisposed else { return }
    source(
      { [self] event in
        if event.isStopEvent { self.end(subject) }
        subject.on(event)
      }, connection)
  }

  /// A subscriber of `subject` left: the connection ends with the last one.
  @inlinable
  func leave(_ subject: SubjectCore<Policy>) {
    let ended = state.withLock { state -> Lifetime? in
      guard state.subject === subject else { return nil }
      state.count -= 1
      guard state.count == 0 else { return nil }
      let connection = state.connection
      state = State()
      return connection
    }
    ended?.dispose()
  }

  /// The source of `subject`'s connection terminated: forget the connection, so the next
  /// subscriber connects anew; its subscribers are answered by the subject's ending.
  @inlinable
  func end(_ subject: SubjectCore<Policy>) {
    state.withLock { state in
      if state.subject === subject { state = State() }
    }
  }
}

/// One subscriber of a ``ShareWhileConnected``, tied to its lifetime: when that ends, the
/// subscriber leaves the connection's subject and is uncounted.
@usableFromInline
final class ShareSubscription<Policy: SubjectPolicy>: Disposable, Sendable {
  @usableFromInline let share: ShareWhileConnected<Policy>
  @usableFromInline let subject: SubjectCore<Policy>
  /// The identity of the subscriber's lifetime's storage, which the subject knows it by.
  @usableFromInline let lifetime: ObjectIdentifier

  @inlinable
  init(
    _ share: ShareWhileConnected<Policy>, _ subject: SubjectCore<Policy>,
    _ lifetime: ObjectIdentifier
  ) {
    self.share = share
    self.subject = subject
    self.lifetime = lifetime
  }

  @inlinable
  func dispose() {
    share.leave(subject)
    subject.leave(lifetime)
  }
}
