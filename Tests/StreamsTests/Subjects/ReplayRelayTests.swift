import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ReplayRelayTests {
  @Test func replaysTheLatestBufferedElementsThenWhatFollows() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    var seen: [Int] = []
    let subscription = relay.subscribe(onNext: { seen.append($0) })
    relay.accept(4)
    #expect(seen == [2, 3, 4])
    subscription.dispose()
  }

  @Test func unboundReplaysEverything() {
    let relay = ReplayRelay<String>.createUnbound()
    relay.accept("a")
    relay.accept("b")
    var seen: [String] = []
    let subscription = relay.asObservable().subscribe(onNext: { seen.append($0) })
    #expect(seen == ["a", "b"])
    subscription.dispose()
  }

  @Test func anObservableBindsIntoIt() {
    let relay = ReplayRelay<Int>.create(bufferSize: 5)
    let optional = ReplayRelay<Int?>.create(bufferSize: 5)
    _ = Observable.of(1, 2).bind(to: relay)
    _ = Observable.of(3).bind(to: optional)
    var seen: [Int] = []
    var seenOptional: [Int?] = []
    let subscriptions = Disposables.create(
      relay.subscribe(onNext: { seen.append($0) }),
      optional.subscribe(onNext: { seenOptional.append($0) }))
    #expect(seen == [1, 2])
    #expect(seenOptional == [3])
    subscriptions.dispose()
  }
}

@Suite(.checksResources)
struct RelayAsInfallibleTests {
  @Test func everyRelayConvertsToAnInfallible() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 1)
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(5)
    var seen: [String] = []
    let subscriptions = Disposables.create(
      publish.asInfallible().subscribe(onNext: { seen.append("p\($0)") }),
      behavior.asInfallible().subscribe(onNext: { seen.append("b\($0)") }),
      replay.asInfallible().subscribe(onNext: { seen.append("r\($0)") }))
    publish.accept(2)
    behavior.accept(3)
    replay.accept(6)
    #expect(seen == ["b1", "r5", "p2", "b3", "r6"])
    subscriptions.dispose()
  }
}
