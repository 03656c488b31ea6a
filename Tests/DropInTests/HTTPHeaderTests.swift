import Alamofire
import TestSupport
import Testing

/// Alamofire's `HTTPHeader` and the `HTTPHeaders` and `URLRequest.headers` that take it, with the
/// original import only.
@Suite(.checksResources)
struct HTTPHeaderTests {
  @Test func factoriesSpellTheCommonFields() {
    #expect(HTTPHeader.authorization(bearerToken: "t").description == "Authorization: Bearer t")
    #expect(
      HTTPHeader.authorization(username: "user", password: "pass")
        == HTTPHeader(name: "Authorization", value: "Basic dXNlcjpwYXNz"))
    #expect(HTTPHeader.contentType("application/json").name == "Content-Type")
    #expect(HTTPHeader.accept("text/plain").value == "text/plain")
  }

  @Test func headersAddReplaceAndIterateInOrder() {
    var headers: HTTPHeaders = [.accept("application/json"), .userAgent("app/1")]
    headers.add(.authorization(bearerToken: "a"))
    headers.update(HTTPHeader(name: "accept", value: "text/plain"))
    #expect(
      Array(headers) == [
        HTTPHeader(name: "Accept", value: "text/plain"), .userAgent("app/1"),
        .authorization(bearerToken: "a"),
      ])
    #expect(HTTPHeaders([.contentType("a"), .contentType("b")])["content-type"] == "b")
  }

  @Test func aRequestsHeadersReadAndWriteItsFields() throws {
    var request = URLRequest(url: try #require(URL(string: "https://example.com")))
    request.headers.add(.authorization(bearerToken: "token"))
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer token")
    #expect(request.headers["authorization"] == "Bearer token")
    request.headers = [.accept("text/plain")]
    #expect(request.allHTTPHeaderFields == ["Accept": "text/plain"])
  }
}
