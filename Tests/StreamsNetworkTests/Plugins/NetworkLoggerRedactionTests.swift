import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let bearer = "bearer-SECRET-1"
private let cookie = "cookie-SECRET-2"
private let proxy = "proxy-SECRET-3"
private let setCookie = "setcookie-SECRET-4"
private let sessionCookie = "session-SECRET-5"
private let apiKey = "apikey-SECRET-6"
private let trace = "trace-visible-7"
private let defaultSecrets = [bearer, cookie, proxy, setCookie, sessionCookie, apiKey]

private enum Vault: TargetType, AccessTokenAuthorizable {
  case open

  var baseURL: URL { URL(string: "https://vault.example.com")! }
  var path: String { "open" }
  var method: HTTPMethod { .post }
  var task: RequestTask { .requestData(Data(#"{"note":"hello"}"#.utf8)) }
  // Names in odd cases on purpose: redaction ignores case.
  var headers: [String: String]? {
    [
      "accept": "application/json", "COOKIE": "id=\(cookie)", "proxy-Authorization": proxy,
      "X-Api-Key": apiKey, "X-Trace": trace,
    ]
  }
  var validationType: ValidationType { .successCodes }
  var authorizationType: AuthorizationType? { .bearer }
}

/// A scripted transport whose session adds a cookie of its own.
private struct SessionTransport: Transport {
  let inner = ScriptedTransport()
  var sessionHeaders: [String: String] { ["Cookie": sessionCookie, "User-Agent": "tests"] }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    inner.start(request, handler: handler)
  }
}

private typealias Options = NetworkLoggerPlugin.Configuration.LogOptions

/// Every combination of the six options.
private let everyMode = (0..<64).map(Options.init(rawValue:))

/// Sends one request to the vault, logged first (before the token plugin: `willSend` still
/// sees the header), answered with `status` and credentials in the response headers.
private func lines(status: Int, logger: NetworkLoggerPlugin, sink: LogSink) -> [String] {
  let transport = SessionTransport()
  let provider = Provider<Vault>(
    session: transport, plugins: [logger, AccessTokenPlugin { _ in bearer }])
  _ = provider.response(.open).subscribe(onError: { _ in })
  transport.inner.tasks.first?.respond(
    status: status, data: Data(#"{"ok":true}"#.utf8),
    headers: [
      "Set-Cookie": "refresh=\(setCookie); HttpOnly", "authorization": "Bearer \(bearer)",
      "Content-Type": "application/json",
    ])
  return sink.lines
}

@Suite(.checksResources)
struct NetworkLoggerRedactionTests {
  @Test func defaultsNeverShowCredentialsInAnyMode() {
    for mode in everyMode {
      for status in [200, 401] {
        let sink = LogSink()
        let output = lines(status: status, logger: makeLogger(sink, options: mode), sink: sink)
        for secret in defaultSecrets {
          #expect(
            !output.contains { $0.contains(secret) },
            "options \(mode.rawValue), status \(status): \(secret) leaked")
        }
        #expect(output.contains { $0.contains("<redacted>") }, "options \(mode.rawValue)")
        // The request's headers are shown when asked for, in the cURL form too: only their
        // credentials are hidden.
        #expect(
          output.contains { $0.contains(trace) } == mode.contains(.requestHeaders),
          "options \(mode.rawValue)")
      }
    }
  }

  @Test func callerNamedHeadersAreRedactedBesideTheDefaults() {
    for mode in everyMode {
      let sink = LogSink()
      let redaction = Redaction.default.adding(headerNames: ["x-TRACE"])
      let logger = makeLogger(sink, options: mode, redaction: redaction)
      let output = lines(status: 200, logger: logger, sink: sink)
      for secret in defaultSecrets + [trace] {
        #expect(
          !output.contains { $0.contains(secret) }, "options \(mode.rawValue): \(secret) leaked")
      }
    }
  }

  @Test func defaultFormatterGetsRedactedMessagesToo() {
    let sink = LogSink()
    let logger = NetworkLoggerPlugin(
      configuration: .init(output: sink.output, logOptions: [.verbose, .formatRequestAscURL]))
    let output = lines(status: 200, logger: logger, sink: sink)
    #expect(output.contains { $0.contains("-H 'Authorization: <redacted>'") })
    #expect(output.contains { $0.contains(#""Set-Cookie": "<redacted>""#) })
    for secret in defaultSecrets { #expect(!output.contains { $0.contains(secret) }) }
  }

  @Test func requestAndResponseHeadersShowThePlaceholder() {
    let sink = LogSink()
    let output = lines(status: 200, logger: makeLogger(sink), sink: sink)
    let request = output.first { $0.hasPrefix("Request Headers: ") }
    #expect(request?.contains(#""Authorization": "<redacted>""#) == true)
    #expect(request?.contains(#""COOKIE": "<redacted>""#) == true)
    #expect(request?.contains(#""proxy-Authorization": "<redacted>""#) == true)
    #expect(request?.contains(#""User-Agent": "tests""#) == true)
    let response = output.first { $0.hasPrefix("Response: ") }
    #expect(response?.contains(#""Set-Cookie": "<redacted>""#) == true)
    #expect(response?.contains(#""Content-Type": "application/json""#) == true)
  }

  @Test func aNarrowerRedactionShowsTheHeadersItLeavesOut() {
    let sink = LogSink()
    let redaction = Redaction(queryKeys: [], headerNames: ["X-Api-Key"])
    let logger = makeLogger(sink, redaction: redaction)
    let output = lines(status: 200, logger: logger, sink: sink)
    #expect(output.contains { $0.contains(bearer) })
    #expect(output.contains { $0.contains(cookie) })
    #expect(output.contains { $0.contains(setCookie) })
    #expect(!output.contains { $0.contains(apiKey) })
    #expect(logger.configuration.redaction.headerNames == ["x-api-key"])
  }

  @Test func configurationTakesTheProcessWideRedactionByDefault() {
    let plain = NetworkLoggerPlugin.Configuration()
    for name in ["authorization", "cookie", "proxy-authorization", "set-cookie", "x-api-key"] {
      #expect(plain.redaction.redactsHeader(name), "\(name)")
    }
    #expect(plain.redaction.redactsQueryKey("access_token"))
    #expect(NetworkLoggerPlugin.Configuration(redaction: .none).redaction.headerNames.isEmpty)
  }
}
