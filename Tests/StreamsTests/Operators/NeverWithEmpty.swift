import Streams
import StreamsTest

/// What a two-source operator does with a source that never emits and one that completes at
/// 210 without an element, each order on its own `TestScheduler` (never first, then empty
/// first).
///
/// - Parameter combine: the operator, given its two sources in the order of the run.
/// - Returns: per run, the events recorded and the subscription logs of both sources.
func neverWithEmptyInEitherOrder(
  _ combine: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
) -> [(events: [Recorded<Event<Int>>], never: [Subscription], empty: [Subscription])] {
  [false, true].map { emptyFirst in
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start {
      emptyFirst
        ? combine(empty.asObservable(), never.asObservable())
        : combine(never.asObservable(), empty.asObservable())
    }
    return (res.events, never.subscriptions, empty.subscriptions)
  }
}
