import Dispatch
import TestSupport
import Testing

@testable import Moya

/// What Moya's own specs reach with `@testable import Moya`: its internal `Atomic` wrapper.
@Suite(.checksResources)
struct MoyaTestableTests {
  @Test func atomicKeepsAValueWrittenFromAnotherQueue() {
    let label = Atomic<String?>(wrappedValue: nil)
    let written = DispatchSemaphore(value: 0)
    DispatchQueue(label: "callbacks").async {
      label.wrappedValue = "callbacks"
      written.signal()
    }
    #expect(written.wait(timeout: .now() + 10) == .success)
    #expect(label.wrappedValue == "callbacks")
  }

}
