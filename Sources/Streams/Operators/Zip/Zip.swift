extension ObservableType {
  /// Pairs up the elements of every observable in `collection` by index and combines each row.
  ///
  ///     [a: -1--2-|, b: --3--4-|]  zip(_:) { $0.reduce(0, +) }  --4--6-|
  ///
  /// Completes once every source has completed, or when an element arrives that cannot be
  /// paired while every other source has completed (RxSwift's rule for collections); an empty
  /// collection completes at once. The first error ends the sequence.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines one element of each source, in collection order; a thrown
  ///     error ends the sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    let count = sources.count
    return ZipRule.observable(sources, completesOnUnpairable: true) { row in
      let elements = row.compactMap { $0 }
      return elements.count == count ? try resultSelector(elements) : nil
    }
  }

  /// Pairs up the elements of every observable in `collection` by index into arrays.
  ///
  ///     [a: -1--2-|, b: --3--4-|]  zip(_:)  --[1,3]--[2,4]|
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the sequence of rows, one element per source in collection order.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}

/// The one N-ary `zip` core: every arity and the collection forms run through it.
///
/// Each source has a `RingBuffer` of values. When a value arrives and every other buffer holds
/// one, the fronts of the others and the new value make a row, which is combined (the new value
/// is never buffered: with two sources in step, nothing waits). All inputs go through one
/// ``Serializer``, whose handler owns the buffers, so sources may emit on any threads.
///
/// Completion follows RxSwift: the sequence completes once every source has completed, and the
/// collection forms also complete when a value arrives that cannot be paired while every other
/// source has completed. The first error ends it at once. A value that can never be paired,
/// because a completed source has nothing left, is dropped rather than kept: nothing observable
/// changes, and a live source cannot fill a buffer without bound.
@usableFromInline
struct ZipRule<Value, Result>: MultiSourceRule {
  @usableFromInline typealias Output = Result

  @usableFromInline let combine: (ContiguousArray<Value?>) throws -> Result?
  /// Whether a value that cannot be paired completes the sequence when every other source has
  /// completed (the collection forms).
  @usableFromInline let completesOnUnpairable: Bool
  @usableFromInline var buffers: ContiguousArray<RingBuffer<Value>>
  @usableFromInline var completed: ContiguousArray<Bool>
  /// The row being combined; empty between rows.
  @usableFromInline var row: ContiguousArray<Value?>
  /// How many buffers are empty; a row is ready when none is.
  @usableFromInline var emptyCount: Int
  /// How many sources have completed; the sequence completes when all have.
  @usableFromInline var completedCount = 0
  /// Whether a completed source has run dry, so that no row can be formed any more.
  @usableFromInline var exhausted = false

  @inlinable
  init(
    count: Int, completesOnUnpairable: Bool,
    combine: @escaping (ContiguousArray<Value?>) throws -> Result?
  ) {
    self.combine = combine
    self.completesOnUnpairable = completesOnUnpairable
    buffers = ContiguousArray(repeating: RingBuffer(), count: count)
    completed = ContiguousArray(repeating: false, count: count)
    emptyCount = count
    row = ContiguousArray(repeating: nil, count: count)
  }

  /// A sequence zipping `sources` into rows that `combine` turns into results.
  ///
  /// `combine` gets one value per source, in source order; returning `nil` skips the row.
  /// An empty `sources` completes at once. With `completesOnUnpairable`, a value that cannot be
  /// paired while every other source has completed completes the sequence.
  @inlinable
  static func observable(
    _ sources: [Observable<Value>], completesOnUnpairable: Bool = false,
    combine: @escaping (ContiguousArray<Value?>) throws -> Result?
  ) -> Observable<Result> {
    Observable { sink, lifetime in
      guard !sources.isEmpty else {
        sink(.completed)
        lifetime.dispose()
        return
      }
      let rule = ZipRule(
        count: sources.count, completesOnUnpairable: completesOnUnpairable, combine: combine)
      let serializer = MultiSourceSink(sink, lifetime, rule)
      lifetime.runEach(sources, into: serializer)
    }
  }

  @inlinable
  mutating func handle(_ input: IndexedEvent<Value>, _ sources: MultiSourceSink<Self>) {
    let index = input.index
    switch input.event {
    case .next(let value):
      let wasEmpty = buffers[index].isEmpty
      // Only this source's buffer was empty: the row is complete without buffering `value`.
      if wasEmpty && emptyCount == 1 {
        emitRow(value, at: index, sources)
        return
      }
      // `value` cannot be paired now.
      if completesOnUnpairable && completedCount == buffers.count &- 1 {
        sources.finish(.completed)
        return
      }
      if completedCount > 0 && isExhausted() { return }
      if wasEmpty { emptyCount &-= 1 }
      buffers[index].append(value)
    case .error(let error):
      sources.finish(.error(error))
    case .completed:
      completed[index] = true
      completedCount &+= 1
      if completedCount == buffers.count {
        sources.finish(.completed)
      } else if buffers[index].isEmpty {
        dropBuffers()
      }
    }
  }

  /// Sends the row made of `value` for source `index` and the front of every other buffer.
  @inlinable
  mutating func emitRow(_ value: Value, at index: Int, _ sources: MultiSourceSink<Self>) {
    if buffers.count == 2 {
      // The common case without the loop.
      let other = 1 &- index
      row[other] = buffers[other].popFirst()
      if buffers[other].isEmpty { emptyCount &+= 1 }
    } else {
      for other in buffers.indices where other != index {
        row[other] = buffers[other].popFirst()
        if buffers[other].isEmpty { emptyCount &+= 1 }
      }
    }
    row[index] = value
    let result: Result?
    do { result = try combine(row) } catch {
      sources.finish(.error(error))
      return
    }
    // Let the row's values go now, unless they hold no references.
    if !_isPOD(Value.self) { for slot in row.indices { row[slot] = nil } }
    if let result { sources.sink(.next(result)) }
  }

  /// Whether no row can be formed again, because a completed source has nothing buffered.
  ///
  /// Once true it stays true: a completed source gets no more values.
  @inlinable
  mutating func isExhausted() -> Bool {
    if exhausted { return true }
    for source in buffers.indices where completed[source] && buffers[source].isEmpty {
      dropBuffers()
      return true
    }
    return false
  }

  /// Marks the zip exhausted and lets go of the buffered values, which can never be paired.
  @inlinable
  mutating func dropBuffers() {
    exhausted = true
    for source in buffers.indices { buffers[source] = RingBuffer() }
    // Every buffer is empty now; with two sources or more, no value completes a row again.
    emptyCount = buffers.count
  }

  /// Lets the buffered values go.
  @inlinable
  mutating func release() {
    buffers = []
    row = []
  }
}
