import Dispatch
import Foundation
import Streams
import TestSupport
import Testing

private struct Counter: ReactiveCompatible {
  let value: Int
}

extension Reactive where Base == Counter {
  fileprivate var doubled: Observable<Int> { .just(base.value * 2) }
  fileprivate static var name: String { "Counter" }
}

@Suite(.checksResources)
struct ReactiveTests {
  @Test func extensionsReachTheBaseValue() {
    var received: [Int] = []
    _ = Counter(value: 21).rx.doubled.subscribe(onNext: { received.append($0) })
    #expect(received == [42])
    #expect(Counter.rx.name == "Counter")
  }

  @Test func objectsAreReactiveCompatible() {
    let object = NSObject()
    #expect(object.rx.base === object)
  }

  @Test func writablePropertiesAreBinders() {
    final class Label: ReactiveCompatible { var text = "" }
    let label = Label()
    let binder: Binder<String> = label.rx.text
    _ = Observable.of("a", "b").bind(to: binder)
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { drained.signal() }
    #expect(drained.wait(timeout: .now() + 5) == .success)
    #expect(label.text == "b")
  }
}
