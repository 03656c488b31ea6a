/// An event from one of two sources: what two-source operators send through their
/// ``Serializer`` (`withLatestFrom`, `take(until:)`, `skip(until:)`, `sample`).
@usableFromInline
enum BinaryInput<First, Second> {
  /// An event of the first source (usually the one the operator is called on).
  case first(Event<First>)
  /// An event of the second source (the trigger, sampler or latest-value source).
  case second(Event<Second>)
}
