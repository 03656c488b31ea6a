import Dispatch
import Foundation
import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct SerializerTests {
  @Test func runsInputsInOrderOnOneThread() {
    var seen: [Int] = []
    let serializer = Handled<Int> { seen.append($0) }
    for value in 0..<5 { serializer.send(value) }
    #expect(seen == [0, 1, 2, 3, 4])
  }

  @Test func reentrantSendRunsAfterTheCurrentInput() {
    var log: [String] = []
    var serializer: Handled<Int>?
    serializer = Handled<Int> { value in
      log.append("start \(value)")
      if value == 1 {
        serializer?.send(2)
        serializer?.send(3)
      }
      log.append("end \(value)")
    }
    serializer?.send(1)
    #expect(log == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    serializer = nil
  }
}

@Suite(.checksResources)
struct SerializerStressTests {
  @Test func concurrentSendsNeverOverlapAndAllArrive() {
    let inFlight = AtomicCell<Int>(0)
    let maxInFlight = AtomicCell<Int>(0)
    let total = AtomicCell<Int>(0)
    let serializer = Handled<Int> { value in
      let now = inFlight.add(1, ordering: .acquiringAndReleasing).newValue
      if now > maxInFlight.load(ordering: .relaxed) { maxInFlight.store(now, ordering: .relaxed) }
      total.add(value, ordering: .relaxed)
      inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<20_000 { serializer.send(1) }
    }
    #expect(total.load(ordering: .acquiring) == 160_000)
    #expect(maxInFlight.load(ordering: .acquiring) == 1)
  }

  @Test func perThreadOrderIsPreserved() {
    let lastSeen = Locked([Int](repeating: -1, count: 4))
    let violations = AtomicCell<Int>(0)
    // The handler only touches state the serializer makes exclusive; `lastSeen` is locked
    // anyway so the test does not depend on the property it checks.
    let serializer = Handled<(thread: Int, value: Int)> { input in
      lastSeen.withLock { last in
        if input.value <= last[input.thread] { violations.add(1, ordering: .relaxed) }
        last[input.thread] = input.value
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 0..<10_000 { serializer.send((thread, value)) }
    }
    #expect(violations.load(ordering: .acquiring) == 0)
    #expect(lastSeen.withLock { $0 } == [9_999, 9_999, 9_999, 9_999])
  }

  /// An input queued but not yet counted must not let a counted one behind it be overtaken.
  ///
  /// A's input runs the handler; B queues its input and stops before counting it; C queues
  /// and counts `c1`, then, once A's drain is over, sends `c2`. Taking inputs by count, A's drain
  /// ran B's input for C's count, left `c1` queued and uncounted-for, and `c2` overtook it.
  @Test func aQueuedInputIsNeverOvertakenByItsSendersNextOne() {
    let log = Locked<[String]>([])
    let aRunning = DispatchSemaphore(value: 0)
    let releaseA = DispatchSemaphore(value: 0)
    let aDone = DispatchSemaphore(value: 0)
    let bQueued = DispatchSemaphore(value: 0)
    let releaseB = DispatchSemaphore(value: 0)
    let bDone = DispatchSemaphore(value: 0)
    let serializer = Handled<String> { input in
      log.withLock { $0.append(input) }
      if input == "a" {
        aRunning.signal()
        _ = releaseA.wait(timeout: .now() + 10)
      }
    }
    // B's thread, once it runs: only its send pauses in the window (tests run side by side).
    let bThread = Locked<pthread_t?>(nil)
    SerializerProbe.install {
      guard let paused = bThread.withLock({ $0 }), pthread_equal(paused, pthread_self()) != 0
      else { return }
      bQueued.signal()
      _ = releaseB.wait(timeout: .now() + 10)
    }
    defer { SerializerProbe.install(nil) }
    let a = Thread {
      serializer.send("a")
      aDone.signal()
    }
    let b = Thread {
      bThread.withLock { $0 = pthread_self() }
      serializer.send("b")
      bDone.signal()
    }

    a.start()
    #expect(aRunning.wait(timeout: .now() + 10) == .success)
    b.start()
    #expect(bQueued.wait(timeout: .now() + 10) == .success)
    serializer.send("c1")  // the handler is busy with "a": queued behind "b", and counted
    releaseA.signal()
    #expect(aDone.wait(timeout: .now() + 10) == .success)  // A's drain is over
    serializer.send("c2")
    releaseB.signal()
    #expect(bDone.wait(timeout: .now() + 10) == .success)

    #expect(log.withLock { $0 } == ["a", "b", "c1", "c2"])
  }
}

/// A serializer whose inputs go to a closure: what these tests send to.
private final class Handled<Input>: Serializer, @unchecked Sendable {
  // Safe to share: `handler` is set once and then only called by the one sender that runs it.
  let queue = SerializerQueue<Input>.make()
  let handler: (Input) -> Void

  init(_ handler: @escaping (Input) -> Void) { self.handler = handler }

  func receive(_ input: Input) { handler(input) }
}
