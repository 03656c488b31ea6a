import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleBindTests {
  @Test func bindsToObserversAndOptionalObservers() {
    let scheduler = TestScheduler(initialClock: 0)
    let plain = scheduler.createObserver(Int.self)
    let optional = scheduler.createObserver(Int?.self)
    _ = Infallible.of(1, 2).bind(to: plain)
    _ = Infallible.of(3).bind(to: optional)
    #expect(plain.events == [.next(0, 1), .next(0, 2), .completed(0)])
    #expect(optional.events == [.next(0, 3), .completed(0)])
  }

  @Test func bindsToEveryKindOfRelay() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.createUnbound()
    let optionalPublish = PublishRelay<Int?>()
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
    var published: [Int] = []
    var publishedOptional: [Int?] = []
    let watching = Disposables.create(
      publish.subscribe(onNext: { published.append($0) }),
      optionalPublish.subscribe(onNext: { publishedOptional.append($0) }))
    _ = Infallible.of(1, 2).bind(to: publish)
    _ = Infallible.of(1, 2).bind(to: behavior)
    _ = Infallible.of(1, 2).bind(to: replay)
    _ = Infallible.of(1, 2).bind(to: optionalPublish)
    _ = Infallible.of(1, 2).bind(to: optionalBehavior)
    _ = Infallible.of(1, 2).bind(to: optionalReplay)
    var replayed: [Int] = []
    var replayedOptional: [Int?] = []
    let replaying = Disposables.create(
      replay.subscribe(onNext: { replayed.append($0) }),
      optionalReplay.subscribe(onNext: { replayedOptional.append($0) }))
    #expect(published == [1, 2])
    #expect(publishedOptional == [1, 2])
    #expect(behavior.value == 2)
    #expect(optionalBehavior.value == 2)
    #expect(replayed == [1, 2])
    #expect(replayedOptional == [2])
    replaying.dispose()
    watching.dispose()
  }

  @Test func bindsOnNextAndToBinderFunctions() {
    var seen: [Int] = []
    _ = Infallible.of(1, 2).bind(onNext: { seen.append($0) })
    let count = Infallible.of(5).bind(to: { (source: Infallible<Int>) -> Int in
      var total = 0
      _ = source.subscribe(onNext: { total += $0 })
      return total
    })
    let curried = Infallible.of(7).bind(
      to: { (source: Infallible<Int>) in
        { (factor: Int) -> Int in
          var total = 0
          _ = source.subscribe(onNext: { total += $0 * factor })
          return total
        }
      }, curriedArgument: 10)
    #expect(seen == [1, 2])
    #expect(count == 5)
    #expect(curried == 70)
  }
}
