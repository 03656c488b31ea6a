import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let secret = "q-SECRET-7f3a"

/// A response to `url`, as the transport would hand it over.
private func response(
  _ status: Int, url: String, headers: [String: String] = [:], method: String = "GET"
) -> Response {
  let address = URL(string: url)!
  var request = URLRequest(url: address)
  request.httpMethod = method
  let http = HTTPURLResponse(
    url: address, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
  return Response(statusCode: status, data: Data(), request: request, response: http)
}

/// Error descriptions survive whatever a server sends, and never quote a secret.
@Suite(.checksResources)
struct NetworkErrorHardeningTests {
  // Issue 10, item 1: `Int(seconds.rounded(.up))` trapped on this header.
  @Test(arguments: [429, 503])
  func hugeRetryAfterReadsTryAgainLaterAndNeverTraps(status: Int) {
    let values = [
      "9223372036854775807", "9223372036854775808", "99999999999999999999999999", "86401",
      "Fri, 31 Dec 9999 23:59:59 GMT",
    ]
    for value in values {
      let error = NetworkError.statusCode(
        response(status, url: "https://api.example.com/x", headers: ["Retry-After": value]))
      #expect(error.localizedDescription.hasSuffix(" Try again later."), "\(value)")
    }
    let sensible = NetworkError.statusCode(
      response(status, url: "https://api.example.com/x", headers: ["Retry-After": "86400"]))
    #expect(sensible.localizedDescription.hasSuffix(" Try again in 86400 seconds."))
  }

  // Issue 10, item 1, over loopback: the exact header a hostile server sent.
  @Test(arguments: TransportKind.available)
  func hostileRetryAfterOverLoopbackIsDescribedWithoutTrapping(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(
        .get, "/throttled",
        response: .text("slow down", status: 429).header("Retry-After", "9223372036854775807"))
    }
    let call = harness.call("/throttled", validation: .successCodes)
    let error = try #require(harness.run(harness.provider().response(call)).networkError)
    #expect(error.response?.header("Retry-After") == "9223372036854775807")
    #expect(error.localizedDescription.hasPrefix("The server answered 429 Too Many Requests"))
    #expect(error.localizedDescription.hasSuffix(" Try again later."))
  }

  // Issue 10, item 4: sensitive query values in every description of an error.
  @Test func errorDescriptionsRedactSensitiveQueryValues() {
    let url = "https://api.example.com/items?page=2&access_token=\(secret)&Signature=\(secret)"
    let failed = response(404, url: url, headers: ["Content-Type": "text/html"])
    let failing = URLError(
      .timedOut,
      userInfo: [
        "NSErrorFailingURLStringKey": url, NSURLErrorFailingURLErrorKey: URL(string: url)!,
      ])
    let rejected = ContentTypeError(contentType: "text/html", acceptableContentTypes: ["a/b"])
    let errors: [NetworkError] = [
      .statusCode(failed), .jsonMapping(failed), .stringMapping(failed), .imageMapping(failed),
      .objectMapping(TestError.boom, failed),
      .underlying(rejected, failed),
      .underlying(TestError.boom, failed), .underlying(failing, nil),
      .underlying(NetworkError.statusCode(failed), nil),
      .requestMapping("https://api.example.com/a b?token=\(secret)"),
    ]
    for error in errors {
      for text in [error.localizedDescription, "\(error)", String(reflecting: error)] {
        #expect(!text.contains(secret), "\(text)")
      }
    }
    let described = NetworkError.statusCode(failed).localizedDescription
    #expect(
      described
        == "The server answered 404 Not Found for GET https://api.example.com/items?page=2"
        + "&access_token=<redacted>&Signature=<redacted>.")
    #expect(
      NetworkError.requestMapping("https://api.example.com/a b?token=\(secret)")
        .localizedDescription.contains("?token=<redacted>"))
  }

  @Test func urlPasswordsAreNeverDescribed() {
    let failed = response(500, url: "https://ada:\(secret)@api.example.com/x")
    let text = NetworkError.statusCode(failed).localizedDescription
    #expect(!text.contains(secret))
    #expect(text.contains("https://ada:<redacted>@api.example.com/x"))
  }
}
