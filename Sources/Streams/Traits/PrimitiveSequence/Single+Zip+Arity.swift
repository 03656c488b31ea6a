// `zip` over two to eight singles, forwarding to `Observable.zip`.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Waits for both singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Single<Element> {
    Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Waits for all 3 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Waits for all 4 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source,
        resultSelector: resultSelector))
  }

  /// Waits for all 5 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        resultSelector: resultSelector))
  }

  /// Waits for all 6 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, resultSelector: resultSelector))
  }

  /// Waits for all 7 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  ///   - source7: single 7.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>,
    _ source7: Single<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, resultSelector: resultSelector))
  }

  /// Waits for all 8 singles and combines their elements with `resultSelector`.
  ///
  ///     a: --1|  b: ----2|  zip(a, b) { $0 + $1 }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  ///   - source7: single 7.
  ///   - source8: single 8.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>,
    _ source7: Single<E7>,
    _ source8: Single<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source, resultSelector: resultSelector))
  }
}

// `Element == Any` lets `Single.zip(a, b)` name no element type, as in RxSwift.
extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// Waits for both singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Single<E1>,
    _ source2: Single<E2>
  ) -> Single<(E1, E2)> {
    Single(raw: Observable.zip(source1.source, source2.source))
  }

  /// Waits for all 3 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>
  ) -> Single<(E1, E2, E3)> {
    Single(raw: Observable.zip(source1.source, source2.source, source3.source))
  }

  /// Waits for all 4 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>
  ) -> Single<(E1, E2, E3, E4)> {
    Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source))
  }

  /// Waits for all 5 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>
  ) -> Single<(E1, E2, E3, E4, E5)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source))
  }

  /// Waits for all 6 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>
  ) -> Single<(E1, E2, E3, E4, E5, E6)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source))
  }

  /// Waits for all 7 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  ///   - source7: single 7.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>,
    _ source7: Single<E7>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source))
  }

  /// Waits for all 8 singles and pairs their elements into a tuple.
  ///
  ///     a: --1|  b: ----x|  zip(a, b)  ----(1,x)|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  ///
  /// - Parameters:
  ///   - source1: single 1.
  ///   - source2: single 2.
  ///   - source3: single 3.
  ///   - source4: single 4.
  ///   - source5: single 5.
  ///   - source6: single 6.
  ///   - source7: single 7.
  ///   - source8: single 8.
  /// - Returns: the single of the tuple.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Single<E1>,
    _ source2: Single<E2>,
    _ source3: Single<E3>,
    _ source4: Single<E4>,
    _ source5: Single<E5>,
    _ source6: Single<E6>,
    _ source7: Single<E7>,
    _ source8: Single<E8>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source))
  }
}
