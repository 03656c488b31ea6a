import Dispatch
import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct LifetimeTests {
  @Test func disposeReleasesResourcesInOrderOnce() {
    var log: [Int] = []
    let lifetime = Lifetime()
    lifetime.onDispose { log.append(1) }
    lifetime.add(Disposables.create { log.append(2) })
    #expect(!lifetime.isDisposed)
    lifetime.dispose()
    lifetime.dispose()
    #expect(log == [1, 2])
    #expect(lifetime.isDisposed)
  }

  @Test func addingAfterDisposeDisposesAtOnce() {
    var disposed = false
    let lifetime = Lifetime()
    lifetime.dispose()
    let key = lifetime.add(Disposables.create { disposed = true })
    #expect(key == nil)
    #expect(disposed)
  }

  @Test func removeForgetsWithoutDisposing() {
    var disposed = false
    let lifetime = Lifetime()
    let key = lifetime.add(Disposables.create { disposed = true })
    lifetime.remove(key)
    lifetime.dispose()
    #expect(!disposed)
  }

  @Test func childIsDisposedWithParentAndCanEndAlone() {
    let parent = Lifetime()
    let (first, firstKey) = parent.child()
    let (second, _) = parent.child()
    parent.end(child: first, key: firstKey)
    #expect(first.isDisposed)
    #expect(!second.isDisposed)
    #expect(!parent.isDisposed)
    parent.dispose()
    #expect(second.isDisposed)
  }

  @Test func releasesResourcesItHeld() {
    weak var weakProbe: Probe?
    let lifetime = Lifetime()
    do {
      let probe = Probe()
      weakProbe = probe
      lifetime.onDispose { _ = probe }
    }
    #expect(weakProbe != nil)
    lifetime.dispose()
    #expect(weakProbe == nil)
  }
}

@Suite(.checksResources)
struct LifetimeStressTests {
  @Test func concurrentAddAndDisposeLoseNothing() {
    for _ in 0..<200 {
      let lifetime = Lifetime()
      let disposed = Locked(0)
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index == 4 { lifetime.dispose() }
        lifetime.add(Disposables.create { disposed.withLock { $0 += 1 } })
      }
      lifetime.dispose()
      #expect(disposed.withLock { $0 } == 8)
    }
  }

  @Test func concurrentRemoveAndDisposeDisposeEachResourceAtMostOnce() {
    for _ in 0..<200 {
      let lifetime = Lifetime()
      let counts = Locked([Int](repeating: 0, count: 8))
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index == 4 { return lifetime.dispose() }
        let key = lifetime.add(Disposables.create { counts.withLock { $0[index] += 1 } })
        // Even ones leave again: disposed only when the dispose took them first.
        if index.isMultiple(of: 2) { lifetime.remove(key) }
      }
      lifetime.dispose()
      let disposals = counts.withLock { $0 }
      #expect(disposals.allSatisfy { $0 <= 1 })
      #expect([1, 3, 5, 7].allSatisfy { disposals[$0] == 1 }, "kept resources are disposed")
    }
  }

  @Test func threadsContendingForOneLifetimesResourcesTakeTurns() {
    // Long enough on one lifetime that threads find its lock held and sleep on it.
    let lifetime = Lifetime()
    let disposed = AtomicCell<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<20_000 {
        let key = lifetime.add(Disposables.create { disposed.add(1, ordering: .relaxed) })
        lifetime.remove(key)
      }
      lifetime.add(Disposables.create { disposed.add(1, ordering: .relaxed) })
    }
    #expect(disposed.load(ordering: .relaxed) == 0)
    lifetime.dispose()
    #expect(disposed.load(ordering: .relaxed) == 4)
  }
}
