import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleArityTests {
  @Test func combineLatestPairsTheLatestElementsIntoTuples() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
    let res = scheduler.start { () -> Observable<String> in
      Infallible.combineLatest(
        xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")
      )
      .map { "\($0.0)\($0.1)" }.asObservable()
    }
    #expect(res.events == [.next(220, "1a"), .next(230, "2a"), .completed(300)])
  }

  @Test func combineLatestOfEightSourcesCombinesWithASelector() {
    var sums: [Int] = []
    let one = Infallible.just(1)
    _ = Infallible.combineLatest(one, one, one, one, one, one, one, Infallible.of(1, 2)) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    .subscribe(onNext: { sums.append($0) })
    #expect(sums == [8, 9])
  }

  @Test func zipPairsElementsByIndexIntoTuples() {
    var rows: [String] = []
    _ = Infallible.zip(Infallible.of(1, 2, 3), Infallible.of("a", "b"), Infallible.of(true, false))
      .subscribe(onNext: { rows.append("\($0.0)\($0.1)\($0.2)") })
    #expect(rows == ["1atrue", "2bfalse"])
  }

  @Test func zipOfEightSourcesCombinesWithASelector() {
    var rows: [Int] = []
    let two = Infallible.of(1, 2)
    _ = Infallible.zip(two, two, two, two, two, two, two, two) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    .subscribe(onNext: { rows.append($0) })
    #expect(rows == [8, 16])
  }

  @Test func combineLatestOverACollection() {
    var arrays: [[Int]] = []
    var sums: [Int] = []
    let sources = [Infallible.just(1), Infallible.of(2, 3)]
    _ = Infallible.combineLatest(sources).subscribe(onNext: { arrays.append($0) })
    _ = Infallible.combineLatest(sources) { $0.reduce(0, +) }.subscribe(onNext: { sums.append($0) })
    #expect(arrays == [[1, 2], [1, 3]])
    #expect(sums == [3, 4])
  }
}
