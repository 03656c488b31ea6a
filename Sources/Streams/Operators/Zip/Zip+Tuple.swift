// `zip` over two to eight sources into tuples, through the same core, `ZipSink`.

// `Element == Any` lets `Observable.zip(a, b)` name no element type, as in RxSwift.
extension ObservableType where Element == Any {
  /// Pairs up the elements of two sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    ZipSink.observable(Arity.sources(source1, source2)) { Arity.unpack($0) }
  }

  /// Pairs up the elements of three sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    ZipSink.observable(Arity.sources(source1, source2, source3)) { Arity.unpack($0) }
  }

  /// Pairs up the elements of four sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4)) { Arity.unpack($0) }
  }

  /// Pairs up the elements of five sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  /// - Returns: the sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5)) {
      Arity.unpack($0)
    }
  }

  /// Pairs up the elements of six sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
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
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5, source6)) {
      Arity.unpack($0)
    }
  }

  /// Pairs up the elements of seven sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
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
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5, source6, source7))
    { Arity.unpack($0) }
  }

  /// Pairs up the elements of eight sources by index into tuples.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b)  --(1,x)---(2,y)-|
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
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  > {
    ZipSink.observable(
      Arity.sources(source1, source2, source3, source4, source5, source6, source7, source8)
    ) { Arity.unpack($0) }
  }
}
