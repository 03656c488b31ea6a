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
    SampleSink.observable(asObservable(), sampler.asObservable(), defaultValue)
  }
}

/// The state of one `sample` subscription, owned by its serializer's handler.
@usableFromInline
final class SampleSink<Element, Tick> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let defaultValue: Element?
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var latest: Element?
  @usableFromInline @exclusivity(unchecked) var sourceDone = false
  @usableFromInline @exclusivity(unchecked) var stopped = false

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime, _ defaultValue: Element?) {
    self.sink = sink
    self.lifetime = lifetime
    self.defaultValue = defaultValue
  }

  @inlinable
  static func observable(
    _ source: Observable<Element>, _ sampler: Observable<Tick>, _ defaultValue: Element?
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      let state = SampleSink(sink, lifetime, defaultValue)
      let serializer = Serializer(state.handle)
      lifetime.run(source, into: serializer, as: BinaryInput.first)
      lifetime.run(sampler, into: serializer, as: BinaryInput.second)
    }
  }

  @inlinable
  func handle(_ input: BinaryInput<Element, Tick>) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      return
    }
    switch input {
    case .first(.next(let element)):
      latest = element
    case .first(.error(let error)), .second(.error(let error)):
      finish(.error(error))
    case .first(.completed):
      sourceDone = true
    case .second(.next):
      tick()
      if sourceDone { finish(.completed) }
    case .second(.completed):
      tick()
      finish(.completed)
    }
  }

  /// Emits the element that arrived since the last tick, or the default value.
  @inlinable
  func tick() {
    if let element = latest ?? defaultValue {
      latest = nil
      sink(.next(element))
    }
  }

  @inlinable
  func finish(_ event: Event<Element>) {
    stopped = true
    latest = nil
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
