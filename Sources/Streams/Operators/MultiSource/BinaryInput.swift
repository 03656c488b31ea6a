/// An event from one of two sources: what two-source operators send through their
/// ``Serializer`` (`withLatestFrom`, `take(until:)`, `skip(until:)`, `sample`).
@usableFromInline
enum BinaryInput<First, Second> {
  /// An event of the first source (usually the one the operator is called on).
  case first(Event<First>)
  /// An event of the second source (the trigger, sampler or latest-value source).
  case second(Event<Second>)
}

extension Lifetime {
  /// Runs `source` under a new child of this lifetime, sending each event through
  /// `serializer` as `input(event)`, and ends the child when `source` terminates.
  ///
  /// Does nothing when this lifetime is already over, so an operator whose first source
  /// finished it synchronously does not subscribe the second. With `subscriptions`, each
  /// `send` is followed by a flush of the subscriptions the handler queued.
  @inlinable
  func run<Element, Input>(
    _ source: Observable<Element>, into serializer: Serializer<Input>,
    as input: @escaping (Event<Element>) -> Input, flushing subscriptions: SubscribeQueue? = nil
  ) {
    if isDisposed { return }
    let (child, key) = child()
    source.run(
      { event in
        if event.isStopEvent { self.end(child: child, key: key) }
        serializer.send(input(event))
        subscriptions?.flush()
      }, child)
  }
}
