import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct NetworkErrorTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT.
  private let now = Date(timeIntervalSince1970: 784_111_777)

  @Test(arguments: [
    (400, NetworkError.Status.badRequest), (401, .unauthorized), (403, .forbidden),
    (404, .notFound), (426, .upgradeRequired), (405, .client(405)), (418, .client(418)),
    (499, .client(499)), (500, .server(500)), (502, .server(502)), (599, .server(599)),
    (429, .tooManyRequests(retryAfter: nil)), (503, .serviceUnavailable(retryAfter: nil)),
  ])
  func classifiesStatuses(code: Int, status: NetworkError.Status) {
    #expect(NetworkError.statusCode(makeResponse(code)).status == status)
  }

  @Test func carriesRetryAfterFor429And503() {
    let seconds = makeResponse(429, headers: ["Retry-After": "30"])
    #expect(NetworkError.statusCode(seconds).status == .tooManyRequests(retryAfter: 30))
    let date = makeResponse(503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:50:07 GMT"])
    #expect(
      NetworkError.statusCode(date).status(relativeTo: now) == .serviceUnavailable(retryAfter: 30))
    let garbage = makeResponse(503, headers: ["Retry-After": "later"])
    #expect(NetworkError.statusCode(garbage).status == .serviceUnavailable(retryAfter: nil))
    let ignored = makeResponse(500, headers: ["Retry-After": "30"])
    #expect(NetworkError.statusCode(ignored).status == .server(500))
  }

  @Test func classifiesOnlyErrorStatusesWithAResponse() {
    #expect(NetworkError.statusCode(makeResponse(200)).status == nil)
    #expect(NetworkError.statusCode(makeResponse(304)).status == nil)
    #expect(NetworkError.requestMapping("x").status == nil)
    #expect(NetworkError.underlying(TestError.boom, makeResponse(404)).status == .notFound)
    #expect(NetworkError.Status(statusCode: 600) == nil)
    #expect(NetworkError.Status.server(500).isTransient)
    #expect(NetworkError.Status.tooManyRequests(retryAfter: nil).isTransient)
    #expect(!NetworkError.Status.notFound.isTransient)
  }

  @Test func recognisesCancellation() {
    let cancelled: [any Error] = [
      URLError(.cancelled), NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled),
      NSError(domain: NSURLErrorDomain, code: -999), CancellationError(),
      NetworkError.underlying(URLError(.cancelled), nil),
    ]
    for error in cancelled {
      #expect(NetworkError.underlying(error, nil).isCancelled, "\(error)")
      #expect(!NetworkError.underlying(error, nil).isTimeout, "\(error)")
    }
    let notCancelled: [any Error] = [
      URLError(.timedOut), TestError.boom, NSError(domain: "other", code: -999),
    ]
    for error in notCancelled {
      #expect(!NetworkError.underlying(error, nil).isCancelled, "\(error)")
    }
    #expect(!NetworkError.statusCode(makeResponse(499)).isCancelled)
  }

  @Test func recognisesTimeouts() {
    let timeouts: [any Error] = [
      URLError(.timedOut), NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut),
      NSError(domain: NSURLErrorDomain, code: -1001),
    ]
    for error in timeouts {
      #expect(NetworkError.underlying(error, makeResponse(0)).isTimeout, "\(error)")
    }
    #expect(!NetworkError.underlying(URLError(.notConnectedToInternet), nil).isTimeout)
    #expect(!NetworkError.statusCode(makeResponse(408)).isTimeout)
  }

  @Test func exposesResponseStatusAndUnderlyingError() {
    let response = makeResponse(422)
    let withResponse: [NetworkError] = [
      .imageMapping(response), .jsonMapping(response), .stringMapping(response),
      .objectMapping(TestError.boom, response), .statusCode(response),
      .underlying(TestError.boom, response),
      .underlying(ContentTypeError(contentType: nil, acceptableContentTypes: ["a/b"]), response),
    ]
    for error in withResponse {
      #expect(error.response === response)
      #expect(error.statusCode == 422)
    }
    let withoutResponse: [NetworkError] = [
      .encodableMapping(TestError.boom), .underlying(TestError.boom, nil), .requestMapping("x"),
      .parameterEncoding(TestError.boom),
    ]
    for error in withoutResponse {
      #expect(error.response == nil)
      #expect(error.statusCode == nil)
    }
    let wrapping: [NetworkError] = [
      .objectMapping(TestError.boom, response), .encodableMapping(TestError.boom),
      .underlying(TestError.boom, nil), .parameterEncoding(TestError.boom),
    ]
    for error in wrapping { #expect(error.underlyingError as? TestError == .boom) }
    #expect(NetworkError.statusCode(response).underlyingError == nil)
  }

  /// Moya 15's `MoyaError` cases and no other: this `switch` has no `default`, so an extra
  /// case stops the suite compiling, as it would stop an app's `switch` over `MoyaError`.
  @Test func hasExactlyMoyasNineCases() {
    func isMoyaCase(_ error: NetworkError) -> Bool {
      switch error {
      case .imageMapping, .jsonMapping, .stringMapping, .objectMapping, .encodableMapping,
        .statusCode, .underlying, .requestMapping, .parameterEncoding:
        true
      }
    }
    let rejected = ContentTypeError(contentType: "text/html", acceptableContentTypes: ["a/b"])
    let response = makeResponse(200, "<p>", headers: ["Content-Type": "text/html"])
    #expect(isMoyaCase(.underlying(rejected, response)))
    #expect(NetworkError.underlying(rejected, response).contentTypeError == rejected)
    #expect(NetworkError.underlying(TestError.boom, response).contentTypeError == nil)
    #expect(NetworkError.statusCode(response).contentTypeError == nil)
  }

  @Test func travelsAcrossConcurrencyDomains() async {
    let error = NetworkError.statusCode(makeResponse(404))
    let code = await Task.detached { error.statusCode }.value
    #expect(code == 404)
  }

  @Test func describesStatusErrorsWithMethodAndURL() {
    let response = makeResponse(404, url: "https://api.example.com/users/x")
    #expect(
      NetworkError.statusCode(response).localizedDescription
        == "The server answered 404 Not Found for GET https://api.example.com/users/x.")
    let limited = makeResponse(429, headers: ["Retry-After": "30"], method: .post)
    #expect(
      NetworkError.statusCode(limited).localizedDescription
        == "The server answered 429 Too Many Requests for POST https://api.example.com/items."
        + " Try again in 30 seconds.")
    let bare = Response(statusCode: 599, data: Data())
    #expect(NetworkError.statusCode(bare).localizedDescription == "The server answered 599.")
    #expect(
      NetworkError.statusCode(makeResponse(401)).localizedDescription.contains("credentials"))
  }

  @Test func describesMappingAndRequestErrors() throws {
    let response = makeResponse(200, "{}", headers: ["Content-Type": "text/html"])
    let json = NetworkError.jsonMapping(response).localizedDescription
    #expect(json.contains("GET https://api.example.com/items") && json.contains("not valid JSON"))
    struct User: Decodable { var id: Int }
    let decoding = #expect(throws: NetworkError.self) {
      try makeResponse(200, #"{"user":{}}"#).map(User.self, atKeyPath: "user")
    }
    #expect(decoding?.localizedDescription.contains("missing key at id") == true)
    #expect(
      NetworkError.requestMapping("ht tp://x").localizedDescription
        == "\"ht tp://x\" is not a valid URL; check the target's baseURL and path.")
    let rejected = ContentTypeError(
      contentType: "text/html", acceptableContentTypes: ["application/json"])
    #expect(
      NetworkError.underlying(rejected, response).localizedDescription
        == "The server answered with Content-Type text/html for GET "
        + "https://api.example.com/items; expected application/json.")
    #expect(
      NetworkError.underlying(rejected, nil).localizedDescription
        == "The server answered with Content-Type text/html; expected application/json.")
    let encoding = NetworkError.parameterEncoding(ParameterEncodingError.invalidJSONObject)
    #expect(encoding.localizedDescription.contains("finite number"))
    let underlying = NetworkError.underlying(URLError(.timedOut), response)
    #expect(underlying.localizedDescription.hasSuffix("(GET https://api.example.com/items)"))
    #expect(NetworkError.stringMapping(response).localizedDescription.contains("UTF-8"))
    #expect(NetworkError.encodableMapping(TestError.boom).localizedDescription.contains("JSON"))
  }
}
