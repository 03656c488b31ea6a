import Streams
import StreamsTest
import TestSupport
import Testing

/// An object a binding hands its elements to.
private final class Screen {
  var shown: [Int] = []
}

@Suite(.checksResources)
struct BindWithTests {
  @Test func handsTheObjectAndEachElementToOnNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let screen = Screen()
    scheduler.scheduleAt(200) { _ = xs.bind(with: screen) { $0.shown.append($1) } }
    scheduler.start()
    #expect(screen.shown == [1, 2])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func holdsTheObjectWeaklyAndDropsElementsOnceItIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    var calls = 0
    scheduler.scheduleAt(200) {
      if let screen { _ = xs.bind(with: screen) { _, _ in calls += 1 } }
    }
    scheduler.scheduleAt(220) { screen = nil }
    scheduler.start()
    #expect(weakScreen == nil)
    #expect(calls == 1)
  }

  @Test func anErrorGoesToTheDefaultHandlerAndEndsTheBinding() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let screen = Screen()
    let errors = reportedErrors {
      scheduler.scheduleAt(200) { _ = xs.bind(with: screen) { $0.shown.append($1) } }
      scheduler.start()
    }
    #expect(screen.shown == [1])
    #expect(errors.compactMap { $0 as? TestError } == [.boom])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
