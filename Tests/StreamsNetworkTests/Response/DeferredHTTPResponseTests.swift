import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response made from a transport's head (the libcurl transport's completions): its
/// `HTTPURLResponse` is made on the first read, once, and says what an eagerly made one says.
@Suite(.checksResources)
struct DeferredHTTPResponseTests {
  private let address = "http://example.com/items/1"

  private func makeHead(
    _ status: Int = 200, url: URL? = nil,
    _ fields: [(name: String, value: String)] = [
      ("Content-Type", "application/json; charset=utf-8"), ("Content-Length", "2"),
      ("set-cookie", "a=1"), ("Set-Cookie", "b=2"),
    ]
  ) -> HTTPResponseHead? {
    HTTPResponseHead(
      url: url ?? URL(fileURLWithPath: "/"), statusCode: status, version: "HTTP/1.1",
      fields: fields)
  }

  @Test func theResponseIsMadeOnceAndSaysWhatTheHeadSays() throws {
    let url = try #require(URL(string: address))
    let head = try #require(makeHead(url: url))
    let response = Response(data: Data("{}".utf8), request: URLRequest(url: url), head: head)
    #expect(response.statusCode == 200)
    let http = try #require(response.response)
    #expect(response.response === http)
    #expect(http.statusCode == 200)
    #expect(http.url == url)
    #expect(http.mimeType == "application/json")
    #expect(http.value(forHTTPHeaderField: "set-cookie") == "a=1, b=2")
    #expect(response.header("content-length") == "2")
    #expect(response.url == url)
  }

  @Test func itEqualsTheResponseMadeEagerly() throws {
    let head = try #require(makeHead())
    let deferred = Response(data: Data("{}".utf8), request: nil, head: head)
    let eager = Response(
      statusCode: 200, data: Data("{}".utf8), response: head.httpURLResponse())
    #expect(deferred == eager)
    #expect(deferred.headers == eager.headers)
    guard case .completed(let http, let data) = TransportDelivery.completed(head, Data()).event
    else {
      Issue.record("a completed head is a completed event")
      return
    }
    #expect(http.allHeaderFields.count == eager.response?.allHeaderFields.count)
    #expect(data.isEmpty)
  }

  @Test func concurrentFirstReadsShareOneResponse() throws {
    let head = try #require(makeHead())
    for _ in 0..<50 {
      let response = Response(data: Data(), request: nil, head: head)
      let seen = Locked<[ObjectIdentifier]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        if let http = response.response {
          seen.withLock { $0.append(ObjectIdentifier(http)) }
        }
      }
      let identities = seen.withLock { $0 }
      #expect(identities.count == 8)
      #expect(Set(identities).count == 1)
    }
  }

  @Test func aStatusOutsideThreeDigitsMakesNoHead() {
    #expect(makeHead(99) == nil)
    #expect(makeHead(1_000) == nil)
    #expect(makeHead(100) != nil)
    #expect(makeHead(999) != nil)
  }
}
