extension ObservableType {
  /// Forwards elements until `other` emits an element, then completes.
  ///
  ///     --1--2--3--4-|  take(until: -------x---)  --1--2-|
  ///
  /// `other` is subscribed first; its error ends the sequence, its completion without an
  /// element lets this one run on.
  ///
  /// - Parameter other: the sequence whose first element stops this one.
  /// - Returns: the elements that arrive before `other` emits.
  @inlinable
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    TakeUntilSink.observable(asObservable(), other.asObservable())
  }

  /// Forwards elements until one satisfies `predicate`, then completes.
  ///
  ///     --1--2--3--4-|  take(until: { $0 == 3 }, behavior: .inclusive)  --1--2--3|
  ///
  /// - Parameters:
  ///   - predicate: decides whether an element stops the sequence; a thrown error ends it.
  ///   - behavior: whether the stopping element is emitted before completing.
  /// - Returns: the elements before the first that satisfies `predicate`.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          guard case .next(let element) = event else {
            sink(event)
            return
          }
          let stop: Bool
          do { stop = try predicate(element) } catch {
            sink(.error(error))
            lifetime.dispose()
            return
          }
          guard stop else {
            sink(event)
            return
          }
          if behavior == .inclusive { sink(event) }
          if lifetime.isDisposed { return }
          sink(.completed)
          lifetime.dispose()
        }, lifetime)
    }
  }
}

/// The state of one `take(until:)` subscription, owned by its serializer's handler.
@usableFromInline
final class TakeUntilSink<Element, Other> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var stopped = false

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
      let state = TakeUntilSink(sink, lifetime)
      let serializer = Serializer(state.handle)
      lifetime.run(other, into: serializer, as: BinaryInput.second)
      lifetime.run(source, into: serializer, as: BinaryInput.first)
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
      sink(.next(element))
    case .first(.error(let error)), .second(.error(let error)):
      finish(.error(error))
    case .first(.completed), .second(.next):
      finish(.completed)
    case .second(.completed):
      break
    }
  }

  @inlinable
  func finish(_ event: Event<Element>) {
    stopped = true
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
