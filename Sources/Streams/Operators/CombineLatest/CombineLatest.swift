extension ObservableType {
  /// Combines the latest elements of every observable in `collection` whenever one emits.
  ///
  ///     [a: -1---2-|, b: --3----|]  combineLatest(_:) { $0.reduce(0, +) }  --4-5-|
  ///
  /// The first result comes once every source has emitted. Completes once every source has
  /// completed, or when an element arrives that cannot be combined while every other source has
  /// completed; the first error ends it. An empty collection sends `resultSelector([])` once,
  /// then completes.
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
    return CombineLatestRule.observable(sources) { row in
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
/// ``Serializer``, whose handler owns the row, so sources may emit on any threads.
///
/// Completion follows RxSwift: the sequence completes once every source has completed, or when
/// a value arrives that leaves the row unfilled while every other source has completed (a
/// source that completes without emitting does not end it by itself); the first error ends it
/// at once.
@usableFromInline
struct CombineLatestRule<Value, Result>: MultiSourceRule {
  @usableFromInline typealias Output = Result

  @usableFromInline let combine: (ContiguousArray<Value?>) throws -> Result?
  @usableFromInline let count: Int
  /// The latest value of each source, `nil` until it has one.
  @usableFromInline var row: ContiguousArray<Value?>
  @usableFromInline var hasValue: ContiguousArray<Bool>
  /// How many slots are filled; results start when all are.
  @usableFromInline var filledCount = 0
  @usableFromInline var completedCount = 0

  @inlinable
  init(count: Int, combine: @escaping (ContiguousArray<Value?>) throws -> Result?) {
    self.combine = combine
    self.count = count
    row = ContiguousArray(repeating: nil, count: count)
    hasValue = ContiguousArray(repeating: false, count: count)
  }

  /// A sequence combining the latest values of `sources` into results with `combine`.
  ///
  /// `combine` gets one value per source, in source order; returning `nil` skips the row.
  /// An empty `sources` combines the empty row once, then completes.
  @inlinable
  static func observable(
    _ sources: [Observable<Value>],
    combine: @escaping (ContiguousArray<Value?>) throws -> Result?
  ) -> Observable<Result> {
    Observable { sink, lifetime in
      guard !sources.isEmpty else {
        combineEmptyRow(combine, sink, lifetime)
        return
      }
      let rule = CombineLatestRule(count: sources.count, combine: combine)
      let serializer = MultiSourceSink(sink, lifetime, rule)
      lifetime.runEach(sources, into: serializer)
    }
  }

  @inlinable
  mutating func handle(_ input: IndexedEvent<Value>, _ sources: MultiSourceSink<Self>) {
    let index = input.index
    switch input.event {
    case .next(let value):
      row[index] = value
      if !hasValue[index] {
        hasValue[index] = true
        filledCount &+= 1
      }
      guard filledCount == count else {
        // No row yet; with every other source completed, none can come.
        if completedCount == count &- 1 { sources.finish(.completed) }
        return
      }
      let result: Result?
      do { result = try combine(row) } catch {
        sources.finish(.error(error))
        return
      }
      if let result { sources.sink(.next(result)) }
    case .error(let error):
      sources.finish(.error(error))
    case .completed:
      completedCount &+= 1
      if completedCount == count { sources.finish(.completed) }
    }
  }

  /// Sends the combination of no sources, then completes (RxSwift's `combineLatest([])`); a
  /// thrown error ends the sequence instead.
  @inlinable
  static func combineEmptyRow(
    _ combine: (ContiguousArray<Value?>) throws -> Result?,
    _ sink: (Event<Result>) -> Void, _ lifetime: Lifetime
  ) {
    let result: Result?
    do { result = try combine([]) } catch {
      sink(.error(error))
      lifetime.dispose()
      return
    }
    if let result {
      sink(.next(result))
      if lifetime.isDisposed { return }
    }
    sink(.completed)
    lifetime.dispose()
  }

  /// Lets the latest values go.
  @inlinable
  mutating func release() { row = [] }
}
