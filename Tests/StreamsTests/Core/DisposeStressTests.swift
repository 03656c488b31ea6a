import Dispatch
import Streams
import TestSupport
import Testing

/// `dispose()` returned means no callback of the subscriber begins (Docs/Design.md, "Disposal
/// and delivery"), whichever thread disposes and whichever thread delivers.
@Suite(.checksResources, .serialized)
struct DisposeStressTests {
  @Test func noCallbackBeginsAfterDisposeHasReturnedOnAnotherThread() {
    let outcome = DisposeRace.run(10_000, source: .create, terminal: .onNext)
    #expect(outcome.finished)
    #expect(outcome.live == 10_000)
    #expect(outcome.late == 0)
    #expect(outcome.overrun == 0)
  }

  @Test(arguments: DisposeRace.Source.allCases, DisposeRace.Terminal.allCases)
  func everySubscribeFormKeepsTheGuarantee(
    source: DisposeRace.Source, terminal: DisposeRace.Terminal
  ) {
    let outcome = DisposeRace.run(1_000, source: source, terminal: terminal)
    #expect(outcome.finished)
    #expect(outcome.live == 1_000)
    #expect(outcome.late == 0)
    #expect(outcome.overrun == 0)
  }

  @Test func disposingFromInsideTheCallbackStopsDeliveryWithoutWaitingForItself() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      subject.subscribe(onNext: { value in
        received.withLock { $0.append(value) }
        if value == 2 { subscription.dispose() }
      }))
    let sending = DispatchGroup()
    DispatchQueue.global().async(group: sending) { for value in 1...4 { subject.onNext(value) } }
    #expect(sending.wait(timeout: .now() + 10) == .success)
    #expect(received.withLock { $0 } == [1, 2])
  }

  @Test func aSendFromInsideTheCallbackIsDeliveredAtOnce() {
    let received = Locked<[String]>([])
    let observer = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { sink in
      observer.withLock { $0 = sink }
      return Disposables.create()
    }
    let subscription = source.subscribe(onNext: { value in
      received.withLock { $0.append("begin \(value)") }
      if value == 1 { observer.withLock { $0 }?.onNext(2) }
      received.withLock { $0.append("end \(value)") }
    })
    let sending = DispatchGroup()
    DispatchQueue.global().async(group: sending) { observer.withLock { $0 }?.onNext(1) }
    #expect(sending.wait(timeout: .now() + 10) == .success)
    #expect(received.withLock { $0 } == ["begin 1", "begin 2", "end 2", "end 1"])
    subscription.dispose()
    observer.withLock { $0 = nil }
  }

  @Test func aSourceSendingFromTwoThreadsAtOnceIsMadeToTakeTurns() {
    let probe = ConcurrencyProbe()
    let subscription = Observable<Int>.create { observer in
      let shared = SharedObserver(observer)
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        for value in 0..<1_000 { shared.observer.onNext(thread * 1_000 + value) }
      }
      return Disposables.create()
    }.subscribe { probe.on($0) }
    #expect(probe.nexts == 4_000)
    #expect(probe.overlaps == 0)
    subscription.dispose()
  }
}

/// Carries an observer into concurrent code, for a test that breaks the grammar on purpose.
private struct SharedObserver: @unchecked Sendable {
  // Safe to share: what the test checks is precisely that concurrent calls are made to take turns.
  let observer: AnyObserver<Int>

  init(_ observer: AnyObserver<Int>) { self.observer = observer }
}
