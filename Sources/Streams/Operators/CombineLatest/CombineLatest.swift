extension ObservableType {
  /// Combines the latest elements of every observable in `collection` whenever one emits.
  ///
  ///     [a: -1---2-|, b: --3----|]  combineLatest(_:) { $0.reduce(0, +) }  --4-5-|
  ///
  /// The first result comes once every source has emitted. Completes when every source has
  /// completed, or at once when a source completes without ever emitting; an empty collection
  /// completes at once. The first error ends the sequence.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines the latest element of each source, in collection order; a
  ///     thrown error ends the sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    let count = sources.count
    return CombineLatestSink.observable(sources) { row in
      let elements = row.compactMap { $0 }
      return elements.count == count ? try resultSelector(elements) : nil
    }
  }

  /// Combines the latest elements of every observable in `collection` into arrays.
  ///
  ///     [a: -1---2-|, b: --3----|]  combineLatest(_:)  --[1,3]-[2,3]-|
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the sequence of rows, one element per source in collection order.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}

/// The one N-ary `combineLatest` core: every arity and the collection forms run through it.
///
/// It keeps the latest value of each source in one row; once every slot is filled, each new
/// value updates its slot and the whole row is combined. All inputs go through one
/// ``Serializer``, whose handler owns the row, so sources may emit on any threads. Completes
/// when every source has completed, or at once when a source completes without ever emitting
/// (no row could ever be full); the first error ends the sequence.
@usableFromInline
final class CombineLatestSink<Value, Result> {
  /// What reaches the serializer: which source, which event.
  @usableFromInline
  enum Input {
    case next(Int, Value)
    case error(Swift.Error)
    case completed(Int)
  }

  @usableFromInline let sink: (Event<Result>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let combine: (ContiguousArray<Value?>) throws -> Result?
  @usableFromInline let count: Int
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  /// The latest value of each source, `nil` until it has one.
  @usableFromInline @exclusivity(unchecked) var row: ContiguousArray<Value?>
  @usableFromInline @exclusivity(unchecked) var hasValue: ContiguousArray<Bool>
  /// How many slots are filled; results start when all are.
  @usableFromInline @exclusivity(unchecked) var filledCount = 0
  @usableFromInline @exclusivity(unchecked) var completedCount = 0
  @usableFromInline @exclusivity(unchecked) var stopped = false

  @inlinable
  init(
    count: Int, sink: @escaping (Event<Result>) -> Void, lifetime: Lifetime,
    combine: @escaping (ContiguousArray<Value?>) throws -> Result?
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.combine = combine
    self.count = count
    row = ContiguousArray(repeating: nil, count: count)
    hasValue = ContiguousArray(repeating: false, count: count)
  }

  /// A sequence combining the latest values of `sources` into results with `combine`.
  ///
  /// `combine` gets one value per source, in source order; returning `nil` skips the row.
  /// An empty `sources` completes at once.
  @inlinable
  static func observable(
    _ sources: [Observable<Value>],
    combine: @escaping (ContiguousArray<Value?>) throws -> Result?
  ) -> Observable<Result> {
    Observable { sink, lifetime in
      guard !sources.isEmpty else {
        sink(.completed)
        lifetime.dispose()
        return
      }
      let state = CombineLatestSink(
        count: sources.count, sink: sink, lifetime: lifetime, combine: combine)
      let serializer = Serializer(state.handle)
      // Every child exists before any source runs (see `ZipSink` in `Zip.swift`).
      let children = sources.map { _ in lifetime.child() }
      for (index, source) in sources.enumerated() {
        if lifetime.isDisposed { return }
        let (child, key) = children[index]
        source.run(
          { event in
            switch event {
            case .next(let value): serializer.send(.next(index, value))
            case .error(let error): serializer.send(.error(error))
            case .completed:
              lifetime.end(child: child, key: key)
              serializer.send(.completed(index))
            }
          }, child)
      }
    }
  }

  @inlinable
  func handle(_ input: Input) {
    if stopped { return }
    if lifetime.isDisposed {
      stop()
      return
    }
    switch input {
    case .next(let index, let value):
      row[index] = value
      if !hasValue[index] {
        hasValue[index] = true
        filledCount &+= 1
      }
      guard filledCount == count else { return }
      let result: Result?
      do { result = try combine(row) } catch {
        finish(.error(error))
        return
      }
      if let result { sink(.next(result)) }
    case .error(let error):
      finish(.error(error))
    case .completed(let index):
      completedCount &+= 1
      if !hasValue[index] || completedCount == count { finish(.completed) }
    }
  }

  /// Sends the terminal event, unless the subscription is already disposed, then disposes it.
  @inlinable
  func finish(_ event: Event<Result>) {
    stop()
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }

  /// Stops handling inputs and lets the latest values go.
  @inlinable
  func stop() {
    stopped = true
    row = []
  }
}
