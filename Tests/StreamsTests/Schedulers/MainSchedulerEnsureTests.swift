import Dispatch
import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct MainSchedulerEnsureTests {
  /// Collects what reaches `Hooks.defaultErrorHandler` while `body` runs.
  func reported(_ body: () -> Void) -> [Error] {
    let reports = Locked<[Error]>([])
    let original = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in reports.withLock { $0.append(error) } }
    defer { Hooks.defaultErrorHandler = original }
    body()
    return reports.withLock { $0 }
  }

  @Test func offTheMainQueueTheViolationIsReportedNotTrapped() {
    let errors = reported {
      MainScheduler.ensureRunningOnMainThread(errorMessage: "UI from a worker")
      MainScheduler.ensureExecutingOnScheduler()
    }
    #expect(
      errors.compactMap { $0 as? MainThreadViolation }.map(\.message) == [
        "UI from a worker", "Executing on a background thread.",
      ])
  }

  @Test func onTheMainQueueNothingIsReported() {
    let errors = reported {
      let group = DispatchGroup()
      group.enter()
      DispatchQueue.main.async {
        MainScheduler.ensureRunningOnMainThread()
        group.leave()
      }
      #expect(group.wait(timeout: .now() + 10) == .success)
    }
    #expect(errors.isEmpty)
  }
}

@Suite(.checksResources)
struct HooksCallStackTests {
  /// Runs `body` with the hooks set as given, restoring them afterwards, and returns the call
  /// stacks the default error handler received.
  func stacks(record: Bool, _ body: () -> Void) -> [[String]] {
    let stacks = Locked<[[String]]>([])
    let (handler, recording, capture) = (
      Hooks.defaultErrorHandler, Hooks.recordCallStackOnError,
      Hooks.customCaptureSubscriptionCallstack
    )
    Hooks.defaultErrorHandler = { stack, _ in stacks.withLock { $0.append(stack) } }
    Hooks.recordCallStackOnError = record
    Hooks.customCaptureSubscriptionCallstack = { ["subscribed here"] }
    defer {
      Hooks.defaultErrorHandler = handler
      Hooks.recordCallStackOnError = recording
      Hooks.customCaptureSubscriptionCallstack = capture
    }
    body()
    return stacks.withLock { $0 }
  }

  @Test func recordingHandsTheSubscriptionStackToTheHandler() {
    let subject = PublishSubject<Int>()
    let received = stacks(record: true) {
      let subscription = subject.subscribe(onNext: { _ in })
      _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { _ in })
      subject.onError(TestError.boom)
      subscription.dispose()
    }
    #expect(received == [["subscribed here"], ["subscribed here"]])
  }

  @Test func withoutRecordingTheStackIsEmpty() {
    let received = stacks(record: false) {
      _ = Observable<Int>.error(TestError.boom).subscribe()
    }
    #expect(received == [[]])
  }

  @Test func recordingIsOffByDefaultAndTheCaptureIsSettable() {
    #expect(Hooks.recordCallStackOnError == false)
    let original = Hooks.customCaptureSubscriptionCallstack
    Hooks.customCaptureSubscriptionCallstack = { ["custom"] }
    #expect(Hooks.customCaptureSubscriptionCallstack() == ["custom"])
    Hooks.customCaptureSubscriptionCallstack = original
  }
}
