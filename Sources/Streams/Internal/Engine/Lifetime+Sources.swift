/// The one event of one of several sources of the same element type, with the source's index:
/// what `zip`, `combineLatest` and `amb` send to their ``Serializer``.
@usableFromInline
typealias IndexedEvent<Value> = (index: Int, event: Event<Value>)

extension Lifetime {
  /// Runs `source` under a new child of this lifetime, sending each event to `serializer` as
  /// `input(event)`, and ends the child when `source` terminates.
  ///
  /// Does nothing when this lifetime is already over, so an operator whose first source
  /// finished it synchronously does not subscribe the second. With `subscriptions`, each
  /// `send` is followed by a flush of the subscriptions the handler queued.
  @inlinable
  func run<Element, Input>(
    _ source: Observable<Element>, into serializer: some Serializer<Input>,
    as input: @escaping (Event<Element>) -> Input, flushing subscriptions: SubscribeQueue? = nil
  ) {
    if isDisposed { return }
    run(source, under: child(), into: serializer, as: input, flushing: subscriptions)
  }

  /// Runs `source` under `child`, a child of this lifetime made beforehand (so the handler
  /// could hold it), sending each event to `serializer` as `input(event)`; ends the child when
  /// `source` terminates.
  ///
  /// Does nothing when this lifetime or the child is already over.
  @inlinable
  func run<Element, Input>(
    _ source: Observable<Element>, under child: (Lifetime, BagKey?),
    into serializer: some Serializer<Input>, as input: @escaping (Event<Element>) -> Input,
    flushing subscriptions: SubscribeQueue? = nil
  ) {
    let (child, key) = child
    if isDisposed || child.isDisposed { return }
    source.run(
      { event in
        if event.isStopEvent { self.end(child: child, key: key) }
        serializer.send(input(event))
        subscriptions?.flush()
      }, child)
  }

  /// Runs each of `sources`, in order, under its own child, sending each event to `serializer`
  /// with the source's index; ends a source's child when it terminates.
  ///
  /// Every child exists before any source runs: a source that ends the operator at once
  /// while the others are being subscribed finds its own child ready to end, and the handler
  /// can end the others (`amb`). A source whose child is already over is not subscribed, and
  /// none is once this lifetime is over. Pass `children` (one per source) when the handler
  /// holds them; by default they are made here.
  @inlinable
  func runEach<Value>(
    _ sources: [Observable<Value>], into serializer: some Serializer<IndexedEvent<Value>>,
    children: [(child: Lifetime, key: BagKey?)]? = nil
  ) {
    let children = children ?? sources.map { _ in child() }
    for (index, source) in sources.enumerated() {
      if isDisposed { break }
      let (child, key) = children[index]
      // A source that lost while the earlier ones were subscribed is not subscribed at all.
      if child.isDisposed { continue }
      source.run(
        { event in
          if event.isStopEvent { self.end(child: child, key: key) }
          serializer.send((index, event))
        }, child)
    }
  }
}
