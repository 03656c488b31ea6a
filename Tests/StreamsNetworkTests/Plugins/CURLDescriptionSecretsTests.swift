import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let secret = "curl-SECRET-9"

/// `cURLDescription()`, Moya's name, shows no secret unless asked.
@Suite(.checksResources)
struct CURLDescriptionSecretsTests {
  private func request(url: String, headers: [String: String], body: Data? = nil) -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = body == nil ? "GET" : "POST"
    request.allHTTPHeaderFields = headers
    request.httpBody = body
    return request
  }

  // Issue 10, item 4: the cURL description carried `?access_token=…` and credentials.
  @Test func plainDescriptionRedactsQueryValuesAndCredentials() throws {
    let described = HandMadeRequest(
      request: request(
        url: "https://api.example.com/items?access_token=\(secret)&page=2",
        headers: ["Authorization": "Bearer \(secret)", "X-API-Key": secret, "Accept": "a/b"]),
      sessionHeaders: ["Cookie": "sid=\(secret)"]
    ).cURLDescription()
    #expect(!described.contains(secret))
    let parsed = try #require(shellParse(described))
    #expect(parsed.arguments.last == "https://api.example.com/items?access_token=<redacted>&page=2")
    #expect(parsed.arguments.contains("Authorization: <redacted>"))
    #expect(parsed.arguments.contains("Cookie: <redacted>"))
    #expect(parsed.arguments.contains("X-API-Key: <redacted>"))
    #expect(parsed.arguments.contains("Accept: a/b"))
  }

  // The body may hold a password: the plain description says it is there, not what it is.
  @Test func plainDescriptionLeavesTheBodyOut() throws {
    let body = Data(#"{"password":"\#(secret)"}"#.utf8)
    let described = HandMadeRequest(
      request: request(url: "https://api.example.com/session", headers: [:], body: body)
    ).cURLDescription()
    #expect(!described.contains(secret))
    #expect(described.hasPrefix("# the request body (\(body.count) bytes) is not shown\n"))
    let parsed = try #require(shellParse(described))
    #expect(parsed.arguments == ["-X", "POST", "https://api.example.com/session"])
  }
}
