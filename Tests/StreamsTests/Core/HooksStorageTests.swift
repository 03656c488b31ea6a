import Streams
import StreamsTest
import TestSupport
import Testing

/// Reading a hook leaves it as it was, however often it is read.
///
/// Each test installs a probe as the hook, calls it through the hook's getter and notes where
/// in the stack it ran; then runs a path that reads the hook 500 times, and calls the probe the
/// same way again. A read that rewraps the stored closure (two reabstraction thunks per read,
/// swiftlang/swift#91348: 80 bytes kept per `subscribe` without `onError`, and a stack overflow
/// once the chain is deep enough) makes the second call run about 32 KB deeper in the stack.
@Suite(.checksResources)
struct HooksStorageTests {
  /// The paths that read ``Hooks/customCaptureSubscriptionCallstack`` on every subscription.
  enum CapturePath: String, CaseIterable, Sendable {
    case subscribeOnNext, subscribeOnCompleted, drive

    func run() {
      let source = Observable.just(1)
      switch self {
      case .subscribeOnNext: source.subscribe(onNext: { _ in }).dispose()
      case .subscribeOnCompleted: source.subscribe(onCompleted: {}).dispose()
      case .drive:
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
          source.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }).dispose()
        }
        scheduler.start()
      }
    }
  }

  @Test(arguments: CapturePath.allCases)
  func subscribingLeavesTheCaptureHookAsItWas(_ path: CapturePath) {
    let probe = StackProbe()
    let original = Hooks.customCaptureSubscriptionCallstack
    defer { Hooks.customCaptureSubscriptionCallstack = original }
    Hooks.customCaptureSubscriptionCallstack = {
      probe.note()
      return []
    }
    let before = probe.depth { _ = Hooks.customCaptureSubscriptionCallstack() }
    for _ in 0..<500 { path.run() }
    let after = probe.depth { _ = Hooks.customCaptureSubscriptionCallstack() }
    #expect(after == before, "the hook ran \(after - before) bytes deeper after 500 reads")
  }

  @Test func unhandledErrorsLeaveTheErrorHandlerAsItWas() {
    let probe = StackProbe()
    let original = Hooks.defaultErrorHandler
    defer { Hooks.defaultErrorHandler = original }
    Hooks.defaultErrorHandler = { _, _ in probe.note() }
    let before = probe.depth { Hooks.defaultErrorHandler([], TestError.boom) }
    for _ in 0..<500 { _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in }) }
    let after = probe.depth { Hooks.defaultErrorHandler([], TestError.boom) }
    #expect(after == before, "the handler ran \(after - before) bytes deeper after 500 reads")
  }

  @Test func debugLeavesTheDebugOutputAsItWas() {
    let probe = StackProbe()
    let original = Hooks.debugOutput
    defer { Hooks.debugOutput = original }
    Hooks.debugOutput = { _ in probe.note() }
    let before = probe.depth { Hooks.debugOutput("") }
    for _ in 0..<500 { Observable.just(1).debug().subscribe(onNext: { _ in }).dispose() }
    let after = probe.depth { Hooks.debugOutput("") }
    #expect(after == before, "the output ran \(after - before) bytes deeper after 500 reads")
  }
}

/// Notes how deep in the stack a hook runs: the distance from the caller's frame to the
/// probe's, in bytes.
private final class StackProbe: Sendable {
  private let noted = Locked<Int>(0)

  /// Called from inside the hook.
  @inline(never)
  func note() {
    var local = 0
    let address = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
    noted.withLock { $0 = address }
  }

  /// How far below this frame `call` made the hook call ``note()``.
  @inline(never)
  func depth(_ call: () -> Void) -> Int {
    var local = 0
    let here = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
    call()
    return here - noted.withLock { $0 }
  }
}
