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
    AmbRule.observable([asObservable(), right.asObservable()])
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
    AmbRule.observable(Array(sequence))
  }
}

/// The rule of one `amb` subscription: the winner, once one source has sent an event.
@usableFromInline
struct AmbRule<Element>: MultiSourceRule {
  @usableFromInline typealias Output = Element

  @usableFromInline let children: [(child: Lifetime, key: BagKey?)]
  @usableFromInline var winner: Int?

  @inlinable
  init(_ children: [(child: Lifetime, key: BagKey?)]) { self.children = children }

  @inlinable
  static func observable(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable { sink, lifetime in
      // Every child exists before any source runs, so the winner can end all the others.
      let children = sources.map { _ in lifetime.child() }
      let serializer = MultiSourceSink(sink, lifetime, AmbRule(children))
      lifetime.runEach(sources, into: serializer, children: children)
    }
  }

  @inlinable
  mutating func handle(_ input: IndexedEvent<Element>, _ sources: MultiSourceSink<Self>) {
    let (index, event) = input
    if let winner {
      if winner != index { return }
    } else {
      winner = index
      for (other, entry) in children.enumerated() where other != index {
        sources.lifetime.end(child: entry.child, key: entry.key)
      }
    }
    guard event.isStopEvent else {
      sources.sink(event)
      return
    }
    sources.finish(event)
  }
}
