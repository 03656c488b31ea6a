// `zip` over two to eight sources of different element types. Each form tags its sources
// through `Arity` and runs the one N-ary core, `ZipSink`.

extension ObservableType {
  /// Pairs up the elements of two sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2)) { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1) }
    }
  }

  /// Pairs up the elements of three sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2, source3)) { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1, $0.2) }
    }
  }

  /// Pairs up the elements of four sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4)) { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1, $0.2, $0.3) }
    }
  }

  /// Pairs up the elements of five sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5)) { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
    }
  }

  /// Pairs up the elements of six sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5, source6)) { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }
    }
  }

  /// Pairs up the elements of seven sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - source7: source 7.
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(Arity.sources(source1, source2, source3, source4, source5, source6, source7))
    { row in
      try Arity.unpack(row).map { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }
    }
  }

  /// Pairs up the elements of eight sources by index and combines each row.
  ///
  ///     a: -1--2----3-|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y-|
  ///
  /// Elements wait in a buffer until every source has one to pair. Completes as soon as a
  /// completed source has nothing buffered, disposing every source; the first error ends it.
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
  ///   - resultSelector: combines one element of each source; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    ZipSink.observable(
      Arity.sources(source1, source2, source3, source4, source5, source6, source7, source8)
    ) { row in
      try Arity.unpack(row).map {
        try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7)
      }
    }
  }
}
