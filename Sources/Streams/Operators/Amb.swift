extension ObservableType {
  /// Mirrors whichever of this sequence and `right` sends an event first.
  ///
  ///     a: ---1--2-|  b: --x--y--|  a.amb(b)  --x--y--|
  ///
  /// The loser is disposed as soon as the winner's first event arrives.
  ///
  /// - Parameter right: the competing sequence, subscribed second.
  /// - Returns: the winning sequence.
  @inlinable
  public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element>
  where O2.Element == Element {
    AmbSink.observable([asObservable(), right.asObservable()])
  }

  /// Mirrors whichever sequence in `sequence` sends an event first.
  ///
  ///     amb([a: ---1-|, b: --x--|, c: ----z|])  --x--|
  ///
  /// Every other sequence is disposed as soon as the winner's first event arrives. An empty
  /// `sequence` never emits, as in RxSwift.
  ///
  /// - Parameter sequence: the competing sequences, subscribed in order.
  /// - Returns: the winning sequence.
  @inlinable
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    AmbSink.observable(Array(sequence))
  }
}

/// The state of one `amb` subscription, owned by its serializer's handler.
@usableFromInline
final class AmbSink<Element> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let children: [(child: Lifetime, key: BagKey?)]
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var winner: Int?
  @usableFromInline @exclusivity(unchecked) var stopped = false

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ children: [(child: Lifetime, key: BagKey?)]
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.children = children
  }

  @inlinable
  static func observable(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable { sink, lifetime in
      // Every child exists before any source runs, so the winner can end all the others.
      let children = sources.map { _ in lifetime.child() }
      let state = AmbSink(sink, lifetime, children)
      let serializer = Serializer(state.handle)
      for (index, source) in sources.enumerated() {
        if lifetime.isDisposed { return }
        let (child, key) = children[index]
        // A source that lost while the earlier ones were subscribed is not subscribed at all.
        if child.isDisposed { continue }
        source.run(
          { event in
            if event.isStopEvent { lifetime.end(child: child, key: key) }
            serializer.send((index, event))
          }, child)
      }
    }
  }

  @inlinable
  func handle(_ input: (Int, Event<Element>)) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      return
    }
    let (index, event) = input
    if let winner {
      if winner != index { return }
    } else {
      winner = index
      for (other, entry) in children.enumerated() where other != index {
        lifetime.end(child: entry.child, key: entry.key)
      }
    }
    guard event.isStopEvent else {
      sink(event)
      return
    }
    stopped = true
    sink(event)
    lifetime.dispose()
  }
}
