#if os(Linux)
import Foundation
import StreamsNetwork
import TestSupport
import Testing

import FoundationNetworking

/// The libcurl transport's header parsing: whatever arrives, a typed response or none, never
/// a trap.
@Suite(.checksResources) struct CurlResponseHeadTests {
  private func head(_ lines: [String]) -> CurlResponseHead {
    var head = CurlResponseHead()
    for line in lines { Data(line.utf8).withUnsafeBytes { head.add($0) } }
    return head
  }

  @Test func readsTheStatusLineAndFields() throws {
    let parsed = head([
      "HTTP/1.1 200 OK\r\n", "Content-Type: application/json\r\n", "Content-Length:  42 \r\n",
      "Location: /next\r\n", "\r\n",
    ])
    #expect(parsed.version == "HTTP/1.1")
    #expect(parsed.statusCode == 200)
    #expect(parsed.contentLength == 42)
    #expect(parsed.location == "/next")
    let url = try #require(URL(string: "http://example.com/"))
    let response = try #require(parsed.response(url: url, statusCode: 200))
    #expect(response.value(forHTTPHeaderField: "content-type") == "application/json")
  }

  @Test func readsAnHTTP2StatusLineWithoutAReasonPhrase() {
    // libcurl writes an HTTP/2 head as "HTTP/2 200 " (trailing space) or without it.
    for line in ["HTTP/2 204 \r\n", "HTTP/2 204\r\n"] {
      let parsed = head([
        line, "content-length: 0\r\n", "x-repeated: one\r\n", "x-repeated: two\r\n",
      ])
      #expect(parsed.version == "HTTP/2")
      #expect(parsed.statusCode == 204)
      #expect(parsed.contentLength == 0)
      #expect(parsed.headerFields["x-repeated"] == "one, two")
    }
  }

  @Test func readsLengthAndLocationInAnyCaseButNoLookalike() {
    let read = head([
      "HTTP/1.1 301 Moved\r\n", "LOCATION \t: /first\r\n", "cOnTeNt-LeNgTh:\t7\r\n",
      "location: /second\r\n",
    ])
    #expect(read.contentLength == 7)
    #expect(read.location == "/first")
    #expect(read.isRedirect)
    let lookalikes = head([
      "HTTP/1.1 301 Moved\r\n", "Content-Lengths: 9\r\n", "Content_Length: 9\r\n",
      "Content-Lengt: 9\r\n", "Locatioo: /x\r\n", "Location2: /y\r\n", "L\u{C9}cation: /z\r\n",
    ])
    #expect(lookalikes.contentLength == nil)
    #expect(lookalikes.location == nil)
    #expect(!lookalikes.isRedirect)
    #expect(lookalikes.fields.count == 6)
  }

  @Test func anInterimResponseIsReplacedByTheFinalOne() {
    let parsed = head([
      "HTTP/1.1 100 Continue\r\n", "X-Interim: yes\r\n", "\r\n", "HTTP/1.1 201 Created\r\n",
      "X-Final: yes\r\n", "\r\n",
    ])
    #expect(parsed.statusCode == 201)
    #expect(parsed.fields.map(\.name) == ["X-Final"])
  }

  @Test func repeatedFieldsJoinWhateverTheirCase() {
    let parsed = head(["HTTP/1.1 200 OK\r\n", "Set-Cookie: a=1\r\n", "set-cookie: b=2\r\n"])
    #expect(parsed.headerFields == ["Set-Cookie": "a=1, b=2"])
  }

  @Test func foldedLinesContinueTheirField() {
    let parsed = head(["HTTP/1.1 200 OK\r\n", "X-Long: one\r\n", "\t two\r\n"])
    #expect(parsed.headerFields["X-Long"] == "one two")
  }

  @Test func garbageIsIgnoredNotTrapped() {
    var lines = ["HTTP/1.1 200 OK\r\n", "no colon here\r\n", ": no name\r\n", "\r\n\r\n"]
    lines.append(String(decoding: [0xFF, 0xFE, 0x3A, 0x00, 0x0A], as: UTF8.self))
    lines.append("Content-Length: -5\r\n")
    lines.append("Content-Length: 99999999999999999999999\r\n")
    let parsed = head(lines)
    #expect(parsed.statusCode == 200)
    #expect(parsed.contentLength == nil)
    var raw = CurlResponseHead()
    [UInt8]([0xFF, 0x3A, 0xFE, 0x0D, 0x0A]).withUnsafeBytes { raw.add($0) }
    raw.add(UnsafeRawBufferPointer(start: nil, count: 0))
    #expect(raw.statusCode == nil)
  }

  @Test func anUnparsableStatusMakesNoResponse() throws {
    let url = try #require(URL(string: "http://example.com/"))
    #expect(head(["HTTP/1.1 abc Nonsense\r\n"]).statusCode == nil)
    #expect(head(["HTTP/1.1 200 OK\r\n"]).response(url: url, statusCode: 0) == nil)
    #expect(head(["HTTP/1.1 200 OK\r\n"]).response(url: url, statusCode: 1_000) == nil)
  }

  @Test func fieldsBeyondTheLimitAreDropped() {
    var lines = ["HTTP/1.1 200 OK\r\n"]
    for index in 0..<(CurlResponseHead.maximumFields + 10) { lines.append("X-\(index): v\r\n") }
    #expect(head(lines).fields.count == CurlResponseHead.maximumFields)
  }
}
#endif
