import Streams

/// The subject workloads: `subject` (and `combineLatest`, once it lands).
extension Workload {
  /// A `PublishSubject` with 10 subscribers, 1,000,000 sends.
  public static let subject = Workload(
    name: "subject",
    summary: "PublishSubject<Int> with 10 subscribers (each summing), 1,000,000 onNext sends",
    unit: .event, target: .milliseconds(450),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { SubjectWorkloads.publish(values, subscribers: 10) },
      floor: { SubjectWorkloads.publishFloor(values, subscribers: 10) })
  }
}

enum SubjectWorkloads {
  @inline(never)
  static func publish(_ values: [Int], subscribers: Int) -> Int {
    let subject = PublishSubject<Int>()
    let sums = (0..<subscribers).map { _ in Accumulator() }
    let subscriptions = sums.map { sum in subject.subscribe(onNext: { sum.total += $0 }) }
    for value in values { subject.onNext(value) }
    subject.onCompleted()
    for subscription in subscriptions { subscription.dispose() }
    return sums.reduce(0) { $0 + $1.total }
  }

  @inline(never)
  static func publishFloor(_ values: [Int], subscribers: Int) -> Int {
    var sums = [Int](repeating: 0, count: subscribers)
    for value in values {
      for index in sums.indices { sums[index] += value }
    }
    return sums.reduce(0, +)
  }
}
