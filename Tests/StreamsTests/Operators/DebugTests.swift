import Streams
import StreamsTest
import TestSupport
import Testing

/// Collects the lines `debug` writes while `body` runs, then restores the output hook.
private func capturingDebugOutput(_ body: () -> Void) -> [String] {
  let lines = Locked<[String]>([])
  let original = Hooks.debugOutput
  Hooks.debugOutput = { line in lines.withLock { $0.append(line) } }
  defer { Hooks.debugOutput = original }
  body()
  return lines.withLock { $0 }
}

/// A line without its leading `yyyy-MM-dd HH:mm:ss.SSS: ` timestamp.
private func message(_ line: String) -> String {
  String(line.dropFirst("2026-01-01 00:00:00.000: ".count))
}

@Suite(.checksResources)
struct DebugTests {
  @Test func logsSubscriptionEventsAndDisposal() {
    var received: [Int] = []
    let lines = capturingDebugOutput {
      _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { received.append($0) })
    }
    #expect(
      lines.map(message) == [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
    #expect(received == [1, 2])
  }

  @Test func linesStartWithATimestamp() {
    let lines = capturingDebugOutput { _ = Observable.just(1).debug("x").subscribe() }
    // "2024-05-06 07:08:09.123: x -> …", each 9 a digit (no `Regex`: it needs macOS 13).
    let shape = Array("9999-99-99 99:99:99.999: x -> ")
    let stamped = lines.allSatisfy { line in
      line.count >= shape.count
        && zip(line, shape).allSatisfy { $1 == "9" ? $0.isASCII && $0.isNumber : $0 == $1 }
    }
    #expect(lines.count == 4)
    #expect(stamped)
  }

  @Test func logsErrorThenDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    var res: TestableObserver<Int>?
    let lines = capturingDebugOutput { res = scheduler.start { xs.debug("f") } }
    #expect(res?.events == [.next(210, 1), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(
      lines.map(message) == [
        "f -> subscribed", "f -> Event next(1)", "f -> Event error(boom)", "f -> isDisposed",
      ])
  }

  @Test func logsExplicitDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let disposedAt = Locked<[Int]>([])
    var res: TestableObserver<Int>?
    let lines = capturingDebugOutput {
      let original = Hooks.debugOutput
      Hooks.debugOutput = { line in
        if line.hasSuffix("isDisposed") { disposedAt.withLock { $0.append(scheduler.clock) } }
        original(line)
      }
      res = scheduler.start(disposed: 400) { xs.debug("p") }
    }
    #expect(res?.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(lines.map(message) == ["p -> subscribed", "p -> Event next(1)", "p -> isDisposed"])
    #expect(disposedAt.withLock { $0 } == [400])
  }

  @Test func defaultIdentifierNamesTheCallSite() {
    let lines = capturingDebugOutput { _ = Observable<Int>.empty().debug().subscribe() }
    #expect(lines.first.map(message)?.hasPrefix("DebugTests.swift:") == true)
    #expect(lines.first?.contains("defaultIdentifierNamesTheCallSite") == true)
  }

  @Test func trimOutputShortensLongEvents() {
    let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
    let lines = capturingDebugOutput {
      _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
      _ = Observable.just(long).debug("u").subscribe()
    }
    // `next(` plus 60 letters plus `)` is 66 characters: its first and last 20 are kept.
    let trimmed = "t -> Event next(aaaaaaaaaaaaaaa...zzzzzzzzzzzzzzzzzzz)"
    #expect(lines.map(message).contains(trimmed))
    #expect(lines.map(message).contains("u -> Event next(\(long))"))
  }
}
