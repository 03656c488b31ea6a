import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

/// A script in the shape of RxSwift's groupBy tests: keys are the trimmed, lowercased words.
private func words(_ scheduler: TestScheduler, end: Recorded<Event<String>>)
  -> TestableObservable<String>
{
  scheduler.createHotObservable([
    .next(110, "zoo"), .next(220, "  foo"), .next(240, " FoO "), .next(270, "baR  "),
    .next(310, "foO "), .next(350, " Baz   "), .next(360, "  qux "), .next(390, "   bar"),
    .next(420, " BAR  "), .next(470, "FOO "), .next(480, "baz  "), .next(510, " bAZ "),
    .next(530, "    fOo    "), end, .next(580, "error"), .completed(600),
  ])
}

private func key(_ word: String) -> String {
  word.trimmingCharacters(in: .whitespaces).lowercased()
}

/// Subscribes to `outer` at 200, and to each group as it arrives, recording each group's events.
private final class GroupRecorder: @unchecked Sendable {
  // Safe to share: used only on the thread that drives the test scheduler.
  var outer: Disposable?
  var keys: [String] = []
  var inner: [String: Disposable] = [:]
  var results: [String: TestableObserver<String>] = [:]

  func start(
    _ scheduler: TestScheduler, _ groups: Observable<GroupedObservable<String, String>>,
    delay: RxTimeInterval? = nil
  ) {
    scheduler.scheduleAt(200) {
      self.outer = groups.subscribe(
        onNext: { group in
          self.keys.append(group.key)
          let observer = scheduler.createObserver(String.self)
          self.results[group.key] = observer
          if let delay {
            self.inner[group.key] = scheduler.scheduleRelative((), dueTime: delay) { _ in
              group.subscribe(observer)
            }
          } else {
            self.inner[group.key] = group.subscribe(observer)
          }
        }, onError: { _ in })
    }
  }

  func disposeAll() {
    outer?.dispose()
    for disposable in inner.values { disposable.dispose() }
  }
}

@Suite(.checksResources)
struct GroupByTests {
  @Test func groupsAreEmittedAtTheirFirstElementAndMergeBack() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .completed(600),
    ])
    let res = scheduler.start { () -> Observable<String> in
      xs.groupBy { $0 % 2 }.enumerated()
        .map { index, group in group.map { "\(index) \($0)" } }
        .merge()
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "1 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "0 5"), .next(350, "1 6"), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func outerSequenceEmitsEachNewKeyThenCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    var invoked = 0
    let res = scheduler.start {
      xs.groupBy { word -> String in
        invoked += 1
        return key(word)
      }.map(\.key)
    }
    #expect(
      res.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        .completed(570),
      ])
    #expect(xs.subscriptions == [Subscription(200, 570)])
    #expect(invoked == 12)
  }

  @Test func disposingTheOuterSubscriptionWithNoGroupSubscribedStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    let res = scheduler.start(disposed: 355) { xs.groupBy(keySelector: key).map(\.key) }
    #expect(res.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
    #expect(xs.subscriptions == [Subscription(200, 355)])
  }

  @Test func aThrowingKeySelectorFailsTheOuterSequenceAndEveryGroup() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    var invoked = 0
    let recorder = GroupRecorder()
    recorder.start(
      scheduler,
      xs.groupBy { word -> String in
        invoked += 1
        if invoked == 6 { throw TestError.boom }
        return key(word)
      })
    scheduler.scheduleAt(1000) { recorder.disposeAll() }
    scheduler.start()
    #expect(recorder.keys == ["foo", "bar", "baz"])
    #expect(
      recorder.results["foo"]?.events == [
        .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .error(360, TestError.boom),
      ])
    #expect(recorder.results["bar"]?.events == [.next(270, "baR  "), .error(360, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 360)])
  }

  @Test func everyGroupEndsWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .error(570, TestError.boom))
    let recorder = GroupRecorder()
    recorder.start(scheduler, xs.groupBy(keySelector: key))
    scheduler.scheduleAt(1000) { recorder.disposeAll() }
    scheduler.start()
    #expect(
      recorder.results["bar"]?.events == [
        .next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "),
        .error(570, TestError.boom),
      ])
    #expect(recorder.results["qux"]?.events == [.next(360, "  qux "), .error(570, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 570)])
  }

  @Test func aLateGroupSubscriberSeesOnlyWhatFollows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    let recorder = GroupRecorder()
    recorder.start(scheduler, xs.groupBy(keySelector: key), delay: .seconds(100))
    scheduler.scheduleAt(1000) { recorder.disposeAll() }
    scheduler.start()
    #expect(recorder.keys.count == 4)
    #expect(
      recorder.results["foo"]?.events == [
        .next(470, "FOO "), .next(530, "    fOo    "), .completed(570),
      ])
    #expect(recorder.results["qux"]?.events == [.completed(570)])
    #expect(xs.subscriptions == [Subscription(200, 570)])
  }

  @Test func subscribedGroupsKeepTheSourceAfterTheOuterSubscriptionEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    let recorder = GroupRecorder()
    recorder.start(scheduler, xs.groupBy(keySelector: key))
    scheduler.scheduleAt(320) { recorder.outer?.dispose() }
    scheduler.scheduleAt(1000) { recorder.disposeAll() }
    scheduler.start()
    #expect(recorder.keys == ["foo", "bar"])
    #expect(
      recorder.results["foo"]?.events == [
        .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "),
        .next(530, "    fOo    "), .completed(570),
      ])
    #expect(xs.subscriptions == [Subscription(200, 570)])
  }

  @Test func disposingOneGroupLeavesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    let recorder = GroupRecorder()
    recorder.start(scheduler, xs.groupBy(keySelector: key))
    scheduler.scheduleAt(320) { recorder.inner["foo"]?.dispose() }
    scheduler.scheduleAt(1000) { recorder.disposeAll() }
    scheduler.start()
    #expect(
      recorder.results["foo"]?.events == [
        .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "),
      ])
    #expect(
      recorder.results["baz"]?.events == [
        .next(350, " Baz   "), .next(480, "baz  "), .next(510, " bAZ "), .completed(570),
      ])
    #expect(xs.subscriptions == [Subscription(200, 570)])
  }

  @Test func disposingEverySubscriptionStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = words(scheduler, end: .completed(570))
    let recorder = GroupRecorder()
    recorder.start(scheduler, xs.groupBy(keySelector: key))
    scheduler.scheduleAt(400) { recorder.disposeAll() }
    scheduler.start()
    #expect(recorder.results["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar")])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func aGroupSubscribedAfterTheSourceEndedGetsItsEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    var groups: [GroupedObservable<Int, Int>] = []
    let outer = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(
        xs.groupBy { $0 }.do(onNext: { groups.append($0) }).map(\.key).subscribe(outer))
    }
    scheduler.scheduleAt(300) { subscriptions.append(groups[0].subscribe(late)) }
    scheduler.scheduleAt(1000) { for subscription in subscriptions { subscription.dispose() } }
    scheduler.start()
    #expect(outer.events == [.next(210, 1), .completed(250)])
    #expect(late.events == [.completed(300)])
  }
}
