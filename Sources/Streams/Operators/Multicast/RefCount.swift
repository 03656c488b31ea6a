extension ConnectableObservableType {
  /// A sequence that connects on its first subscriber and disconnects after its last.
  ///
  /// When the source terminates the count starts over, so the next subscriber connects
  /// again (and, for `multicast(makeSubject:)`, gets a fresh subject).
  ///
  /// Subscribers may come and go on any thread: subscribing to the subject, the count, the
  /// connection and the decisions to connect or disconnect are all made by one serializer, in
  /// the order they were asked for, with no lock held while subscribing or connecting. So a
  /// subscriber is counted in the same step that subscribes it to the subject: the last other
  /// subscriber leaving cannot end the connection in between and strand it on a subject the
  /// next connection no longer feeds.
  ///
  ///     publish().refCount(), subscribers at 200–400 and 300–500   source (200, 500)
  ///
  /// - Returns: the reference-counted sequence.
  @inlinable
  public func refCount() -> Observable<Element> {
    let connectable = self
    let counter = RefCounter(subject: asObservable(), connect: { connectable.connect() })
    return Observable { sink, lifetime in
      let ticket = RefCountTicket()
      lifetime.onDispose { counter.send(.unsubscribed(ticket)) }
      counter.send(
        .subscribe(
          ticket,
          { event in
            if event.isStopEvent { counter.send(.terminated(ticket)) }
            sink(event)
          }, lifetime))
    }
  }
}

/// One subscriber's standing with its ``RefCounter``.
@usableFromInline
final class RefCountTicket: @unchecked Sendable {
  // Safe to share: both fields are read and written only by the counter's serializer handler.
  /// Whether the subscriber is counted now.
  @usableFromInline var counted = false
  /// The connection generation it was counted in.
  @usableFromInline var generation: UInt64 = 0

  @inlinable
  init() {}
}

/// What a ``RefCounter`` is told.
@usableFromInline
enum RefCountInput<Element> {
  /// A subscriber asks to subscribe: subscribe its sink to the subject and count it, unless
  /// it is over already.
  case subscribe(RefCountTicket, (Event<Element>) -> Void, Lifetime)
  /// A subscriber's lifetime ended.
  case unsubscribed(RefCountTicket)
  /// A subscriber received the terminal event: the connection is over.
  case terminated(RefCountTicket)
}

/// Subscribes the subscribers of a `refCount()` sequence, counts them and owns its connection.
@usableFromInline
final class RefCounter<Element>: Serializer, @unchecked Sendable {
  // Safe to share: `count`, `generation` and `connection` are touched only by `receive`, one
  // input at a time; `subject` and `connect` are immutable.
  /// The connectable sequence's subscriptions (to its subject).
  @usableFromInline let subject: Observable<Element>
  @usableFromInline let connect: () -> Disposable
  @usableFromInline let queue = SerializerQueue<RefCountInput<Element>>.make()
  @usableFromInline var count = 0
  /// Advances whenever the connection ends, so late news about an old one is ignored.
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var connection: Disposable?

  @inlinable
  init(subject: Observable<Element>, connect: @escaping () -> Disposable) {
    self.subject = subject
    self.connect = connect
  }

  @inlinable
  func receive(_ input: RefCountInput<Element>) { handle(input) }

  @inlinable
  func handle(_ input: RefCountInput<Element>) {
    switch input {
    case .subscribe(let ticket, let sink, let lifetime):
      if lifetime.isDisposed { return }
      // Not a lock: what the subject sends now (a replay, its ending) goes to the subscriber
      // from here, and whatever that makes it do to this sequence is queued behind this step.
      subject.run(sink, lifetime)
      // Answered already: the subject had ended, or the subscriber left during the replay.
      if lifetime.isDisposed { return }
      ticket.counted = true
      ticket.generation = generation
      count += 1
      if count == 1 { connection = connect() }
    case .unsubscribed(let ticket):
      guard ticket.counted, ticket.generation == generation else { return }
      ticket.counted = false
      count -= 1
      if count == 0 { disconnect() }
    case .terminated(let ticket):
      guard ticket.counted, ticket.generation == generation else { return }
      ticket.counted = false
      count = 0
      disconnect()
    }
  }

  @inlinable
  func disconnect() {
    generation &+= 1
    let ended = connection
    connection = nil
    ended?.dispose()
  }
}
