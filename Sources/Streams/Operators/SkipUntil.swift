extension ObservableType {
  /// Drops elements until `other` emits an element, then forwards the rest.
  ///
  ///     --1--2--3--4-|  skip(until: -----x-----)  --------3--4-|
  ///
  /// An error of either sequence ends this one. The source's completion is forwarded once
  /// `other` has emitted; before that, as in RxSwift, the subscription ends silently: both
  /// sequences are disposed and nothing is sent. `other` completing without an element leaves
  /// the source running, its elements dropped.
  ///
  /// - Parameter other: the sequence whose first element starts forwarding.
  /// - Returns: the elements that arrive after `other` emits.
  @inlinable
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    SkipUntilRule.observable(asObservable(), other.asObservable())
  }
}

/// The rule of one `skip(until:)` subscription: drop until the trigger emits, then forward.
@usableFromInline
struct SkipUntilRule<Element, Other>: MultiSourceRule {
  @usableFromInline typealias Output = Element

  @usableFromInline var forwarding = false
  /// The trigger's child lifetime, ended once it has emitted.
  @usableFromInline var other: (child: Lifetime, key: BagKey?)?

  @inlinable
  init(_ other: (child: Lifetime, key: BagKey?)) { self.other = other }

  @inlinable
  static func observable(_ source: Observable<Element>, _ other: Observable<Other>)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      // The trigger's child is made before anything runs, so the handler can end it.
      let trigger = lifetime.child()
      let serializer = MultiSourceSink(sink, lifetime, SkipUntilRule(trigger))
      lifetime.run(source, into: serializer, as: BinaryInput.first)
      lifetime.run(other, under: trigger, into: serializer, as: BinaryInput.second)
    }
  }

  @inlinable
  mutating func handle(_ input: BinaryInput<Element, Other>, _ sources: MultiSourceSink<Self>) {
    switch input {
    case .first(.next(let element)):
      if forwarding { sources.sink(.next(element)) }
    case .first(.error(let error)), .second(.error(let error)):
      sources.finish(.error(error))
    case .first(.completed) where forwarding:
      sources.finish(.completed)
    case .first(.completed):
      // RxSwift sends nothing here: stop the trigger (the source has ended its own child) and
      // take no more input, leaving the subscriber's own subscription to its owner.
      sources.stopped = true
      endTrigger(sources)
    case .second(.next):
      forwarding = true
      endTrigger(sources)
    case .second(.completed):
      other = nil
    }
  }

  /// Disposes the trigger's subscription, if it is still running.
  @inlinable
  mutating func endTrigger(_ sources: MultiSourceSink<Self>) {
    guard let other else { return }
    self.other = nil
    sources.lifetime.end(child: other.child, key: other.key)
  }

  @inlinable
  mutating func release() { other = nil }
}
