import Moya
import RxBlocking
import RxCocoa
import RxMoya
import RxRelay
import RxSwift
import RxTest
import TestSupport
import Testing

@testable import DropInApp

/// The app's request chains over loopback to the fixture server, through a `MoyaProvider`
/// subclass and a `Session` subclass, with the original imports only.
@Suite(.checksResources)
struct RequestChainTests {
  private func provider(_ api: FixtureGitHub) -> StagingProvider<GitHub> {
    StagingProvider(host: api.host, session: DefaultSession.shared)
  }

  @Test func mapsAStringResponse() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let zen = provider(api).rx.request(.zen).filterSuccessfulStatusCodes().mapString()
    #expect(zen.elements() == ["Keep it logically awesome."])
  }

  @Test func decodesAModelWithItsJSONDecoder() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let user = provider(api).rx.request(.user(login: "octocat")).map(User.self, using: .gitHub)
    #expect(user.elements() == [User(login: "octocat", name: "The octocat", publicRepos: 8)])
  }

  @Test func postsAnEncodableBodyAndDecodesTheAnswer() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let created = provider(api).rx
      .request(.createIssue(owner: "apple", repo: "swift", title: "Compat", body: nil))
      .map(Issue.self)
    #expect(created.elements() == [Issue(number: 42, title: "Compat")])
    #expect(api.lastRequest?.method == .post)
    #expect(api.lastRequest?.path == "/repos/apple/swift/issues")
  }

  @Test func uploadsMultipartFormDataPartsGatheredInAnArray() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let image = Data([0x89, 0x50, 0x4E, 0x47])
    let statuses = provider(api).rx.request(.uploadAvatar(image, note: "hi")).map(\.statusCode)
    #expect(statuses.elements() == [201])
    // The exact encoding is StreamsNetwork's to test; here: both parts, in order, named.
    let received = try #require(api.lastRequest)
    #expect(received.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
    let body = received.body
    let avatar = try #require(body.range(of: Data("name=\"avatar\"; filename=\"me.png\"".utf8)))
    let note = try #require(body.range(of: Data("name=\"note\"\r\n\r\nhi\r\n".utf8)))
    #expect(avatar.upperBound < note.lowerBound)
    #expect(body.range(of: image) != nil)
  }

  @Test func theSubclassEndpointAndTheSessionHeadersReachTheServer() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    #expect(provider(api).rx.request(.zen).map(\.statusCode).elements() == [200])
    let received = try #require(api.lastRequest)
    #expect(received.header("X-Client") == "staging")
    #expect(received.header("X-App") == "compat-tests")
    #expect(received.header("Accept") == "application/vnd.github+json")
  }

  @Test func aFailedStatusIsAMoyaErrorAnExhaustiveSwitchHandles() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let failure = provider(api).rx.request(.user(login: "ghost")).filterSuccessfulStatusCodes()
      .error()
    let error = try #require(failure as? MoyaError)
    guard case .statusCode(let response) = error else {
      Testing.Issue.record("expected .statusCode, got \(error)")
      return
    }
    #expect(response.statusCode == 404)
    #expect(error.userMessage == "Not found.")
  }

  @Test func anUnacceptableContentTypeArrivesAsUnderlying() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let failure = provider(api).rx.request(.emojis).error()
    let error = try #require(failure as? MoyaError)
    guard case .underlying(let underlying, let response) = error else {
      Testing.Issue.record("expected .underlying, got \(error)")
      return
    }
    #expect("\(underlying)".contains("text/html"))
    #expect(response?.statusCode == 200)
    #expect(error.contentTypeError?.acceptableContentTypes == ["application/json"])
    #expect(error.userMessage == "Network problem (200).")
  }

  @Test func theCallbackAPIReportsThroughMoyasCompletionType() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = provider(api)
    let done = DispatchSemaphore(value: 0)
    let result = Guarded<Result<Response, MoyaError>?>(nil)
    let completion: Completion = { outcome in
      result.withLock { $0 = outcome }
      done.signal()
    }
    let cancellable: Moya.Cancellable = provider.request(.zen, completion: completion)
    #expect(done.wait(timeout: .now() + 10) == .success)
    _ = cancellable
    let response = try #require(try result.withLock { $0 }?.get())
    #expect(try response.mapString() == "Keep it logically awesome.")
  }
}
