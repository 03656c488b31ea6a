import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// Checks, under a lock, that a subscriber sees consecutive integers with no gap or repeat.
final class ConsecutiveCheck: @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  private let state = Locked((last: Int?.none, broken: false, count: 0))

  var isBroken: Bool { state.withLock { $0.broken } }
  var count: Int { state.withLock { $0.count } }
  var last: Int? { state.withLock { $0.last } }

  func on(_ event: Event<Int>) {
    guard case .next(let value) = event else { return }
    state.withLock { state in
      if let last = state.last, value != last + 1 { state.broken = true }
      state.last = value
      state.count += 1
    }
  }
}

@Suite(.checksResources)
struct SubjectStressTests {
  static let senders = 4
  static let perSender = 5_000

  @Test func concurrentSendsNeverOverlapInAnyObserverWhileOthersComeAndGo() {
    let subject = PublishSubject<Int>()
    let steady = (0..<4).map { _ in ConcurrencyProbe() }
    let subscriptions = steady.map { probe in subject.subscribe { probe.on($0) } }
    let churnFailures = AtomicCell<Int>(0)
    let finished = runConcurrently(threads: Self.senders + 2) { index in
      if index < Self.senders {
        for value in 0..<Self.perSender { subject.onNext(value) }
      } else {
        for _ in 0..<400 {
          let probe = ConcurrencyProbe()
          let subscription = subject.subscribe { probe.on($0) }
          subscription.dispose()
          if probe.overlaps != 0 || probe.terminals != 0 {
            churnFailures.add(1, ordering: .relaxed)
          }
        }
      }
    }
    #expect(finished)
    subject.onCompleted()
    for probe in steady {
      #expect(probe.nexts == Self.senders * Self.perSender)
      #expect(probe.overlaps == 0)
      #expect(probe.terminals == 1)
      #expect(probe.afterTerminal == 0)
    }
    #expect(churnFailures.load(ordering: .acquiring) == 0)
    #expect(!subject.hasObservers)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func reentrantSendsUnderConcurrencyAreEachDeliveredOnce() {
    let subject = PublishSubject<Int>()
    let echo = subject.subscribe(onNext: { value in
      if value > 0 && value % 10 == 0 { subject.onNext(-value) }
    })
    let probe = ConcurrencyProbe()
    let negatives = AtomicCell<Int>(0)
    let counted = subject.subscribe { event in
      if let value = event.element, value < 0 { negatives.add(1, ordering: .relaxed) }
      probe.on(event)
    }
    let finished = runConcurrently(threads: Self.senders) { _ in
      for value in 1...Self.perSender { subject.onNext(value) }
    }
    #expect(finished)
    let echoed = Self.senders * (Self.perSender / 10)
    #expect(probe.nexts == Self.senders * Self.perSender + echoed)
    #expect(negatives.load(ordering: .acquiring) == echoed)
    #expect(probe.overlaps == 0)
    echo.dispose()
    counted.dispose()
  }

  @Test func behaviorValueSettlesOnTheElementDeliveredLast() throws {
    let subject = BehaviorSubject(value: -1)
    let lastDelivered = AtomicCell<Int>(-1)
    let probe = ConcurrencyProbe()
    let subscription = subject.subscribe { event in
      probe.on(event)
      if let value = event.element { lastDelivered.store(value, ordering: .releasing) }
    }
    let finished = runConcurrently(threads: Self.senders + 1) { index in
      if index < Self.senders {
        for step in 0..<Self.perSender { subject.onNext(index * Self.perSender + step) }
      } else {
        for _ in 0..<300 {
          let joiner = ConcurrencyProbe()
          subject.subscribe { joiner.on($0) }.dispose()
        }
      }
    }
    #expect(finished)
    #expect(try subject.value() == lastDelivered.load(ordering: .acquiring))
    #expect(probe.nexts == 1 + Self.senders * Self.perSender)
    #expect(probe.overlaps == 0)
    subscription.dispose()
  }

  @Test func replaySubscribersJoiningUnderLoadSeeAContiguousRun() {
    let subject = ReplaySubject<Int>.create(bufferSize: 8)
    let total = 20_000
    let stayers = Locked<[ConsecutiveCheck]>([])
    let leaverBroken = AtomicCell<Int>(0)
    let keep = Locked<[Disposable]>([])
    let finished = runConcurrently(threads: 4) { index in
      if index == 0 {
        for value in 0..<total { subject.onNext(value) }
        subject.onCompleted()
        return
      }
      for round in 0..<200 {
        let check = ConsecutiveCheck()
        let subscription = subject.subscribe { check.on($0) }
        if round % 50 == 0 {
          stayers.withLock { $0.append(check) }
          keep.withLock { $0.append(subscription) }
        } else {
          subscription.dispose()
          if check.isBroken { leaverBroken.add(1, ordering: .relaxed) }
        }
      }
    }
    #expect(finished)
    #expect(leaverBroken.load(ordering: .acquiring) == 0)
    for check in stayers.withLock({ $0 }) {
      #expect(!check.isBroken)
      #expect(check.last == total - 1)
    }
    for subscription in keep.withLock({ $0 }) { subscription.dispose() }
  }

  @Test func subscriptionsEndingWhileTheSubjectIsReleasedTouchNothingFreed() {
    for _ in 0..<1_000 {
      let holder = Locked<PublishSubject<Int>?>(PublishSubject())
      let subscriptions = Locked<[Disposable]>([])
      for _ in 0..<8 {
        let subscription = holder.withLock { $0 }?.subscribe { _ in }
        if let subscription { subscriptions.withLock { $0.append(subscription) } }
      }
      let finished = runConcurrently(threads: 2) { index in
        if index == 0 {
          for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
        } else {
          holder.withLock { $0 = nil }
        }
      }
      #expect(finished)
    }
  }

  @Test func subscribersRacingTheEndGetExactlyOneTerminalEvent() {
    for _ in 0..<20 {
      let subject = ReplaySubject<Int>.create(bufferSize: 2)
      subject.onNext(1)
      let probes = Locked<[ConcurrencyProbe]>([])
      let finished = runConcurrently(threads: 4) { index in
        if index == 0 {
          subject.onNext(2)
          subject.onCompleted()
          return
        }
        for _ in 0..<50 {
          let probe = ConcurrencyProbe()
          probes.withLock { $0.append(probe) }
          _ = subject.subscribe { probe.on($0) }
        }
      }
      #expect(finished)
      for probe in probes.withLock({ $0 }) {
        #expect(probe.terminals == 1)
        #expect(probe.afterTerminal == 0)
        #expect(probe.overlaps == 0)
        #expect(probe.nexts >= 1 && probe.nexts <= 2)
      }
    }
  }
}
