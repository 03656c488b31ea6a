import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let password = "pw-SECRET-1"
private let bearer = "bearer-SECRET-2"
private let cookie = "cookie-SECRET-3"
private let queryToken = "query-SECRET-4"
private let secrets = [password, bearer, cookie, queryToken]

/// Calls whose every part — associated values, headers, body, query — holds a secret.
private enum Account: TargetType {
  case login(user: String, password: String)
  case feed(token: String)

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .login: "session"
    case .feed: "feed"
    }
  }
  var method: StreamsNetwork.HTTPMethod {
    switch self {
    case .login: .post
    case .feed: .get
    }
  }
  var task: RequestTask {
    switch self {
    case .login(let user, let password):
      .requestParameters(
        parameters: ["user": user, "password": password], encoding: JSONEncoding.default)
    case .feed(let token):
      .requestParameters(
        parameters: ["token": token, "page": 2], encoding: URLEncoding.queryString)
    }
  }
  var headers: [String: String]? {
    ["Authorization": "Bearer \(bearer)", "Cookie": "sid=\(cookie)", "Accept": "text/plain"]
  }
  var validationType: ValidationType { .successCodes }
}

private let login = Account.login(user: "ada", password: password)
private typealias Options = NetworkLoggerPlugin.Configuration.LogOptions

/// The default logger, its lines going to `sink` instead of standard output.
private func defaultLogger(_ sink: LogSink) -> NetworkLoggerPlugin {
  NetworkLoggerPlugin(configuration: .init(output: sink.output))
}

/// The log of `target`'s request, made with `options` and disposed before any answer.
private func requestLog(_ target: Account, options: Options) -> LogSink {
  let sink = LogSink()
  let provider = Provider<Account>(
    session: ScriptedTransport(), plugins: [makeLogger(sink, options: options)])
  provider.response(target).subscribe(onError: { _ in }).dispose()
  return sink
}

private func expectNoSecret(_ lines: [String], _ comment: String = "") {
  for secret in secrets {
    #expect(!lines.contains { $0.contains(secret) }, "\(comment): \(secret) leaked")
  }
}

/// The logger writes a request's method and redacted URL, never the target or what was not
/// asked for.
@Suite(.checksResources)
struct NetworkLoggerSecretsTests {
  // Issue 10, item 3: "Error calling \(target)" wrote the associated values.
  @Test(arguments: [URLError.Code.cannotConnectToHost, .timedOut, .cancelled])
  func defaultLoggerNamesAFailedCallByMethodAndURLOnly(code: URLError.Code) throws {
    let sink = LogSink()
    let transport = ScriptedTransport()
    let provider = Provider<Account>(session: transport, plugins: [defaultLogger(sink)])
    let subscription = provider.response(login).subscribe(onError: { _ in })
    if code == .cancelled {
      subscription.dispose()
    } else {
      transport.tasks.first?.send(.failed(URLError(code), nil))
    }
    expectNoSecret(sink.lines, "\(code)")
    #expect(!sink.lines.contains { $0.contains("login(") }, "the target is never written")
    let error = try #require(sink.lines.last)
    #expect(error.contains("] Error: Error calling POST https://api.example.com/session : "))
  }

  // Issue 10, item 3, over loopback: a refused connection and a deadline, the real transport.
  @Test(arguments: TransportKind.available)
  func realFailuresWithoutAResponseLogNoSecret(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(5)))
    }
    let sink = LogSink()
    let refused = Provider<Call>(
      session: harness.transport, plugins: [defaultLogger(sink)], interceptors: [])
    var unreachable = harness.call(
      "/feed",
      task: .requestParameters(
        parameters: ["token": queryToken], encoding: URLEncoding.queryString),
      headers: ["Authorization": "Bearer \(bearer)", "Cookie": "sid=\(cookie)"])
    unreachable.baseURL = try #require(URL(string: "http://127.0.0.1:1"))
    _ = harness.run(refused.response(unreachable), seconds: 3)
    var slow = harness.call("/slow", headers: ["Authorization": "Bearer \(bearer)"])
    slow.timeoutInterval = 0.3
    _ = harness.run(refused.response(slow), seconds: 3)
    let errors = sink.lines.filter { $0.contains("] Error: ") }
    #expect(errors.count == 2)
    #expect(errors.first?.contains("Error calling GET http://127.0.0.1:1/feed : ") == true)
    expectNoSecret(sink.lines)
  }

  // Issue 10, item 4: the URL line and the response line carried `?token=…`.
  @Test func defaultLoggerRedactsQueryValuesInURLs() {
    let sink = LogSink()
    let transport = ScriptedTransport()
    let provider = Provider<Account>(session: transport, plugins: [makeLogger(sink)])
    _ = provider.response(.feed(token: queryToken)).subscribe(onError: { _ in })
    transport.tasks.first?.respond(status: 200, headers: ["Content-Type": "text/plain"])
    expectNoSecret(sink.lines)
    #expect(sink.lines.first == "Request: https://api.example.com/feed?page=2&token=<redacted>")
    #expect(
      sink.lines.contains {
        $0.hasPrefix(
          "Response: Status Code: 200, URL: https://api.example.com/feed?page=2&token=<redacted>")
      })
  }

  // Issue 10, item 4: the cURL form carried `?token=…`.
  @Test func cURLFormRedactsQueryValues() {
    let sink = requestLog(
      .feed(token: queryToken), options: [.formatRequestAscURL, .requestHeaders])
    expectNoSecret(sink.lines)
    #expect(
      sink.lines.contains { $0.hasSuffix("'https://api.example.com/feed?page=2&token=<redacted>'") }
    )
  }

  // Issue 10, item 5: the cURL form showed the body without `.requestBody`.
  @Test func cURLFormWithHeadersLeavesTheBodyOut() throws {
    let sink = requestLog(login, options: [.formatRequestAscURL, .requestHeaders])
    let request = try #require(sink.batches.first?.first)
    #expect(!request.contains("--data"))
    #expect(!request.contains(#""user""#))
    #expect(request.contains("-H 'Authorization: <redacted>'"))
    #expect(request.contains("-H 'Accept: text/plain'"))
    expectNoSecret(sink.lines)
  }

  // Issue 10, item 5: with `.requestBody` the body is there, on purpose, its password
  // redacted as a query value would be.
  @Test func cURLFormShowsTheBodyOnlyWhenAskedFor() throws {
    let sink = requestLog(login, options: [.formatRequestAscURL, .requestBody])
    let request = try #require(sink.batches.first?.first)
    #expect(request.contains("--data-raw"))
    #expect(request.contains(#""user":"ada""#), "the body was asked for")
    #expect(request.contains(#""password":"<redacted>""#))
    expectNoSecret(sink.lines)
  }
}
