import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed requests whose transport reports on one thread while the subscriber disposes on
/// another (run under ThreadSanitizer by `make tsan`): the parts keep their order, nothing
/// follows the end, and every resource is released.
@Suite(.checksResources)
struct ProviderStreamStressTests {
  /// What one subscriber saw, in order.
  private final class Log: ObserverType, @unchecked Sendable {
    // Safe to share: the events live in the `Locked` box.
    private let events = Locked<[Event<StreamPart>]>([])

    func on(_ event: Event<StreamPart>) { events.withLock { $0.append(event) } }

    /// Whether the events follow head, chunks, at most one end, with nothing after it.
    var isWellFormed: Bool {
      let seen = events.withLock { $0 }
      guard let first = seen.first else { return true }
      if case .next(let part) = first, part.head == nil { return false }
      for (index, event) in seen.enumerated() {
        switch event {
        case .next(let part): if index > 0, part.head != nil { return false }
        case .error, .completed: if index != seen.count - 1 { return false }
        }
      }
      return true
    }
  }

  @Test func disposingWhileChunksArriveOnAnotherThread() {
    let transport = FakeStreamTransport()
    let reporter = DispatchQueue(label: "tests.stream-stress.transport")
    let plugin = StreamPluginProbe()
    let provider = Provider<StreamFeed>(
      session: transport, plugins: [plugin],
      scheduler: SerialDispatchQueueScheduler(qos: .default), interceptors: [])
    var logs: [Log] = []
    for round in 0..<300 {
      let log = Log()
      logs.append(log)
      let subscription = provider.rx.stream(StreamFeed(idle: 0)).subscribe(log)
      guard let task = transport.tasks.last else {
        Issue.record("no task in round \(round)")
        subscription.dispose()
        continue
      }
      reporter.async {
        task.head(200)
        for _ in 0..<20 { task.chunk("x") }
        task.send(.completed)
      }
      // Dispose somewhere in the middle of the report, or before or after it.
      for _ in 0..<(round % 7) * 3 { _ = transport.tasks.count }
      subscription.dispose()
    }
    reporter.sync {}
    #expect(logs.allSatisfy { $0.isWellFormed })
    let ends = plugin.heard.filter { $0.hasPrefix("didFinishStream") }.count
    let heads = plugin.heard.filter { $0 == "didReceive 200" }.count
    #expect(ends == heads, "every stream whose head plugins heard is heard ending")
  }
}
