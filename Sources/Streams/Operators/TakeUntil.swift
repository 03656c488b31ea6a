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
    TakeUntilRule.observable(asObservable(), other.asObservable())
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

/// The rule of one `take(until:)` subscription: forward until the other source emits.
@usableFromInline
struct TakeUntilRule<Element, Other>: MultiSourceRule {
  @usableFromInline typealias Output = Element

  @inlinable
  init() {}

  @inlinable
  static func observable(_ source: Observable<Element>, _ other: Observable<Other>)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      let serializer = MultiSourceSink(sink, lifetime, TakeUntilRule())
      lifetime.run(other, into: serializer, as: BinaryInput.second)
      lifetime.run(source, into: serializer, as: BinaryInput.first)
    }
  }

  @inlinable
  mutating func handle(_ input: BinaryInput<Element, Other>, _ sources: MultiSourceSink<Self>) {
    switch input {
    case .first(.next(let element)):
      sources.sink(.next(element))
    case .first(.error(let error)), .second(.error(let error)):
      sources.finish(.error(error))
    case .first(.completed), .second(.next):
      sources.finish(.completed)
    case .second(.completed):
      break
    }
  }
}
