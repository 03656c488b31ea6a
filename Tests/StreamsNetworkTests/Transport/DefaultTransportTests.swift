import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: libcurl on Linux, URLSession elsewhere, and URLSession with one
/// clear line when libcurl cannot be had.
@Suite(.checksResources) struct DefaultTransportTests {
  @Test func isLibcurlOnLinuxAndURLSessionElsewhere() {
    #if os(Linux)
    #expect(DefaultTransport.kind == .curl)
    #expect(DefaultTransport.make() is CurlTransport)
    #expect(DefaultTransport.make() as AnyObject === DefaultTransport.make() as AnyObject)
    #else
    #expect(DefaultTransport.kind == .urlSession)
    #expect(DefaultTransport.make() is URLSessionTransport)
    #endif
  }

  @Test func fallsBackToURLSessionWithOneLineSayingWhy() {
    struct Missing: Error, CustomStringConvertible {
      var description: String { "libcurl.so.4: cannot open shared object file" }
    }
    let lines = Locked<[String]>([])
    let transport = DefaultTransport.resolve(
      { throw Missing() }, log: { line in lines.withLock { $0.append(line) } })
    #expect(transport is URLSessionTransport)
    #expect(
      lines.withLock { $0 } == [
        "streams: libcurl.so.4: cannot open shared object file; falling back to "
          + "URLSessionTransport"
      ])
  }

  @Test func usesTheLibcurlTransportWhenItCanBeMade() {
    let lines = Locked<[String]>([])
    let made = URLSessionTransport()
    let transport = DefaultTransport.resolve(
      { made }, log: { line in lines.withLock { $0.append(line) } })
    #expect(transport as AnyObject === made)
    #expect(lines.withLock { $0 }.isEmpty)
  }
}
