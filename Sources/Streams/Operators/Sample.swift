extension ObservableType {
  /// Emits the latest element, if a new one arrived, each time `sampler` ticks.
  ///
  ///     --1-2-----3--|  sample(---x---x---x---x)  ---1---2---3---|
  ///
  /// A tick with no new element since the last one emits `defaultValue`, or nothing when it is
  /// `nil`. When this sequence completes, the result completes at the next tick, after
  /// emitting the last element. When `sampler` completes, it counts as a last tick and the
  /// result completes (RxSwift keeps waiting for an end that no tick can deliver).
  ///
  /// - Parameters:
  ///   - sampler: the ticks; its error ends the sequence.
  ///   - defaultValue: the element to emit on a tick with no new element.
  /// - Returns: the sampled sequence.
  @inlinable
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    SampleRule.observable(asObservable(), sampler.asObservable(), defaultValue)
  }
}

/// The rule of one `sample` subscription: the latest element, and whether the source is done.
@usableFromInline
struct SampleRule<Element, Tick>: MultiSourceRule {
  @usableFromInline typealias Output = Element

  @usableFromInline let defaultValue: Element?
  @usableFromInline var latest: Element?
  @usableFromInline var sourceDone = false

  @inlinable
  init(_ defaultValue: Element?) { self.defaultValue = defaultValue }

  @inlinable
  static func observable(
    _ source: Observable<Element>, _ sampler: Observable<Tick>, _ defaultValue: Element?
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      let serializer = MultiSourceSink(sink, lifetime, SampleRule(defaultValue))
      lifetime.run(source, into: serializer, as: BinaryInput.first)
      lifetime.run(sampler, into: serializer, as: BinaryInput.second)
    }
  }

  @inlinable
  mutating func handle(_ input: BinaryInput<Element, Tick>, _ sources: MultiSourceSink<Self>) {
    switch input {
    case .first(.next(let element)):
      latest = element
    case .first(.error(let error)), .second(.error(let error)):
      sources.finish(.error(error))
    case .first(.completed):
      sourceDone = true
    case .second(.next):
      tick(sources)
      if sourceDone { sources.finish(.completed) }
    case .second(.completed):
      tick(sources)
      sources.finish(.completed)
    }
  }

  /// Emits the element that arrived since the last tick, or the default value.
  @inlinable
  mutating func tick(_ sources: MultiSourceSink<Self>) {
    if let element = latest ?? defaultValue {
      latest = nil
      sources.sink(.next(element))
    }
  }

  @inlinable
  mutating func release() { latest = nil }
}
