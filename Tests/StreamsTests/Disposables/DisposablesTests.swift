import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct DisposablesTests {
  @Test func anonymousDisposableRunsOnceAndReportsState() {
    var count = 0
    let disposable = Disposables.create { count += 1 }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(count == 1)
    #expect(disposable.isDisposed)
  }

  @Test func anonymousDisposableReleasesItsClosure() {
    weak var weakProbe: Probe?
    let disposable: Cancelable
    do {
      let probe = Probe()
      weakProbe = probe
      disposable = Disposables.create { _ = probe }
    }
    #expect(weakProbe != nil)
    disposable.dispose()
    #expect(weakProbe == nil)
  }

  @Test func compositeFormsDisposeEveryPartInOrder() {
    var log: [Int] = []
    let parts = (1...6).map { index in Disposables.create { log.append(index) } }
    Disposables.create(parts[0], parts[1]).dispose()
    Disposables.create(parts[2], parts[3], parts[4]).dispose()
    Disposables.create([parts[5]]).dispose()
    #expect(log == [1, 2, 3, 4, 5, 6])
    var variadic: [Int] = []
    let more = (1...5).map { index in Disposables.create { variadic.append(index) } }
    Disposables.create(more[0], more[1], more[2], more[3], more[4]).dispose()
    #expect(variadic == [1, 2, 3, 4, 5])
  }

  @Test func nopDisposableDoesNothing() {
    Disposables.create().dispose()
  }

  @Test func booleanDisposable() {
    let disposable = BooleanDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
    #expect(BooleanDisposable(isDisposed: true).isDisposed)
    #expect(BooleanDisposable.disposed.isDisposed)
  }

  @Test func compositeDisposableInsertRemoveAndLateInsert() {
    var log: [String] = []
    let composite = CompositeDisposable()
    let keyA = composite.insert(Disposables.create { log.append("a") })
    composite.insert(Disposables.create { log.append("b") })
    #expect(composite.count == 2)
    if let keyA { composite.remove(for: keyA) }
    #expect(log == ["a"])
    #expect(composite.count == 1)
    composite.dispose()
    #expect(log == ["a", "b"])
    #expect(composite.isDisposed)
    let late = composite.insert(Disposables.create { log.append("late") })
    #expect(late == nil)
    #expect(log == ["a", "b", "late"])
  }

  @Test func serialDisposableReplacesAndDisposesPrevious() {
    var log: [String] = []
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { log.append("first") }
    serial.disposable = Disposables.create { log.append("second") }
    #expect(log == ["first"])
    serial.dispose()
    #expect(log == ["first", "second"])
    serial.disposable = Disposables.create { log.append("third") }
    #expect(log == ["first", "second", "third"])
    #expect(serial.isDisposed)
  }

  @Test func singleAssignmentDisposableBeforeAndAfterDispose() {
    var log: [String] = []
    let early = SingleAssignmentDisposable()
    early.setDisposable(Disposables.create { log.append("early") })
    early.dispose()
    let late = SingleAssignmentDisposable()
    late.dispose()
    late.setDisposable(Disposables.create { log.append("late") })
    #expect(log == ["early", "late"])
    #expect(late.isDisposed)
  }

  @Test func singleAssignmentDisposableSecondAssignmentIsDisposedNotTrapped() {
    var log: [String] = []
    let single = SingleAssignmentDisposable()
    single.setDisposable(Disposables.create { log.append("first") })
    single.setDisposable(Disposables.create { log.append("second") })
    #expect(log == ["second"])
    single.dispose()
    #expect(log == ["second", "first"])
  }

  @Test func refCountDisposableWaitsForEveryHandle() {
    var disposed = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    #expect(disposed == 0)
    first.dispose()
    first.dispose()
    #expect(disposed == 0)
    second.dispose()
    #expect(disposed == 1)
    #expect(refCount.isDisposed)
    refCount.retain().dispose()
    #expect(disposed == 1)
  }

  @Test func refCountDisposableWithoutHandlesDisposesAtOnce() {
    var disposed = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    refCount.dispose()
    #expect(disposed == 1)
  }

  @Test func scheduledDisposableDisposesOnScheduler() {
    var disposed = 0
    let disposable = ScheduledDisposable(
      scheduler: CurrentThreadScheduler.instance,
      disposable: Disposables.create { disposed += 1 })
    disposable.dispose()
    disposable.dispose()
    #expect(disposed == 1)
    #expect(disposable.isDisposed)
  }
}
