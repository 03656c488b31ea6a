extension ObservableType {
  /// Drops elements until `other` emits an element, then forwards the rest.
  ///
  ///     --1--2--3--4-|  skip(until: -----x-----)  --------3--4-|
  ///
  /// An error of either sequence ends this one. Completion is always forwarded, even before
  /// `other` has emitted (RxSwift drops it then; Streams keeps the grammar complete).
  ///
  /// - Parameter other: the sequence whose first element starts forwarding.
  /// - Returns: the elements that arrive after `other` emits.
  @inlinable
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    SkipUntilSink.observable(asObservable(), other.asObservable())
  }
}

/// The state of one `skip(until:)` subscription, owned by its serializer's handler.
@usableFromInline
final class SkipUntilSink<Element, Other> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var forwarding = false
  @usableFromInline @exclusivity(unchecked) var stopped = false
  /// The trigger's child lifetime, ended once it has emitted.
  @usableFromInline @exclusivity(unchecked) var other: (child: Lifetime, key: BagKey?)?

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }

  @inlinable
  static func observable(_ source: Observable<Element>, _ other: Observable<Other>)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      let state = SkipUntilSink(sink, lifetime)
      let serializer = Serializer(state.handle)
      // The trigger's child is made before anything runs, so the handler can end it.
      let (child, key) = lifetime.child()
      state.other = (child, key)
      lifetime.run(source, into: serializer, as: BinaryInput.first)
      if lifetime.isDisposed || child.isDisposed { return }
      other.run(
        { event in
          if event.isStopEvent { lifetime.end(child: child, key: key) }
          serializer.send(.second(event))
        }, child)
    }
  }

  @inlinable
  func handle(_ input: BinaryInput<Element, Other>) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      return
    }
    switch input {
    case .first(.next(let element)):
      if forwarding { sink(.next(element)) }
    case .first(.error(let error)), .second(.error(let error)):
      finish(.error(error))
    case .first(.completed):
      finish(.completed)
    case .second(.next):
      forwarding = true
      if let other {
        self.other = nil
        lifetime.end(child: other.child, key: other.key)
      }
    case .second(.completed):
      other = nil
    }
  }

  @inlinable
  func finish(_ event: Event<Element>) {
    stopped = true
    other = nil
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
