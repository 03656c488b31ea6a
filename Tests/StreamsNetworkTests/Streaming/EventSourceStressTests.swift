import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

/// `ServerSentEventSource.events` with connections that send from other threads, reconnecting
/// on a concurrent scheduler, disposed while connections and waits are in flight.
///
/// The observer is never entered twice at once, events keep their order across connections,
/// and nothing is delivered once dispose has returned. Runs under ThreadSanitizer in
/// `make tsan`.
@Suite(.checksResources)
struct EventSourceStressTests {
  /// What the observer saw.
  struct Log {
    var data: [String] = []
    var inside = false
    var overlaps = 0
    var late = 0
  }

  /// Connections that each send one event from a global queue, its ID one past the ID sent,
  /// then close.
  static func connect(_ lastEventID: String?) -> Observable<StreamPart> {
    let next = (lastEventID.flatMap { Int($0) } ?? 0) + 1
    let head = Script.response(200)
    return Observable.create { observer in
      // Handed to one other thread, which alone calls it from then on.
      let sending = UncheckedSendable(observer)
      DispatchQueue.global().async {
        sending.value.onNext(.head(head))
        sending.value.onNext(.chunk(Data("id: \(next)\ndata: \(next)\n\n".utf8)))
        sending.value.onCompleted()
      }
      return Disposables.create()
    }
  }

  @Test func reconnectionsOnOtherThreadsKeepTheGrammarAndStopAtDispose() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let configuration = EventSourceConfiguration(reconnectionTime: 0, idleTimeout: 5)
    let log = Locked(Log())
    for _ in 0..<50 {
      let disposed = Locked(false)
      let reached = DispatchSemaphore(value: 0)
      log.withLock { $0.data = [] }
      let subscription = ServerSentEventSource.events(
        connect: Self.connect, configuration: configuration, scheduler: scheduler
      )
      .subscribe(onNext: { event in
        let late = disposed.withLock { $0 }
        log.withLock { log in
          if log.inside { log.overlaps += 1 }
          if late { log.late += 1 }
          log.inside = true
        }
        let count = log.withLock { log -> Int in
          log.data.append(event.data)
          log.inside = false
          return log.data.count
        }
        if count == 20 { reached.signal() }
      })
      #expect(reached.wait(timeout: .now() + 10) == .success)
      subscription.dispose()
      disposed.withLock { $0 = true }
      let data = log.withLock { $0.data }
      #expect(Array(data.prefix(20)) == (1...20).map(String.init))
    }
    let seen = log.withLock { $0 }
    #expect(seen.overlaps == 0)
    #expect(seen.late == 0)
  }
}
