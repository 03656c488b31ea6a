import RxSwift
import TestSupport
import Testing

// A file that imports RxSwift and nothing of Moya: `Task` is Swift's, as with RxSwift. (Moya's
// `Task` is a name only files that import Moya see.)

@Suite(.checksResources)
struct ConcurrencyTaskTests {
  @Test func taskIsSwiftConcurrencysTaskBesideRxSwift() async throws {
    let sum = Task { () async throws -> Int in
      var total = 0
      for try await value in Observable.from([1, 2, 3]).values { total += value }
      return total
    }
    #expect(try await sum.value == 6)
    let detached: Task<Int, Never> = Task.detached { 4 }
    #expect(await detached.value == 4)
    #expect(Task<Never, Never>.isCancelled == false)
  }

  @Test func anAwaitedSingleRunsInsideATask() async throws {
    let answer = Task { try await Single.just(42).value }
    #expect(try await answer.value == 42)
  }
}
