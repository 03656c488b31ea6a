import RxSwift
import TestSupport
import Testing

/// RxSwift 6's deprecated associated-type names, as extensions written for RxSwift 5 use them,
/// reached through ``LegacyTypeNames`` so that only the deprecated code warns.
@Suite(.checksResources)
struct DeprecatedTypeNamesTests {
  private let legacy: LegacyTypeNames = Legacy()

  @Test func anExtensionConstrainedOnTraitTypeAndElementTypeApplies() {
    var counts: [Int] = []
    _ = legacy.count(Single.just([1, 2, 3])).subscribe(onSuccess: { counts.append($0) })
    #expect(counts == [3])
  }

  @Test func anEventConvertibleExtensionOnElementTypeApplies() {
    #expect(legacy.doubled(Event.next(21)) == 42)
    #expect(legacy.doubled(Event<Int>.completed) == nil)
  }
}

/// The calls under test.
private protocol LegacyTypeNames {
  func count(_ single: Single<[Int]>) -> Single<Int>
  func doubled(_ event: Event<Int>) -> Int?
}

private struct Legacy: LegacyTypeNames {
  @available(*, deprecated)
  func count(_ single: Single<[Int]>) -> Single<Int> { single.legacyCount() }

  @available(*, deprecated)
  func doubled(_ event: Event<Int>) -> Int? { event.legacyDoubled() }
}

@available(*, deprecated)
extension PrimitiveSequence where TraitType == SingleTrait, ElementType == [Int] {
  fileprivate func legacyCount() -> Single<Int> { map(\.count) }
}

@available(*, deprecated)
extension EventConvertible where ElementType == Int {
  fileprivate func legacyDoubled() -> Int? { event.element.map { $0 * 2 } }
}
