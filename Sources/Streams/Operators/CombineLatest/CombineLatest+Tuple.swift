// `combineLatest` over two to eight sources into tuples, through the same core, `CombineLatestSink`.

// `Element == Any` lets `Observable.combineLatest(a, b)` name no element type, as in RxSwift.
extension ObservableType where Element == Any {
  /// Pairs the latest elements of two sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    CombineLatestSink.observable(Arity.sources(source1, source2)) { Arity.unpack($0) }
  }

  /// Pairs the latest elements of three sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    CombineLatestSink.observable(Arity.sources(source1, source2, source3)) { Arity.unpack($0) }
  }

  /// Pairs the latest elements of four sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    CombineLatestSink.observable(Arity.sources(source1, source2, source3, source4)) {
      Arity.unpack($0)
    }
  }

  /// Pairs the latest elements of five sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    CombineLatestSink.observable(Arity.sources(source1, source2, source3, source4, source5)) {
      Arity.unpack($0)
    }
  }

  /// Pairs the latest elements of six sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    CombineLatestSink.observable(
      Arity.sources(source1, source2, source3, source4, source5, source6)
    ) { Arity.unpack($0) }
  }

  /// Pairs the latest elements of seven sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - source7: source 7.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    CombineLatestSink.observable(
      Arity.sources(source1, source2, source3, source4, source5, source6, source7)
    ) { Arity.unpack($0) }
  }

  /// Pairs the latest elements of eight sources into a tuple whenever any of them emits.
  ///
  ///     a: -1----2---|  b: ---x----y-|  combineLatest(a, b)  ---(1,x)-(2,x)-(2,y)|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - source7: source 7.
  ///   - source8: source 8.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  > {
    CombineLatestSink.observable(
      Arity.sources(source1, source2, source3, source4, source5, source6, source7, source8)
    ) { Arity.unpack($0) }
  }
}
