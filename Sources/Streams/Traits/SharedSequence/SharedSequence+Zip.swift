// `zip` over two to eight shared sequences of one strategy, forwarding to `Observable.zip`.

extension SharedSequence {
  /// Pairs up the elements of both sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 3 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 4 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 5 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 6 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source,
        resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 7 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - source7: source 7.
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
    O7.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source,
        source7.asSharedSequence().source, resultSelector: resultSelector))
  }

  /// Pairs up the elements of all 8 sources by index and combines each row.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b) { "\($0)\($1)" }  --1x---2y-
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
  ///   - resultSelector: combines one element of each source.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
    O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source,
        source7.asSharedSequence().source, source8.asSharedSequence().source,
        resultSelector: resultSelector))
  }
}

// `Element == Any` lets `Driver.zip(a, b)` name no element type, as in RxCocoa.
extension SharedSequence where Element == Any {
  /// Pairs up the elements of both sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
  where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(
      Observable.zip(source1.asSharedSequence().source, source2.asSharedSequence().source))
  }

  /// Pairs up the elements of all 3 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source))
  }

  /// Pairs up the elements of all 4 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source))
  }

  /// Pairs up the elements of all 5 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source))
  }

  /// Pairs up the elements of all 6 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> SharedSequence<
    SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
  >
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy
  {
    SharedSequence<
      SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
    >(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source))
  }

  /// Pairs up the elements of all 7 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - source3: source 3.
  ///   - source4: source 4.
  ///   - source5: source 5.
  ///   - source6: source 6.
  ///   - source7: source 7.
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> SharedSequence<
    SharingStrategy,
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
    O7.SharingStrategy == SharingStrategy
  {
    SharedSequence<
      SharingStrategy,
      (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source,
        source7.asSharedSequence().source))
  }

  /// Pairs up the elements of all 8 sources by index into tuples.
  ///
  ///     a: -1--2---  b: --x---y-  zip(a, b)  --(1,x)---(2,y)-
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
  /// - Returns: the shared sequence of tuples.
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
    O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> SharedSequence<
    SharingStrategy,
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
    O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
    O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy
  {
    SharedSequence<
      SharingStrategy,
      (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      )
    >(
      Observable.zip(
        source1.asSharedSequence().source, source2.asSharedSequence().source,
        source3.asSharedSequence().source, source4.asSharedSequence().source,
        source5.asSharedSequence().source, source6.asSharedSequence().source,
        source7.asSharedSequence().source, source8.asSharedSequence().source))
  }
}
