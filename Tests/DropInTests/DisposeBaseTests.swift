import RxCocoa
import RxSwift
import TestSupport
import Testing

/// RxSwift's `DisposeBase` and RxCocoa's `RxCocoaError`, with the original imports only.
@Suite(.checksResources)
struct DisposeBaseTests {
  @Test func aDisposeBaseSubclassCountsInResourcesTotalWhileAlive() {
    let before = Resources.total
    var ticket: Ticket? = Ticket()
    #expect(Resources.total == before + 1)
    ticket?.dispose()
    ticket = nil
    #expect(Resources.total == before)
  }

  @Test func rxCocoaErrorIsThrownAndMatchedWithItsCases() {
    let error: Error = RxCocoaError.castingError(object: 1, targetType: String.self)
    guard case RxCocoaError.castingError(let object, let targetType)? = error as? RxCocoaError
    else {
      Issue.record("expected castingError, got \(error)")
      return
    }
    #expect(object as? Int == 1)
    #expect(ObjectIdentifier(targetType) == ObjectIdentifier(String.self))
    #expect(RxCocoaError.unknown.debugDescription == "An unknown error occurred.")
    #expect(
      RxCocoaError.invalidPropertyName(object: "label", propertyName: "txt").debugDescription
        == "`label` has no property named `txt`.")
  }

  @Test func anObservableFailsWithRxCocoaError() {
    var failures: [String] = []
    _ = Observable<Int>.error(RxCocoaError.itemsNotYetBound(object: "table"))
      .subscribe(onError: { failures.append(($0 as? RxCocoaError)?.debugDescription ?? "") })
    #expect(failures == ["The items of `table` were requested before they were bound."])
  }
}

/// A disposable of the app's own, counted as RxSwift's are.
private final class Ticket: DisposeBase, Disposable {
  private(set) var disposed = false
  func dispose() { disposed = true }
}
