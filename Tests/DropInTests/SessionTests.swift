import Alamofire
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

/// `Session` and `HTTPHeaders`: Alamofire's spellings over the URLSession transport.
@Suite(.checksResources)
struct SessionTests {
  @Test func headerNamesIgnoreCaseAndKeepTheirOrder() {
    var headers: HTTPHeaders = ["Accept": "a/b", "X-Trace": "1"]
    headers.update(name: "accept", value: "c/d")
    headers["x-new"] = "n"
    #expect(headers.value(for: "ACCEPT") == "c/d")
    #expect(headers.description == "Accept: c/d\nX-Trace: 1\nx-new: n")
    headers["X-TRACE"] = nil
    headers.remove(name: "X-New")
    #expect(headers == ["Accept": "c/d"])
    #expect(headers.dictionary == ["Accept": "c/d"])
  }

  @Test func theDefaultHeadersNameThePreferredLanguagesOnly() throws {
    let headers = HTTPHeaders.default
    let languages = Locale.preferredLanguages
    #expect(headers.value(for: "Accept-Encoding") == nil)
    #expect(headers.value(for: "User-Agent") == nil)
    guard let first = languages.first else {
      #expect(headers == HTTPHeaders())
      return
    }
    let value = try #require(headers.value(for: "Accept-Language"))
    #expect(value.hasPrefix(first))
    #expect(value.split(separator: ",").count == min(languages.count, 6))
  }

  @Test func moyasDefaultSessionCarriesTheDefaultHeaders() {
    let session = MoyaProvider<GitHub>.defaultAlamofireSession()
    #expect(session.sessionHeaders == HTTPHeaders.default.dictionary)
    #expect(!session.startRequestsImmediately)
  }

  @Test func aSessionIsTheProvidersTransport() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.headers = ["X-Session": "mine"]
    let provider = StagingProvider<GitHub>(
      host: api.host, session: Session(configuration: configuration))
    #expect(provider.rx.request(.zen).map(\.statusCode).elements() == [200])
    #expect(api.lastRequest?.header("X-Session") == "mine")
  }

  @Test func theSessionsRequestTimeoutEndsASlowRequest() async throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 1
    let provider = MoyaProvider<Slow>(session: Session(configuration: configuration))
    do {
      _ = try await provider.request(Slow(baseURL: api.host))
      Testing.Issue.record("a 4 s answer arrived within a 1 s request timeout")
    } catch {
      #expect((error as? MoyaError)?.isTimeout == true)
    }
  }
}

/// A call that the server answers four seconds late.
private struct Slow: TargetType {
  let baseURL: URL
  var path: String { "/slow" }
  var method: Moya.Method { .get }
  var task: Moya.Task { .requestPlain }
  var headers: [String: String]? { nil }
}
