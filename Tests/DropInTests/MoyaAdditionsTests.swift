import Moya
import RxMoya
import RxSwift
import TestSupport
import Testing

@testable import DropInApp

/// Moya's `CredentialsPlugin`, `CancellableToken`, `convertResponseToResult`,
/// `Method.supportsMultipart` and RxMoya's progress filters, with the original imports only.
@Suite(.checksResources)
struct MoyaAdditionsTests {
  @Test func credentialsGoOverTheWireAsBasicAuthorization() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let plugin = CredentialsPlugin { _ in
      URLCredential(user: "octocat", password: "hunter2", persistence: .none)
    }
    let provider = StagingProvider<GitHub>(
      host: api.host, session: DefaultSession.shared, plugins: [plugin])
    let statuses = provider.rx.request(.zen).map(\.statusCode).asObservable().elements()
    #expect(statuses == [200])
    let sent = Data("octocat:hunter2".utf8).base64EncodedString()
    #expect(api.lastRequest?.header("Authorization") == "Basic \(sent)")
  }

  @Test func aTargetsOwnAuthorizationOrANilCredentialLeavesTheRequestAlone() throws {
    let target = URL(string: "https://api.github.com/zen")!
    var own = URLRequest(url: target)
    own.setValue("Bearer t", forHTTPHeaderField: "Authorization")
    let giving = CredentialsPlugin { _ in
      URLCredential(user: "a", password: "b", persistence: .none)
    }
    #expect(
      giving.prepare(own, target: GitHub.zen).value(forHTTPHeaderField: "Authorization")
        == "Bearer t")
    let none = CredentialsPlugin { _ in nil }
    let plain = none.prepare(URLRequest(url: target), target: GitHub.zen)
    #expect(plain.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func aCancellableTokenRunsItsActionOnce() {
    var runs = 0
    let token = CancellableToken { runs += 1 }
    #expect(!token.isCancelled)
    token.cancel()
    token.cancel()
    #expect(token.isCancelled)
    #expect(runs == 1)
    #expect(token.debugDescription == "Empty Request")
    let cancellable: Cancellable = token
    #expect(cancellable.isCancelled)
  }

  @Test func convertResponseToResultWrapsAsMoyaDoes() throws {
    let url = URL(string: "https://api.github.com/zen")!
    let head = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
    let request = URLRequest(url: url)

    let success = try convertResponseToResult(head, request: request, data: nil, error: nil).get()
    #expect(success.statusCode == 404)
    #expect(success.data.isEmpty)
    #expect(success.request == request)

    let failed = convertResponseToResult(
      head, request: request, data: Data("x".utf8), error: Lost())
    guard case .failure(.underlying(let error, let response)) = failed else {
      Issue.record("expected underlying, got \(failed)")
      return
    }
    #expect(error is Lost)
    #expect(response?.data == Data("x".utf8))

    guard
      case .failure(.underlying(let alone, nil)) =
        convertResponseToResult(nil, request: request, data: nil, error: Lost())
    else {
      Issue.record("expected underlying without a response")
      return
    }
    #expect(alone is Lost)

    guard
      case .failure(.underlying(let nothing, nil)) =
        convertResponseToResult(nil, request: nil, data: nil, error: nil)
    else {
      Issue.record("expected underlying unknown")
      return
    }
    #expect((nothing as? URLError)?.code == .unknown)
  }

  @Test func onlyMethodsWithABodySupportMultipart() {
    let methods: [Moya.Method] = [.get, .post, .put, .patch, .delete, .head, .connect]
    #expect(methods.map(\.supportsMultipart) == [false, true, true, true, false, false, true])
  }

  @Test func progressStepsSplitIntoProgressAndTheFinalResponse() {
    let half = Progress(totalUnitCount: 2)
    half.completedUnitCount = 1
    let response = Response(statusCode: 200, data: Data("done".utf8))
    let steps = Observable.from([
      ProgressResponse(progress: half), ProgressResponse(progress: half, response: response),
    ])
    #expect(steps.filterProgress().elements() == [0.5])
    #expect(steps.filterCompleted().map(\.statusCode).elements() == [200])
  }
}

/// The error a transport reports.
private struct Lost: Error {}
