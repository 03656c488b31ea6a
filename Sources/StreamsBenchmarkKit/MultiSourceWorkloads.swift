import Streams

/// The workloads with more than one source or observer: `flatmap`, `concat`, `zip`, `subject`
/// and `combineLatest`.
extension Workload {
  /// 100,000 outer elements, each flatMapped to a synchronous inner sequence of 10.
  package static let flatmap = Workload(
    name: "flatmap",
    summary: "from([Int]) of 100,000 -> flatMap { Observable.range(start: $0, count: 10) } -> "
      + "subscribe summing (1,000,000 inner elements; per-unit = per outer element)",
    unit: .outer, target: .milliseconds(180),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { MultiSourceWorkloads.flatMap(values) },
      floor: { MultiSourceWorkloads.flatMapFloor(values) })
  }

  /// 100,000 synchronous inner sequences of 10, concatenated one after another.
  package static let concat = Workload(
    name: "concat",
    summary: "from([Int]) of 100,000 -> map { Observable.range(start: $0, count: 10) } -> "
      + "concat() -> subscribe summing (1,000,000 inner elements; per-unit = per inner sequence)",
    unit: .outer, target: .milliseconds(180),
    sizes: Sizes(standard: 100_000, quick: 10_000, smoke: 100)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { MultiSourceWorkloads.concat(values) },
      floor: { MultiSourceWorkloads.flatMapFloor(values) })
  }

  /// `zip` of two synchronous 1,000,000-element sources, summing the pairs.
  package static let zip = Workload(
    name: "zip",
    summary: "Observable.zip(from(a), from(b)) { $0 + $1 } of two 1,000,000-element arrays, "
      + "subscribe summing",
    unit: .event, target: .milliseconds(200),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    let first = Inputs.integers(size)
    let second = first.map { $0 * 3 }
    return Instance(
      events: size, subject: { MultiSourceWorkloads.zip(first, second) },
      floor: { MultiSourceWorkloads.zipFloor(first, second) })
  }

  /// A `PublishSubject` with 10 subscribers, 1,000,000 sends.
  package static let subject = Workload(
    name: "subject",
    summary: "PublishSubject<Int> with 10 subscribers (each summing), 1,000,000 onNext sends",
    unit: .event, target: .milliseconds(450),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    let values = Inputs.integers(size)
    return Instance(
      events: size, subject: { MultiSourceWorkloads.publish(values, subscribers: 10) },
      floor: { MultiSourceWorkloads.publishFloor(values, subscribers: 10) })
  }

  /// `combineLatest` of two subjects, 500,000 alternating sends to each.
  package static let combineLatest = Workload(
    name: "combineLatest",
    summary: "Observable.combineLatest(a, b) { $0 + $1 } of two PublishSubjects, 500,000 "
      + "alternating onNext sends to each (1,000,000 events), subscribe summing",
    unit: .event, target: .milliseconds(140),
    sizes: Sizes(standard: 500_000, quick: 50_000, smoke: 500)
  ) { size in
    let first = Inputs.integers(size)
    let second = first.map { $0 * 3 }
    return Instance(
      events: 2 * size, subject: { MultiSourceWorkloads.combineLatest(first, second) },
      floor: { MultiSourceWorkloads.combineLatestFloor(first, second) })
  }
}

enum MultiSourceWorkloads {
  @inline(never)
  static func flatMap(_ values: [Int]) -> Int {
    let sum = Accumulator()
    let subscription = Observable.from(values)
      .flatMap { Observable.range(start: $0, count: 10) }
      .subscribe(onNext: { sum.total += $0 })
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func concat(_ values: [Int]) -> Int {
    let sum = Accumulator()
    let subscription = Observable.from(values)
      .map { Observable.range(start: $0, count: 10) }
      .concat()
      .subscribe(onNext: { sum.total += $0 })
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func flatMapFloor(_ values: [Int]) -> Int {
    var total = 0
    for value in values {
      for inner in value..<(value + 10) { total += inner }
    }
    return total
  }

  @inline(never)
  static func zip(_ first: [Int], _ second: [Int]) -> Int {
    let sum = Accumulator()
    let subscription = Observable<Int>.zip(Observable.from(first), Observable.from(second)) {
      $0 + $1
    }
    .subscribe(onNext: { sum.total += $0 })
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func zipFloor(_ first: [Int], _ second: [Int]) -> Int {
    var total = 0
    for index in 0..<min(first.count, second.count) { total += first[index] + second[index] }
    return total
  }

  @inline(never)
  static func combineLatest(_ first: [Int], _ second: [Int]) -> Int {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let sum = Accumulator()
    let subscription = Observable<Int>.combineLatest(left, right) { $0 + $1 }
      .subscribe(onNext: { sum.total += $0 })
    for index in 0..<min(first.count, second.count) {
      left.onNext(first[index])
      right.onNext(second[index])
    }
    left.onCompleted()
    right.onCompleted()
    subscription.dispose()
    return sum.total
  }

  @inline(never)
  static func combineLatestFloor(_ first: [Int], _ second: [Int]) -> Int {
    var total = 0
    var latestLeft: Int?
    var latestRight: Int?
    for index in 0..<min(first.count, second.count) {
      latestLeft = first[index]
      if let left = latestLeft, let right = latestRight { total += left + right }
      latestRight = second[index]
      if let left = latestLeft, let right = latestRight { total += left + right }
    }
    return total
  }

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
