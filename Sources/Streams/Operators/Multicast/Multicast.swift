extension ObservableType {
  /// A connectable sequence that pushes the source's events into `subject` once connected.
  ///
  /// The same subject serves every connection, so after the source terminates the subject
  /// has ended too and later subscribers get its ending (and, for a replay subject, its
  /// buffer).
  ///
  ///     --1--2--|  multicast(s), connect at 0   s receives --1--2--|
  ///
  /// - Parameter subject: the subject that broadcasts the source's events.
  /// - Returns: the connectable sequence.
  @inlinable
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    MulticastConnector(source: asObservable(), makeSubject: { subject }).connectable()
  }

  /// A connectable sequence that pushes the source's events into a subject made per connection.
  ///
  /// The subject is made on first use and forgotten when its connection ends (disposed, or the
  /// source terminates): the next subscriber and the next `connect()` get a fresh one.
  ///
  ///     --1--2--|  multicast(makeSubject:), connect at 0   --1--2--|
  ///
  /// - Parameter makeSubject: makes the subject for each connection; it runs under the
  ///   connector's lock, so it must not subscribe to or connect this sequence.
  /// - Returns: the connectable sequence.
  @inlinable
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    MulticastConnector(source: asObservable(), makeSubject: makeSubject).connectable()
  }

  /// A connectable sequence that broadcasts the source through a ``PublishSubject``.
  ///
  ///     --1--2--3--|  publish(), connect at 0, subscriber at 1.5   ------2--3--|
  ///
  /// - Returns: the connectable sequence; subscribers see what arrives after they subscribe.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject<Element>() })
  }

  /// A connectable sequence that broadcasts the source through a bounded ``ReplaySubject``.
  ///
  ///     --1--2--3--|  replay(2), connect at 0, subscriber at 3.5   23--|
  ///
  /// - Parameter bufferSize: how many of the latest elements a late subscriber gets.
  /// - Returns: the connectable sequence.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
  }

  /// A connectable sequence that broadcasts the source through an unbounded ``ReplaySubject``.
  ///
  ///     --1--2--3--|  replayAll(), connect at 0, subscriber at 3.5   123--|
  ///
  /// - Returns: the connectable sequence; a late subscriber gets every element so far.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
  }
}

/// Owns the subject and the connection of one connectable sequence.
///
/// The connection is the `Lifetime` handed to the source. No lock is held while the source is
/// subscribed or an event is forwarded: a second `connect()` racing the first returns the same
/// connection, which the source honours as soon as it subscribes.
@usableFromInline
final class MulticastConnector<Subject: SubjectType>: @unchecked Sendable {
  // Safe to share: the mutable state lives in the `Locked` box; the rest is immutable.
  @usableFromInline typealias Source = Observable<Subject.Observer.Element>

  @usableFromInline
  struct State {
    @usableFromInline var subject: Subject?
    @usableFromInline var connection: Lifetime?
    /// Counts connections, so a finished one cannot clear its successor.
    @usableFromInline var generation: UInt64 = 0

    @inlinable
    init() {}
  }

  @usableFromInline let source: Source
  @usableFromInline let makeSubject: () -> Subject
  @usableFromInline let state = Locked(State())

  @inlinable
  init(source: Source, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  @inlinable
  func connectable() -> ConnectableObservable<Subject.Element> {
    ConnectableObservable(
      subscribe: { [self] sink, lifetime in self.subject().asObservable().run(sink, lifetime) },
      connect: { [self] in self.connect() })
  }

  /// The subject of the current connection, made now if there is none.
  @inlinable
  func subject() -> Subject {
    state.withLock { state in
      if let subject = state.subject { return subject }
      let subject = makeSubject()
      state.subject = subject
      return subject
    }
  }

  @inlinable
  func connect() -> Disposable {
    let (connection, start) = state.withLock { state -> (Lifetime, (Subject, UInt64)?) in
      if let connection = state.connection { return (connection, nil) }
      let subject = state.subject ?? makeSubject()
      state.subject = subject
      let connection = Lifetime()
      state.connection = connection
      state.generation &+= 1
      return (connection, (subject, state.generation))
    }
    guard let (subject, generation) = start else { return connection }
    connection.onDispose { [weak self] in self?.disconnect(generation) }
    let observer = subject.asObserver()
    source.run(
      { [weak self] event in
        // Forget the subject before it ends, so whoever reacts to the ending starts afresh.
        if event.isStopEvent { self?.disconnect(generation) }
        observer.on(event)
      }, connection)
    return connection
  }

  /// Forgets the connection and subject of `generation`, if they are still the current ones.
  @inlinable
  func disconnect(_ generation: UInt64) {
    state.withLock { state in
      guard state.generation == generation, state.connection != nil else { return }
      state.connection = nil
      state.subject = nil
    }
  }
}
