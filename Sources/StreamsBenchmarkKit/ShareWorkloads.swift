import Streams

/// The sharing workload: `share(replay:)` connected, joined, ended and torn down, over and over.
extension Workload {
  /// 100,000 rounds of two subscribers sharing one connection that carries one element.
  package static let share = Workload(
    name: "share",
    summary: "100,000 rounds: two subscribers join subject.take(1).share(replay: 1) (the first "
      + "connects), one onNext reaches both and ends the connection, both disposed",
    unit: .event, target: .milliseconds(250),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { ShareWorkloads.share(values) },
      floor: { ShareWorkloads.shareFloor(values) })
  }
}

enum ShareWorkloads {
  @inline(never)
  static func share(_ values: [Int]) -> Int {
    let sum = Accumulator()
    let trigger = PublishSubject<Int>()
    let shared = trigger.take(1).share(replay: 1)
    for value in values {
      let first = shared.subscribe(onNext: { sum.total += $0 })
      let second = shared.subscribe(onNext: { sum.total += $0 &* 2 })
      trigger.onNext(value)
      first.dispose()
      second.dispose()
    }
    return sum.total
  }

  @inline(never)
  static func shareFloor(_ values: [Int]) -> Int {
    var total = 0
    for value in values { total += value + value &* 2 }
    return total
  }
}
