#if os(Linux)
import Foundation
import StreamsNetwork
import TestSupport
import Testing

import FoundationNetworking

/// The libcurl transport's view of a request: timeouts clamped, bodies checked, and the
/// redirect rules (credentials stay with their origin; 303 becomes a GET; 307/308 repeat).
@Suite(.checksResources) struct CurlRequestSpecTests {
  private func spec(
    _ url: String = "http://a.example/start", method: String = "POST", body: Data? = Data("x".utf8),
    headers: [String: String] = [:]
  ) throws -> CurlRequestSpec {
    var request = URLRequest(url: try #require(URL(string: url)))
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try CurlRequestSpec(TransportRequest(urlRequest: request), additionalHeaders: [:])
  }

  @Test(arguments: [
    (0.0, 0), (-1, 0), (.nan, 0), (0.0001, 1), (0.8, 800), (1.5, 1_500),
    (.infinity, CurlRequestSpec.longestTimeoutMilliseconds),
    (1e300, CurlRequestSpec.longestTimeoutMilliseconds),
  ])
  func timeoutsAreClampedNeverTrapped(interval: Double, milliseconds: Int) {
    #expect(CurlRequestSpec.milliseconds(interval) == milliseconds)
  }

  @Test func theMethodGoesOutInUpperCase() throws {
    // Already upper case: kept as it is; any lower-case letter: upper-cased.
    #expect(try spec(method: "PUT").method == "PUT")
    #expect(try spec(method: "patch").method == "PATCH")
    #expect(try spec(method: "Propfind").method == "PROPFIND")
    #expect(try spec(method: "get", body: nil).method == "GET")
  }

  @Test func aGetWithABodyIsRefused() {
    #expect(throws: URLError(.dataLengthExceedsMaximum)) {
      try spec(method: "GET")
    }
  }

  @Test func seeOtherBecomesAGetWithoutItsBody() throws {
    let post = try spec(headers: ["Content-Type": "text/plain", "X-Trace": "1"])
    guard case .follow(let next) = post.redirect(status: 303, location: "/done", origin: post.url)
    else {
      Issue.record("a 303 is followed")
      return
    }
    #expect(next.method == "GET")
    #expect(next.body.isEmpty)
    #expect(next.header("Content-Type") == nil)
    #expect(next.header("X-Trace") == "1")
    #expect(next.url.absoluteString == "http://a.example/done")
  }

  @Test(arguments: [307, 308])
  func methodPreservingRedirectsKeepMethodAndBody(status: Int) throws {
    let post = try spec()
    guard case .follow(let next) = post.redirect(status: status, location: "/x", origin: post.url)
    else {
      Issue.record("a \(status) is followed")
      return
    }
    #expect(next.method == "POST")
    guard case .data(let body) = next.body else {
      Issue.record("the body is kept")
      return
    }
    #expect(body == Data("x".utf8))
  }

  @Test func credentialsNeverCrossOrigins() throws {
    let post = try spec(
      headers: ["Authorization": "Bearer t", "cookie": "a=1", "Proxy-Authorization": "x", "X": "y"])
    guard
      case .follow(let next) = post.redirect(
        status: 307, location: "http://b.example/", origin: post.url),
      case .follow(let back) = next.redirect(
        status: 307, location: "http://a.example/", origin: post.url)
    else {
      Issue.record("both redirects are followed")
      return
    }
    #expect(next.headers.map(\.name) == ["X"])
    #expect(back.headers.map(\.name) == ["X"], "once dropped, credentials stay dropped")
  }

  @Test(arguments: ["https://a.example/start", "https://a.example:8443/start"])
  func credentialsNeverFollowADowngradeToHTTP(origin: String) throws {
    let post = try spec(origin, headers: ["Authorization": "Bearer t", "X": "y"])
    let insecure = try #require(URL(string: origin.replacingOccurrences(of: "https", with: "http")))
    guard
      case .follow(let same) = post.redirect(status: 307, location: "/next", origin: post.url),
      case .follow(let downgraded) = post.redirect(
        status: 307, location: insecure.absoluteString, origin: post.url)
    else {
      Issue.record("both redirects are followed")
      return
    }
    #expect(same.header("Authorization") == "Bearer t", "the same origin keeps them")
    #expect(downgraded.url == insecure)
    #expect(downgraded.headers.map(\.name) == ["X"], "https to http, same host and port: dropped")
  }

  @Test func unusableLocationsAreDeliveredOrRefused() throws {
    let get = try spec(method: "GET", body: nil)
    guard case .deliver = get.redirect(status: 302, location: nil, origin: get.url) else {
      Issue.record("no Location: the 302 is the answer")
      return
    }
    guard case .deliver = get.redirect(status: 304, location: "/x", origin: get.url) else {
      Issue.record("a 304 is not a redirect")
      return
    }
    guard case .fail(let error) = get.redirect(status: 302, location: "ftp://x/", origin: get.url)
    else {
      Issue.record("only http and https are followed")
      return
    }
    #expect(error as? UnsupportedURLSchemeError == .init(scheme: "ftp"))
  }
}
#endif
