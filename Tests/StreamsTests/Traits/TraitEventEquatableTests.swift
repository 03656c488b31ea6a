import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct TraitEventEquatableTests {
  @Test func maybeEventsCompareByKindAndPayload() {
    #expect(MaybeEvent.success(1) == .success(1))
    #expect(MaybeEvent.success(1) != .success(2))
    #expect(MaybeEvent<Int>.completed == .completed)
    #expect(MaybeEvent<Int>.error(TestError.boom) == .error(TestError.boom))
    #expect(MaybeEvent<Int>.error(TestError.boom) != .error(TestError.other))
    #expect(MaybeEvent.success(1) != .completed)
  }

  @Test func completableEventsCompareByKindAndError() {
    #expect(CompletableEvent.completed == .completed)
    #expect(CompletableEvent.error(TestError.boom) == .error(TestError.boom))
    #expect(CompletableEvent.error(TestError.boom) != .error(TestError.other))
    #expect(CompletableEvent.error(TestError.boom) != .completed)
  }
}
