import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct RequestKeyTests {
  private func request(
    _ url: String = "https://api.example.com/items?a=1", method: String? = "GET",
    headers: [String: String] = [:], body: Data? = nil
  ) -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    return request
  }

  @Test func equalRequestsHaveEqualKeys() {
    let one = RequestKey(request(headers: ["Accept": "application/json"]))
    let two = RequestKey(request(headers: ["accept": "application/json"]))
    #expect(one != nil)
    #expect(one == two)
    #expect(one?.hashValue == two?.hashValue)
    #expect(one?.headers == ["accept": "application/json"])
  }

  @Test func eachPartTellsRequestsApart() {
    let base = RequestKey(request())
    #expect(base != RequestKey(request(method: "HEAD")))
    #expect(base != RequestKey(request("https://api.example.com/items?a=2")))
    #expect(base != RequestKey(request(headers: ["Authorization": "Bearer x"])))
    #expect(base != RequestKey(request(body: Data("x".utf8))))
    #expect(
      RequestKey(request(headers: ["Accept": "a"])) != RequestKey(request(headers: ["Accept": "b"]))
    )
  }

  @Test func aMissingMethodIsGetAndAnEmptyBodyIsNone() {
    #expect(RequestKey(request(method: nil)) == RequestKey(request()))
    #expect(RequestKey(request(body: Data())) == RequestKey(request()))
  }

  @Test func tracingHeadersAreIgnoredAndTheListIsConfigurable() {
    let traced = request(headers: ["X-Request-ID": "42", "traceparent": "00-abc"])
    #expect(RequestKey(traced) == RequestKey(request()))
    #expect(RequestKey(traced, ignoringHeaders: []) != RequestKey(request()))
    let versioned = request(headers: ["X-Client-Version": "7"])
    #expect(RequestKey(versioned, ignoringHeaders: ["x-client-VERSION"]) == RequestKey(request()))
  }

  @Test func aBodyStreamHasNoKey() {
    var streamed = request(method: "POST")
    streamed.httpBodyStream = InputStream(data: Data("x".utf8))
    #expect(RequestKey(streamed) == nil)
  }

  @Test func theKeyRoundTripsThroughCodableAndDescribesWithoutValues() throws {
    let key = try #require(
      RequestKey(request(headers: ["Authorization": "Bearer secret"], body: Data("abc".utf8))))
    let decoded = try JSONDecoder().decode(RequestKey.self, from: JSONEncoder().encode(key))
    #expect(decoded == key)
    #expect(key.description == "GET https://api.example.com/items?a=1 [authorization] (3 bytes)")
    #expect(!key.description.contains("secret"))
  }
}
