import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct TargetTypeTests {
  @Test func enumTargetResolvesURLMethodHeadersAndSample() throws {
    let endpoint = Endpoint.defaultMapping(for: GitHub.userProfile("octocat"))
    #expect(endpoint.url == "https://api.github.com/users/octocat")
    #expect(endpoint.method == .get)
    #expect(endpoint.httpHeaderFields == ["Accept": "application/vnd.github+json"])
    guard case .networkResponse(200, let data) = endpoint.sampleResponseClosure() else {
      Issue.record("expected a 200 sample response")
      return
    }
    #expect(String(decoding: data, as: UTF8.self) == #"{"login":"octocat","id":1}"#)
    #expect(GitHub.zen.validationType == .successCodes)
  }

  @Test func enumTargetWithParametersPutsThemInTheQueryForGet() throws {
    let request = try Endpoint.defaultMapping(for: GitHub.userRepositories("octocat", page: 2))
      .urlRequest()
    #expect(
      request.url?.absoluteString
        == "https://api.github.com/users/octocat/repos?page=2&per_page=100")
    #expect(request.httpMethod == "GET")
    #expect(request.httpBody == nil)
  }

  @Test func enumTargetWithEncodableSendsJSONBody() throws {
    let issue = NewIssue(title: "Crash", labels: ["bug"])
    let request = try Endpoint.defaultMapping(
      for: GitHub.createIssue(owner: "o", repo: "r", issue: issue)
    ).urlRequest()
    #expect(request.url?.absoluteString == "https://api.github.com/repos/o/r/issues")
    #expect(request.httpMethod == "POST")
    #expect(bodyText(request) == #"{"labels":["bug"],"title":"Crash"}"#)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
  }

  @Test func namespacedStructTargetsWork() throws {
    let search = API.Community.Search(query: SearchQuery("swift"), page: 3)
    let searchRequest = try Endpoint.defaultMapping(for: search).urlRequest()
    #expect(
      searchRequest.url?.absoluteString == "https://qiita.com/api/v2/items?page=3&query=swift")
    let user = try Endpoint.defaultMapping(for: API.Users.Get(login: "marty")).urlRequest()
    #expect(user.url?.absoluteString == "https://example.com/api/v1/users/marty")
    #expect(user.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(user.timeoutInterval == 15)
  }

  @Test func defaultsAreMoyas() {
    let target = PlainTarget()
    #expect(target.sampleData.isEmpty)
    #expect(target.validationType == .none)
    #expect(target.timeoutInterval == nil)
    #expect(target.allowsConstrainedNetworkAccess)
  }

  @Test func unusableTimeoutsLeaveTheSessionDefault() throws {
    let defaultTimeout = makeRequest().timeoutInterval
    for timeout in [Double.nan, -1, 0, .infinity, .greatestFiniteMagnitude, 1e10] {
      let endpoint = Endpoint(
        url: "https://a.example", sampleResponseClosure: { .networkResponse(200, Data()) },
        method: .get, task: .requestPlain, httpHeaderFields: nil, timeoutInterval: timeout)
      #expect(try endpoint.urlRequest().timeoutInterval == defaultTimeout)
    }
  }

  @Test func multiTargetForwardsEveryProperty() throws {
    let wrapped = MultiTarget(API.Users.Get(login: "x"))
    #expect(wrapped.baseURL.absoluteString == "https://example.com/api/v1/")
    #expect(wrapped.path == "users/x")
    #expect(wrapped.method == .get)
    #expect(wrapped.headers == ["Accept": "application/json"])
    #expect(wrapped.timeoutInterval == 15)
    #expect(!wrapped.allowsConstrainedNetworkAccess)
    #expect(wrapped.target is API.Users.Get)
    let github = MultiTarget.target(GitHub.zen)
    #expect(github.validationType == .successCodes)
    #expect(github.sampleData == GitHub.zen.sampleData)
    guard case .requestPlain = github.task else {
      Issue.record("task not forwarded")
      return
    }
    let request = try Endpoint.defaultMapping(for: github).urlRequest()
    #expect(request.url?.absoluteString == "https://api.github.com/zen")
  }

  @Test func httpMethodsHaveTheirTokensAndIdempotence() {
    let all: [HTTPMethod] = [.get, .post, .put, .delete, .patch, .head, .options, .trace, .connect]
    #expect(
      all.map(\.rawValue) == [
        "GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "CONNECT",
      ])
    #expect(all.filter(\.isIdempotent) == [.get, .put, .delete, .head, .options, .trace])
    #expect(HTTPMethod(rawValue: "PROPFIND") == HTTPMethod(rawValue: "PROPFIND"))
    #expect(!HTTPMethod(rawValue: "PROPFIND").isIdempotent)
    #expect(Set(all + [.get]).count == 9)
    let moyaSpelling: Method = .patch
    #expect(moyaSpelling.description == "PATCH")
  }

  @Test func validationTypesListAndAcceptTheirCodes() {
    #expect(ValidationType.none.statusCodes.isEmpty)
    #expect(ValidationType.successCodes.statusCodes == Array(200...299))
    #expect(ValidationType.successAndRedirectCodes.statusCodes == Array(200...399))
    #expect(ValidationType.customCodes([200, 304]).statusCodes == [200, 304])
    #expect(ValidationType.none.accepts(statusCode: 500))
    #expect(ValidationType.successCodes.accepts(statusCode: 204))
    #expect(!ValidationType.successCodes.accepts(statusCode: 304))
    #expect(ValidationType.successAndRedirectCodes.accepts(statusCode: 304))
    #expect(!ValidationType.customCodes([200]).accepts(statusCode: 201))
  }

  @Test func downloadOptionsCombine() {
    let options: DownloadOptions = [.createIntermediateDirectories, .removePreviousFile]
    #expect(options.contains(.createIntermediateDirectories))
    #expect(options.contains(.removePreviousFile))
    #expect(DownloadOptions.createIntermediateDirectories != .removePreviousFile)
  }
}
