import RxCocoa
import RxSwift
import TestSupport
import Testing

/// Drivers and signals made and driven on the main thread, as a view controller does in
/// `viewDidLoad`: each has a main scheduler of its own, as in RxCocoa, so a synchronous one
/// leaves nothing behind that makes the next one asynchronous.
@Suite(.checksResources)
struct MainThreadDriverTests {
  /// Runs `body` on the main queue and returns what it returned, waiting at most ten seconds.
  private func onMain<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
    let result = Guarded<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else { return nil }
    return result.withLock { $0 }
  }

  @Test func synchronousDriversEachDeliverAtOnce() {
    let seen = onMain { () -> [[Int]] in
      var a: [Int] = []
      var b: [Int] = []
      let bag = DisposeBag()
      Driver.just(1).drive(onNext: { a.append($0) }).disposed(by: bag)
      Driver.just(2).drive(onNext: { b.append($0) }).disposed(by: bag)
      Driver.of(3, 4).drive(onNext: { b.append($0) }).disposed(by: bag)
      return [a, b]
    }
    // `Driver.of` sends its first element at once and the rest through the main queue, one
    // scheduled step each, as RxCocoa's does.
    #expect(seen == [[1], [2, 3]])
  }

  @Test func synchronousSignalsEachDeliverAtOnce() {
    let seen = onMain { () -> [Int] in
      var values: [Int] = []
      let bag = DisposeBag()
      Signal.just(1).emit(onNext: { values.append($0) }).disposed(by: bag)
      Signal.just(2).emit(onNext: { values.append($0) }).disposed(by: bag)
      Observable.just(3).asSignal(onErrorJustReturn: 0).emit(onNext: { values.append($0) })
        .disposed(by: bag)
      return values
    }
    #expect(seen == [1, 2, 3])
  }

  @Test func aDriverFedByARelayAfterThemDeliversEachValueAtOnce() {
    let seen = onMain { () -> [String] in
      var log: [String] = []
      let bag = DisposeBag()
      Driver.just("first").drive(onNext: { log.append($0) }).disposed(by: bag)
      Signal.just("signal").emit(onNext: { log.append($0) }).disposed(by: bag)
      let relay = BehaviorRelay(value: "initial")
      relay.asDriver().drive(onNext: { log.append($0) }).disposed(by: bag)
      relay.accept("accepted")
      log.append("after accept")
      let events = PublishRelay<String>()
      events.asSignal().emit(onNext: { log.append($0) }).disposed(by: bag)
      events.accept("event")
      return log
    }
    #expect(seen == ["first", "signal", "initial", "accepted", "after accept", "event"])
  }
}
