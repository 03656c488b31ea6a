import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let password = "pw-BODY-SECRET-1"
private let token = "token-BODY-SECRET-2"

/// Calls whose bodies hold a password, as JSON and as a form.
private enum Login: TargetType {
  case json
  case form
  case pretty

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "session" }
  var method: StreamsNetwork.HTTPMethod { .post }
  var task: RequestTask {
    let parameters: [String: Any] = ["user": "ada", "password": password]
    switch self {
    case .json: return .requestParameters(parameters: parameters, encoding: JSONEncoding.default)
    case .form: return .requestParameters(parameters: parameters, encoding: URLEncoding.httpBody)
    case .pretty:
      return .requestData(
        Data("{\r\n  \"user\": \"ada\",\r\n  \"password\": \"\(password)\"\r\n}".utf8))
    }
  }
  var headers: [String: String]? {
    self == .pretty ? ["Content-Type": "application/json"] : nil
  }
  var validationType: ValidationType { .successCodes }
}

private typealias Options = NetworkLoggerPlugin.Configuration.LogOptions

/// The lines logged for `target`, answered with `status` and a JSON body holding a token.
private func log(
  _ target: Login, options: Options, redaction: Redaction = .default, status: Int = 200
) -> [String] {
  let sink = LogSink()
  let transport = ScriptedTransport()
  let provider = Provider<Login>(
    session: transport, plugins: [makeLogger(sink, options: options, redaction: redaction)])
  _ = provider.response(target).subscribe(onError: { _ in })
  transport.tasks.first?.respond(
    status: status, data: Data(#"{"id":1,"access_token":"\#(token)"}"#.utf8),
    headers: ["Content-Type": "application/json"])
  return sink.lines
}

/// The logger and the cURL text show bodies with their passwords and tokens hidden.
@Suite(.checksResources)
struct NetworkLoggerBodyRedactionTests {
  @Test func requestBodyNoLongerShowsTheJSONPassword() throws {
    let lines = log(.json, options: .requestBody)
    let body = try #require(lines.first { $0.hasPrefix("Request Body: ") })
    #expect(!lines.joined().contains(password))
    #expect(body.contains(#""password":"<redacted>""#))
    #expect(body.contains(#""user":"ada""#))
  }

  @Test func requestBodyHidesAFormPassword() throws {
    let lines = log(.form, options: .requestBody)
    let body = try #require(lines.first { $0.hasPrefix("Request Body: ") })
    #expect(!lines.joined().contains(password))
    #expect(body.contains("password=<redacted>"))
    #expect(body.contains("user=ada"))
  }

  @Test func responseBodiesHideTheirTokens() {
    let success = log(.json, options: .successResponseBody)
    #expect(success.contains(#"Response Body: {"id":1,"access_token":"<redacted>"}"#))
    let failure = log(.json, options: .errorResponseBody, status: 500)
    #expect(failure.contains(#"Response Body: {"id":1,"access_token":"<redacted>"}"#))
    #expect(!(success + failure).joined().contains(token))
  }

  @Test func theCURLFormHidesTheBodysSecretsEvenWhenItIsPipedIn() throws {
    let json = log(.json, options: [.formatRequestAscURL, .requestBody])
    #expect(json.contains { $0.contains("--data-raw") && $0.contains(#""password":"<redacted>""#) })
    // `\r` makes the body unpasteable, so it goes through `printf`: redacted all the same.
    let pretty = log(.pretty, options: [.formatRequestAscURL, .requestBody])
    #expect(
      pretty.contains {
        $0.hasPrefix("Request: printf '{") && $0.contains(#""password": "<redacted>""#)
      })
    #expect(!(json + pretty).joined().contains(password))
  }

  @Test func noneShowsTheBodiesAsSent() {
    let lines = log(.json, options: .verbose, redaction: .none)
    #expect(lines.contains { $0.hasPrefix("Request Body: ") && $0.contains(password) })
    #expect(lines.contains { $0.hasPrefix("Response Body: ") && $0.contains(token) })
  }

  @Test func cURLDescriptionWithTheBodyHidesItsPasswordUnlessToldNone() throws {
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/session")))
    request.httpMethod = "POST"
    request.setValue(
      "application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("user=ada&password=\(password)".utf8)
    let described = HandMadeRequest(request: request)
    let redacted = described.cURLDescription(redaction: .default, includingBody: true)
    #expect(redacted.contains("--data-raw 'user=ada&password=<redacted>'"))
    let exact = described.cURLDescription(redaction: .none, includingBody: true)
    #expect(exact.contains("--data-raw 'user=ada&password=\(password)'"))
  }
}
