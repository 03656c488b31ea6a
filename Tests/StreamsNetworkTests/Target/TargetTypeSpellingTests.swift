import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The members as users write them, without the optional.
private struct Natural: ItemTarget {
  var timeoutInterval: TimeInterval { 5 }
  var acceptableContentTypes: [String] { ["application/json"] }
}

/// The members as the requirements spell them.
private struct Declared: ItemTarget {
  var timeoutInterval: TimeInterval? { 5 }
  var acceptableContentTypes: [String]? { ["application/json"] }
}

/// Neither member.
private struct Plain: ItemTarget {}

private func timeout(_ target: some TargetType) -> TimeInterval? { target.timeoutInterval }

private func contentTypes(_ target: any TargetType) -> [String]? {
  target.acceptableContentTypes
}

/// `var timeoutInterval: TimeInterval { 5 }` and `var acceptableContentTypes: [String]`,
/// without the optional, count as the optional requirements do.
@Suite(.checksResources)
struct TargetTypeSpellingTests {
  @Test func bothSpellingsOfTheTimeoutAreTheTargetsTimeout() throws {
    #expect(timeout(Natural()) == 5)
    #expect(timeout(Declared()) == 5)
    #expect(timeout(Plain()) == nil)
    #expect(Endpoint.defaultMapping(for: Natural()).timeoutInterval == 5)
    #expect(try Endpoint.defaultMapping(for: Natural()).urlRequest().timeoutInterval == 5)
  }

  @Test(arguments: [5.0, nil])
  func theProviderEnforcesTheNaturalSpelling(_ expected: TimeInterval?) {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let transport = ScriptedAnswerTransport(scheduler: clock, [.silence])
    let observer = clock.start(disposed: 60_000) {
      expected == nil
        ? Provider<Plain>(session: transport, scheduler: clock, interceptors: [])
          .response(Plain()).map(\.statusCode)
        : Provider<Natural>(session: transport, scheduler: clock, interceptors: [])
          .response(Natural()).map(\.statusCode)
    }
    guard let expected else {
      #expect(observer.events.isEmpty, "no timeout of its own")
      return
    }
    #expect(observer.events.map(\.time) == [200 + Int(expected * 1_000)])
    #expect((observer.events.first?.value.error as? NetworkError)?.isTimeout == true)
  }

  @Test func bothSpellingsOfTheContentTypesAreChecked() {
    #expect(contentTypes(Natural()) == ["application/json"])
    #expect(contentTypes(Declared()) == ["application/json"])
    #expect(contentTypes(Plain()) == nil)
    #expect(answerToHTML(Natural()) == .contentType)
    #expect(answerToHTML(Declared()) == .contentType)
    #expect(answerToHTML(Plain()) == .accepted)
  }

  private enum Answer { case accepted, contentType, other }

  /// What a provider makes of an HTML answer to `target`.
  private func answerToHTML<Target: TargetType>(_ target: Target) -> Answer? {
    let transport = ScriptedTransport()
    var answer: Answer?
    let subscription = Provider<Target>(session: transport, interceptors: []).response(target)
      .subscribe(
        onNext: { _ in answer = .accepted },
        onError: { error in
          answer = (error as? NetworkError)?.contentTypeError == nil ? .other : .contentType
        })
    transport.tasks.last?.respond(
      status: 200, data: Data("<p>".utf8), headers: ["Content-Type": "text/html"])
    subscription.dispose()
    return answer
  }
}
