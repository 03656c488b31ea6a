/// The observer an async producer emits into: safe to call from any task or thread.
///
/// Handed to the closure of the async `create`. Calls from several tasks at once are
/// serialised, so the subscriber never sees overlapping events. After a terminal event, or once
/// the subscription is disposed, it drops whatever it is sent, and it lets go of the
/// subscription: a producer that outlives its subscription holds nothing of it.
/// ``isDisposed`` lets a long producer stop early where it does not check `Task.isCancelled`.
public struct TaskObserver<Element>: ObserverType, Sendable {
  @usableFromInline let emitter: TaskEmitter<Element>

  @inlinable
  init(_ emitter: TaskEmitter<Element>) { self.emitter = emitter }

  /// Sends `event` to the subscriber, unless the subscription is already over.
  ///
  /// - Parameter event: the next element, or the terminal event.
  @inlinable
  public func on(_ event: Event<Element>) { emitter.send(event) }

  /// Whether the subscription is over: disposed by the subscriber, or ended by a terminal event.
  @inlinable
  public var isDisposed: Bool { emitter.target.withLock { $0 == nil } }
}

/// Serialises the events of an async producer into one subscription: its own ``Serializer``,
/// so the sink is called by one sender at a time.
@usableFromInline
final class TaskEmitter<Element>: Serializer, @unchecked Sendable {
  // Safe to share: the target is locked; `receive` runs one event at a time.
  @usableFromInline let target: Locked<EmitterTarget<Element>?>
  @usableFromInline let queue = SerializerQueue<Event<Element>>.make()

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    let target = Locked<EmitterTarget<Element>?>(EmitterTarget(sink: sink, lifetime: lifetime))
    self.target = target
    lifetime.onDispose { target.withLock { $0 = nil } }
  }

  @inlinable
  func receive(_ event: Event<Element>) {
    let current = target.withLock { current in
      event.isStopEvent ? current.take() : current
    }
    guard let current, !current.lifetime.isDisposed else { return }
    current.sink(event)
    if event.isStopEvent { current.lifetime.dispose() }
  }
}
