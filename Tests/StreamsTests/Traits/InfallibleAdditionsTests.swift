import Streams
import StreamsTest
import TestSupport
import Testing

private struct Item: Equatable {
  var name: String
  var number: Int
}

@Suite(.checksResources)
struct InfallibleDistinctTests {
  @Test func distinctUntilChangedWithAComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).distinctUntilChanged { $0 == $1 }
    }
    #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
  }

  @Test func distinctUntilChangedWithAKeyAndAComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Item(name: "a", number: 1)), .next(220, Item(name: "b", number: -1)),
      .next(230, Item(name: "c", number: 2)),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: Item(name: "", number: 0))
        .distinctUntilChanged({ $0.number }, comparer: { abs($0) == abs($1) })
        .map(\.name)
    }
    #expect(res.events == [.next(210, "a"), .next(230, "c")])
  }

  @Test func distinctUntilChangedAtAKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Item(name: "a", number: 1)), .next(220, Item(name: "b", number: 1)),
      .next(230, Item(name: "c", number: 2)),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: Item(name: "", number: 0))
        .distinctUntilChanged(at: \.number).map(\.name)
    }
    #expect(res.events == [.next(210, "a"), .next(230, "c")])
  }
}

@Suite(.checksResources)
struct InfallibleConcatMergeTests {
  @Test func concatSubscribesTheSecondWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).concat(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
    #expect(ys.subscriptions == [Subscription(220, 240)])
  }

  @Test func staticConcatRunsEachFormInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = Infallible.of(1, 2)
    let b = Infallible.of(3)
    let fromSequence = scheduler.start { Infallible.concat(AnySequence([a, b])) }
    #expect(fromSequence.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    let fromCollection = TestScheduler(initialClock: 0).start { Infallible.concat([b, a]) }
    #expect(
      fromCollection.events == [.next(200, 3), .next(200, 1), .next(200, 2), .completed(200)])
    let variadic = TestScheduler(initialClock: 0).start { Infallible.concat(b, b) }
    #expect(variadic.events == [.next(200, 3), .next(200, 3), .completed(200)])
  }

  @Test func concatOfASequenceWaitsForEachToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let res = scheduler.start {
      Infallible.concat([xs, ys].lazy.map { $0.asInfallible(onErrorJustReturn: 0) })
    }
    #expect(res.events == [.next(210, 1), .next(225, 2), .completed(230)])
  }

  @Test func mergeOfAnArrayInterleavesTheSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let sources: [Infallible<Int>] = [
      xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0),
    ]
    let res = scheduler.start { Infallible.merge(sources) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
  }
}

@Suite(.checksResources)
struct InfallibleScanDebugTests {
  @Test func scanIntoUpdatesTheSeedInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).scan(into: [Int]()) { $0.append($1) }
    }
    #expect(res.events == [.next(210, [1]), .next(220, [1, 2]), .completed(230)])
  }

  @Test func debugLogsTheEventsAndPassesThemOn() {
    let lines = Locked<[String]>([])
    let original = Hooks.debugOutput
    Hooks.debugOutput = { line in lines.withLock { $0.append(line) } }
    defer { Hooks.debugOutput = original }
    var received: [Int] = []
    _ = Infallible.of(1).debug("inf").subscribe(onNext: { received.append($0) })
    let messages = lines.withLock { $0 }.map { String($0.drop { $0 != "i" }) }
    #expect(
      messages == [
        "inf -> subscribed", "inf -> Event next(1)", "inf -> Event completed", "inf -> isDisposed",
      ])
    #expect(received == [1])
  }
}
