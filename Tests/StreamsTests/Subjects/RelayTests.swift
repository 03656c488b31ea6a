import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct RelayTests {
  @Test func publishRelayBroadcastsAcceptedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    scheduler.scheduleAt(210) { relay.accept(1) }
    scheduler.scheduleAt(310) { relay.accept(2) }
    scheduler.scheduleAt(410) { relay.accept(3) }
    let first = scheduler.recordSubscription(to: relay, at: 200, disposedAt: 350)
    let second = scheduler.recordSubscription(to: relay, at: 300)
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(310, 2)])
    #expect(second.events == [.next(310, 2), .next(410, 3)])
  }

  @Test func behaviorRelayHasAValueAndGreetsSubscribersWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    scheduler.scheduleAt(210) { relay.accept(1) }
    scheduler.scheduleAt(310) { relay.accept(2) }
    let first = scheduler.recordSubscription(to: relay, at: 200, disposedAt: 300)
    let second = scheduler.recordSubscription(to: relay, at: 250)
    scheduler.start()
    #expect(first.events == [.next(200, 0), .next(210, 1)])
    #expect(second.events == [.next(250, 1), .next(310, 2)])
    #expect(relay.value == 2)
  }

  @Test func relaysAreObservables() {
    let relay = BehaviorRelay(value: "a")
    let observable: Observable<String> = relay.asObservable()
    var received: [String] = []
    let subscription = observable.subscribe(onNext: { received.append($0) })
    relay.accept("b")
    #expect(received == ["a", "b"])
    subscription.dispose()
  }

  @Test func acceptFromInsideAnObserverUpdatesValueAtOnce() {
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    let subscription = relay.subscribe(onNext: { value in
      if value < 3 {
        relay.accept(relay.value + 1)
        relay.accept(relay.value + 1)
      }
      seen.append(value)
    })
    // Each accept reads the one before it, though delivery waits for the current event:
    // 0 sends 1 and 2; 1 sends 3 and 4; 2 sends 5 and 6.
    #expect(relay.value == 6)
    #expect(seen == [0, 1, 2, 3, 4, 5, 6])
    subscription.dispose()
  }
}
