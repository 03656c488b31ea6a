import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DecodeTests {
  struct Model: Codable, Equatable {
    let id: Int
  }

  let valid = Data(#"{"id":1}"#.utf8)
  let invalid = Data(#"{"id":"x"}"#.utf8)

  @Test func decodesEachElementWithTheDecoder() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let second = try JSONEncoder().encode(Model(id: 2))
    let xs = scheduler.createHotObservable([.next(210, valid), .next(220, second), .completed(300)])
    let res = scheduler.start { xs.decode(type: Model.self, decoder: JSONDecoder()) }
    #expect(res.events == [.next(210, Model(id: 1)), .next(220, Model(id: 2)), .completed(300)])
  }

  @Test func aDecodingErrorFailsTheSequenceAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, valid), .next(220, invalid), .next(230, valid), .completed(300),
    ])
    let expected: Error
    do {
      _ = try JSONDecoder().decode(Model.self, from: invalid)
      expected = TestError.other
    } catch { expected = error }
    let res = scheduler.start { xs.decode(type: Model.self, decoder: JSONDecoder()) }
    #expect(res.events == [.next(210, Model(id: 1)), .error(220, expected)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func propertyListDecoderIsADataDecoder() throws {
    let data = try PropertyListEncoder().encode(Model(id: 7))
    var decoded: [Model] = []
    _ = Observable.just(data).decode(type: Model.self, decoder: PropertyListDecoder())
      .subscribe(onNext: { decoded.append($0) })
    #expect(decoded == [Model(id: 7)])
  }
}
