extension ConnectableObservableType {
  /// A sequence that connects on its first subscriber and disconnects after its last.
  ///
  /// When the source terminates the count starts over, so the next subscriber connects
  /// again (and, for `multicast(makeSubject:)`, gets a fresh subject).
  ///
  /// Subscribers may come and go on any thread: the count, the connection and the decisions to
  /// connect or disconnect are all made by one serializer, in the order they were asked for,
  /// with no lock held while connecting.
  ///
  ///     publish().refCount(), subscribers at 200–400 and 300–500   source (200, 500)
  ///
  /// - Returns: the reference-counted sequence.
  @inlinable
  public func refCount() -> Observable<Element> {
    let connectable = self
    let subject = asObservable()
    let counter = RefCounter(connect: { connectable.connect() })
    return Observable { sink, lifetime in
      let ticket = RefCountTicket()
      subject.run(
        { event in
          if event.isStopEvent { counter.send(.terminated(ticket)) }
          sink(event)
        }, lifetime)
      lifetime.onDispose { counter.send(.unsubscribed(ticket)) }
      counter.send(.subscribed(ticket, lifetime))
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
enum RefCountInput {
  /// A subscriber has subscribed to the subject; count it unless it is over already.
  case subscribed(RefCountTicket, Lifetime)
  /// A subscriber's lifetime ended.
  case unsubscribed(RefCountTicket)
  /// A subscriber received the terminal event: the connection is over.
  case terminated(RefCountTicket)
}

/// Counts the subscribers of a `refCount()` sequence and owns its connection.
@usableFromInline
final class RefCounter: @unchecked Sendable {
  // Safe to share: `count`, `generation` and `connection` are touched only by the serializer's
  // handler, one input at a time; `connect` is immutable.
  @usableFromInline let connect: () -> Disposable
  @usableFromInline let serializer = Serializer<RefCountInput> { _ in }
  @usableFromInline var count = 0
  /// Advances whenever the connection ends, so late news about an old one is ignored.
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var connection: Disposable?

  @inlinable
  init(connect: @escaping () -> Disposable) {
    self.connect = connect
    // The handler runs only inside `serializer.send`, which only `send(_:)` calls: a method's
    // caller keeps `self` alive until it returns.
    serializer.handler = { [unowned(unsafe) self] input in self.handle(input) }
  }

  /// Runs `input` through the serializer.
  @inlinable
  func send(_ input: RefCountInput) { serializer.send(input) }

  @inlinable
  func handle(_ input: RefCountInput) {
    switch input {
    case .subscribed(let ticket, let lifetime):
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
