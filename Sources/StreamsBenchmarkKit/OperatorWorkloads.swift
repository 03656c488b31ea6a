import Streams

/// The single-source operator workloads: `chain` and `subscribe`.
///
/// Each Streams side and its floor live in `@inline(never)` functions taking their inputs as
/// arguments, so neither can be folded into the harness or computed at compile time; the
/// inputs are arrays whose contents the optimizer cannot see.
extension Workload {
  /// 1,000,000 Ints from a synchronous source through `map`, `filter` and `scan`, summed.
  package static let chain = Workload(
    name: "chain",
    summary: "from([Int]) -> map { $0 + 1 } -> filter { $0 % 2 == 0 } -> scan(0, +) -> "
      + "subscribe(onNext:) summing; 1,000,000 elements",
    unit: .event, target: .milliseconds(100),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { OperatorWorkloads.chain(values) },
      floor: { OperatorWorkloads.chainFloor(values) })
  }

  /// 1,000,000 times: `just(x).map { … }`, subscribe, dispose.
  package static let subscribe = Workload(
    name: "subscribe",
    summary: "1,000,000 iterations of Observable.just(x).map { $0 * 3 } built, subscribed "
      + "(summing) and disposed",
    unit: .event, target: .milliseconds(250),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { OperatorWorkloads.subscribe(values) },
      floor: { OperatorWorkloads.subscribeFloor(values) })
  }
}

/// Inputs the optimizer cannot see into.
enum Inputs {
  /// `0..<count`, built at run time from an opaque count.
  static func integers(_ count: Int) -> [Int] { Array(0..<opaque(count)) }
}

/// A running total that escaping closures share without a box per closure.
final class Accumulator {
  var total = 0
}

enum OperatorWorkloads {
  @inline(never)
  static func chain(_ values: [Int]) -> Int {
    let sum = Accumulator()
    let subscription = Observable.from(values)
      .map { $0 + 1 }
      .filter { $0 % 2 == 0 }
      .scan(0, accumulator: +)
      .subscribe(onNext: { sum.total += $0 })
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func chainFloor(_ values: [Int]) -> Int {
    var running = 0
    var total = 0
    for value in values {
      let mapped = value + 1
      guard mapped % 2 == 0 else { continue }
      running = running + mapped
      total += running
    }
    return total
  }

  @inline(never)
  static func subscribe(_ values: [Int]) -> Int {
    let sum = Accumulator()
    for value in values {
      let subscription = Observable.just(value).map { $0 * 3 }.subscribe(onNext: {
        sum.total += $0
      })
      subscription.dispose()
    }
    return sum.total
  }

  @inline(never)
  static func subscribeFloor(_ values: [Int]) -> Int {
    var total = 0
    for value in values { total += value * 3 }
    return total
  }
}
