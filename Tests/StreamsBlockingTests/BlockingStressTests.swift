import Dispatch
import Streams
import StreamsBlocking
import TestSupport
import Testing

/// Blocking on sequences that deliver from other threads, many times over.
@Suite(.checksResources) struct BlockingStressTests {
  @Test func blockingOnAConcurrentSourceSeesEveryElement() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let source = Observable.from(Array(0..<300), scheduler: scheduler)
      #expect(try source.toBlocking(timeout: 10).toArray() == Array(0..<300))
      #expect(try source.toBlocking(timeout: 10).first() == 0)
    }
  }

  @Test func blockingOnTheMainQueueWhileOtherThreadsQueueMainWork() {
    let outcome = Locked<[[Int]]>([])
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.main.async {
      let background = ConcurrentDispatchQueueScheduler(qos: .default)
      for _ in 0..<10 {
        let source = Observable.from(Array(0..<100), scheduler: background)
          .observe(on: MainScheduler.instance)
        let elements = (try? source.toBlocking(timeout: 10).toArray()) ?? []
        outcome.withLock { $0.append(elements) }
      }
      group.leave()
    }
    #expect(group.wait(timeout: .now() + 60) == .success)
    #expect(outcome.withLock { $0 } == Array(repeating: Array(0..<100), count: 10))
  }
}
