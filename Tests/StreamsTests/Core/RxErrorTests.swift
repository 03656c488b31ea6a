import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct RxErrorTests {
  @Test func casesEqualThemselvesAndNotOthers() {
    let all: [RxError] = [
      .unknown, .disposed(object: Probe()), .overflow, .argumentOutOfRange, .noElements,
      .moreThanOneElement, .timeout,
    ]
    for (i, lhs) in all.enumerated() {
      for (j, rhs) in all.enumerated() { #expect((lhs == rhs) == (i == j)) }
    }
  }

  @Test func disposedErrorsAreEqualWhateverTheObject() {
    #expect(RxError.disposed(object: Probe()) == .disposed(object: Probe()))
  }

  @Test func everyCaseHasADescription() {
    let probe = Probe()
    let descriptions = [
      RxError.unknown, .disposed(object: probe), .overflow, .argumentOutOfRange, .noElements,
      .moreThanOneElement, .timeout,
    ].map(\.debugDescription)
    #expect(Set(descriptions).count == 7)
    #expect(descriptions[1].contains("\(probe)"))
  }

  @Test func comparesAsAnEventError() {
    let event = Event<Int>.error(RxError.timeout)
    #expect(event == .error(RxError.timeout))
    #expect(event != .error(RxError.overflow))
  }
}
