import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Records the cURL description of each request a provider sends.
private final class CURLRecorder: PluginType, @unchecked Sendable {
  // Safe to share: the descriptions live in a `Locked` box.
  let descriptions = Locked<[String]>([])

  func willSend(_ request: RequestType, target: TargetType) {
    let text = request.exactCURL()
    descriptions.withLock { $0.append(text) }
  }
}

extension RequestType {
  /// The command that replays the request exactly: nothing redacted, the body included.
  fileprivate func exactCURL() -> String {
    cURLDescription(redaction: .none, includingBody: true)
  }
}

private struct Note: TargetType, AccessTokenAuthorizable {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "notes" }
  var method: HTTPMethod { .post }
  var task: RequestTask { .requestJSONEncodable(["text": "it's"]) }
  var headers: [String: String]? { ["Accept": "application/json"] }
  var authorizationType: AuthorizationType? { .bearer }
}

private func request(
  _ method: String = "GET", url: String = "https://api.example.com/items",
  headers: [String: String] = [:], body: Data? = nil
) -> URLRequest {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  // Assigned whole, the names keep the case given (`setValue` would canonicalise them).
  request.allHTTPHeaderFields = headers
  request.httpBody = body
  return request
}

@Suite(.checksResources)
struct CURLDescriptionTests {
  @Test func plainGetIsOneCommandWithMethodAndURL() {
    let text = HandMadeRequest(request: request()).cURLDescription()
    #expect(text == "curl -X GET \\\n  https://api.example.com/items")
  }

  @Test func headersAreSortedAndRequestHeadersBeatSessionHeadersIgnoringCase() {
    let described = HandMadeRequest(
      request: request(headers: ["user-agent": "mine/2", "Accept": "text/plain"]),
      sessionHeaders: ["User-Agent": "session/1", "Accept-Language": "en"]
    ).cURLDescription()
    #expect(
      described == """
        curl -X GET \\
          -H 'Accept: text/plain' \\
          -H 'Accept-Language: en' \\
          -H 'user-agent: mine/2' \\
          https://api.example.com/items
        """)
  }

  @Test func singleQuotesAreClosedEscapedAndReopened() {
    let described = HandMadeRequest(
      request: request("POST", headers: ["X-Note": "it's"], body: Data(#"{"a":"it's"}"#.utf8))
    ).exactCURL()
    #expect(described.contains(#"-H 'X-Note: it'\''s'"#))
    #expect(described.contains(#"--data-raw '{"a":"it'\''s"}'"#))
  }

  @Test func shellReceivesTextBodyAndHeadersUnchanged() throws {
    let body = "line one\nit's $HOME `date` \\ \"quoted\"\n\ttabbed é"
    let url = "https://api.example.com/items?q=a b&tag='x'"
    let address = try #require(URL(string: url.replacingOccurrences(of: " ", with: "%20")))
    var request = request("PUT", headers: ["X-Odd": "a'b $c"], body: Data(body.utf8))
    request.url = address
    let parsed = try #require(shellParse(HandMadeRequest(request: request).exactCURL()))
    #expect(
      parsed.arguments == [
        "-X", "PUT", "-H", "X-Odd: a'b $c", "--data-raw", body, address.absoluteString,
      ])
    #expect(parsed.stdin.isEmpty)
  }

  @Test func bodyStartingWithAtIsNotReadAsAFile() throws {
    let text = HandMadeRequest(request: request("POST", body: Data("@/etc/passwd".utf8)))
      .exactCURL()
    let parsed = try #require(shellParse(text))
    #expect(parsed.arguments.contains("--data-raw"))
    #expect(parsed.arguments.contains("@/etc/passwd"))
  }

  @Test func binaryBodyIsPipedInByteForByte() throws {
    var bytes = Data([0x2D, 0x6E, 0x00, 0x0D, 0x0A, 0xFF, 0x89])
    bytes.append(Data("PNG % ' \\ \u{01} end\n".utf8))
    let text = HandMadeRequest(request: request("POST", body: bytes)).exactCURL()
    #expect(text.hasPrefix("printf '\\055n\\000\\015\\012\\377\\211PNG "))
    #expect(text.contains("--data-binary @-"))
    let parsed = try #require(shellParse(text))
    #expect(parsed.stdin == bytes)
    #expect(
      parsed.arguments == ["-X", "POST", "--data-binary", "@-", "https://api.example.com/items"])
  }

  @Test func carriageReturnsMakeABodyBinary() throws {
    let bytes = Data("--boundary\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n".utf8)
    let text = HandMadeRequest(request: request("POST", body: bytes)).exactCURL()
    #expect(!text.contains("--data-raw"))
    #expect(try #require(shellParse(text)).stdin == bytes)
  }

  @Test func headUsesHeadFlagAndEmptyValuesUseSemicolon() throws {
    let text = HandMadeRequest(request: request("HEAD", headers: ["X-Empty": ""]))
      .cURLDescription()
    #expect(text == "curl --head \\\n  -H 'X-Empty;' \\\n  https://api.example.com/items")
    let parsed = try #require(shellParse(text))
    #expect(parsed.arguments == ["--head", "-H", "X-Empty;", "https://api.example.com/items"])
  }

  @Test func missingRequestGivesAComment() {
    let text = HandMadeRequest(request: nil).cURLDescription()
    #expect(text.hasPrefix("# "))
    #expect(runShell(text) == Data())
  }

  @Test func redactionHidesNamedValuesIgnoringCase() {
    let text = HandMadeRequest(
      request: request(headers: ["authorization": "Bearer abc", "X-Key": "k"]),
      sessionHeaders: ["Cookie": "id=1"]
    ).cURLDescription(
      redaction: Redaction(queryKeys: [], headerNames: ["Authorization", "COOKIE"]),
      includingBody: false)
    #expect(text.contains("-H 'authorization: <redacted>'"))
    #expect(text.contains("-H 'Cookie: <redacted>'"))
    #expect(text.contains("-H 'X-Key: k'"))
    #expect(!text.contains("abc"))
    #expect(!text.contains("id=1"))
  }

  @Test func callingFormHandsTheDescriptionOverAndReturnsTheRequest() {
    let original = HandMadeRequest(request: request(), sessionHeaders: ["A": "b"])
    var received: [String] = []
    let returned = original.cURLDescription { received.append($0) }
    #expect(received == [original.cURLDescription()])
    #expect(returned.sessionHeaders == ["A": "b"])
  }

  @Test func providerHandsPluginsThePreparedRequest() throws {
    let recorder = CURLRecorder()
    let transport = ScriptedTransport(autoRespond: 201)
    let provider = Provider<Note>(
      session: transport, plugins: [AccessTokenPlugin { _ in "t0k" }, recorder])
    _ = provider.response(Note()).subscribe(onError: { _ in })
    let text = try #require(recorder.descriptions.withLock { $0 }.first)
    let parsed = try #require(shellParse(text))
    #expect(parsed.arguments.prefix(2) == ["-X", "POST"])
    #expect(parsed.arguments.contains("Authorization: Bearer t0k"))
    #expect(parsed.arguments.contains("Accept: application/json"))
    #expect(parsed.arguments.contains(#"{"text":"it's"}"#))
    #expect(parsed.arguments.last == "https://api.example.com/notes")
  }
}
