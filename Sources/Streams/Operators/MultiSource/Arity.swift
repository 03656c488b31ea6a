/// The typed glue between sources of different element types and the N-ary cores of `zip` and
/// `combineLatest`.
///
/// For each arity, `sources` tags every source's elements into one `ValuesN` type and `unpack`
/// turns the cores' row of values (one per source, in source order) back into a typed tuple.
/// The cores never look inside a value, so one core serves every arity and the collection forms.
@usableFromInline
enum Arity {

  /// The 2 sources, tagged into one value type.
  @inlinable
  static func sources<O1: ObservableType, O2: ObservableType>(
    _ s1: O1, _ s2: O2
  ) -> [Observable<Values2<O1.Element, O2.Element>>] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail($0) },
    ]
  }

  /// The row of 2 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B>(_ row: ContiguousArray<Values2<A, B>?>) -> (A, B)? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail else { return nil }
    return (v0, v1)
  }

  /// The 3 sources, tagged into one value type.
  @inlinable
  static func sources<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ s1: O1, _ s2: O2, _ s3: O3
  ) -> [Observable<Values3<O1.Element, O2.Element, O3.Element>>] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail($0)) },
    ]
  }

  /// The row of 3 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C>(_ row: ContiguousArray<Values3<A, B, C>?>) -> (A, B, C)? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail else {
      return nil
    }
    return (v0, v1, v2)
  }

  /// The 4 sources, tagged into one value type.
  @inlinable
  static func sources<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ s1: O1, _ s2: O2, _ s3: O3, _ s4: O4
  ) -> [Observable<Values4<O1.Element, O2.Element, O3.Element, O4.Element>>] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail(.head($0))) },
      s4.tagged { .tail(.tail(.tail($0))) },
    ]
  }

  /// The row of 4 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C, D>(_ row: ContiguousArray<Values4<A, B, C, D>?>) -> (A, B, C, D)? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail?.head,
      let v3 = row[3]?.tail?.tail?.tail
    else { return nil }
    return (v0, v1, v2, v3)
  }

  /// The 5 sources, tagged into one value type.
  @inlinable
  static func sources<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ s1: O1, _ s2: O2, _ s3: O3, _ s4: O4, _ s5: O5
  ) -> [Observable<Values5<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element>>] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail(.head($0))) },
      s4.tagged { .tail(.tail(.tail(.head($0)))) },
      s5.tagged { .tail(.tail(.tail(.tail($0)))) },
    ]
  }

  /// The row of 5 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C, D, E>(_ row: ContiguousArray<Values5<A, B, C, D, E>?>) -> (
    A, B, C, D, E
  )? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail?.head,
      let v3 = row[3]?.tail?.tail?.tail?.head, let v4 = row[4]?.tail?.tail?.tail?.tail
    else { return nil }
    return (v0, v1, v2, v3, v4)
  }

  /// The 6 sources, tagged into one value type.
  @inlinable
  static func sources<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ s1: O1, _ s2: O2, _ s3: O3, _ s4: O4, _ s5: O5, _ s6: O6
  ) -> [Observable<Values6<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element>>]
  {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail(.head($0))) },
      s4.tagged { .tail(.tail(.tail(.head($0)))) },
      s5.tagged { .tail(.tail(.tail(.tail(.head($0))))) },
      s6.tagged { .tail(.tail(.tail(.tail(.tail($0))))) },
    ]
  }

  /// The row of 6 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C, D, E, F>(_ row: ContiguousArray<Values6<A, B, C, D, E, F>?>) -> (
    A, B, C, D, E, F
  )? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail?.head,
      let v3 = row[3]?.tail?.tail?.tail?.head, let v4 = row[4]?.tail?.tail?.tail?.tail?.head,
      let v5 = row[5]?.tail?.tail?.tail?.tail?.tail
    else { return nil }
    return (v0, v1, v2, v3, v4, v5)
  }

  /// The 7 sources, tagged into one value type.
  @inlinable
  static func sources<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ s1: O1, _ s2: O2, _ s3: O3, _ s4: O4, _ s5: O5, _ s6: O6, _ s7: O7
  ) -> [Observable<
    Values7<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element>
  >] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail(.head($0))) },
      s4.tagged { .tail(.tail(.tail(.head($0)))) },
      s5.tagged { .tail(.tail(.tail(.tail(.head($0))))) },
      s6.tagged { .tail(.tail(.tail(.tail(.tail(.head($0)))))) },
      s7.tagged { .tail(.tail(.tail(.tail(.tail(.tail($0)))))) },
    ]
  }

  /// The row of 7 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C, D, E, F, G>(_ row: ContiguousArray<Values7<A, B, C, D, E, F, G>?>)
    -> (A, B, C, D, E, F, G)?
  {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail?.head,
      let v3 = row[3]?.tail?.tail?.tail?.head, let v4 = row[4]?.tail?.tail?.tail?.tail?.head,
      let v5 = row[5]?.tail?.tail?.tail?.tail?.tail?.head,
      let v6 = row[6]?.tail?.tail?.tail?.tail?.tail?.tail
    else { return nil }
    return (v0, v1, v2, v3, v4, v5, v6)
  }

  /// The 8 sources, tagged into one value type.
  @inlinable
  static func sources<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ s1: O1, _ s2: O2, _ s3: O3, _ s4: O4, _ s5: O5, _ s6: O6, _ s7: O7, _ s8: O8
  ) -> [Observable<
    Values8<
      O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
    >
  >] {
    [
      s1.tagged { .head($0) },
      s2.tagged { .tail(.head($0)) },
      s3.tagged { .tail(.tail(.head($0))) },
      s4.tagged { .tail(.tail(.tail(.head($0)))) },
      s5.tagged { .tail(.tail(.tail(.tail(.head($0))))) },
      s6.tagged { .tail(.tail(.tail(.tail(.tail(.head($0)))))) },
      s7.tagged { .tail(.tail(.tail(.tail(.tail(.tail(.head($0))))))) },
      s8.tagged { .tail(.tail(.tail(.tail(.tail(.tail(.tail($0))))))) },
    ]
  }

  /// The row of 8 values as a tuple, or `nil` if a slot is missing.
  @inlinable
  static func unpack<A, B, C, D, E, F, G, H>(
    _ row: ContiguousArray<Values8<A, B, C, D, E, F, G, H>?>
  ) -> (A, B, C, D, E, F, G, H)? {
    guard let v0 = row[0]?.head, let v1 = row[1]?.tail?.head, let v2 = row[2]?.tail?.tail?.head,
      let v3 = row[3]?.tail?.tail?.tail?.head, let v4 = row[4]?.tail?.tail?.tail?.tail?.head,
      let v5 = row[5]?.tail?.tail?.tail?.tail?.tail?.head,
      let v6 = row[6]?.tail?.tail?.tail?.tail?.tail?.tail?.head,
      let v7 = row[7]?.tail?.tail?.tail?.tail?.tail?.tail?.tail
    else { return nil }
    return (v0, v1, v2, v3, v4, v5, v6, v7)
  }
}
