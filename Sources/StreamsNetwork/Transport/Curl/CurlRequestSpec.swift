#if os(Linux)
import Foundation
import FoundationNetworking

/// What the libcurl transport sends: the request reduced to what an easy handle needs.
///
/// Made from a ``TransportRequest`` in one place (`CurlRequestSpec+TransportRequest.swift`),
/// so that a change in the shape of the requests reaching transports touches that file only.
/// A redirect derives the next spec from this one (`CurlRequestSpec+Redirect.swift`).
package struct CurlRequestSpec: Sendable {
  /// Where the request body comes from.
  package enum Body: Sendable {
    /// No body.
    case none
    /// These bytes.
    case data(Data)
    /// The contents of a file, read as they are sent.
    case file(URL)
    /// A stream, read once as it is sent (so not repeatable on a 307 or 308).
    case stream(CurlBodyStream)

    /// Whether there is something to send.
    package var isEmpty: Bool {
      if case .none = self { return true }
      if case .data(let data) = self { return data.isEmpty }
      return false
    }
  }

  /// Moves a finished download (its temporary file) where it belongs; a thrown error fails
  /// the request.
  package typealias Download =
    @Sendable (_ temporaryURL: URL, _ response: HTTPURLResponse) throws -> Void

  /// The method, upper case as given (`GET`, `POST`, …).
  package var method: String
  /// The absolute `http` or `https` URL.
  package var url: URL
  /// The header fields, in the order they go out.
  package var headers: [(name: String, value: String)]
  /// The body.
  package var body: Body
  /// Set for a download: the response body goes to a file handed to this closure.
  package var download: Download?
  /// The whole-request deadline in milliseconds, 0 for none.
  package var timeoutMilliseconds: Int
  /// The longest wait for a connection in milliseconds, 0 for libcurl's own (a streamed
  /// request's bound in place of the deadline).
  package var connectTimeoutMilliseconds = 0
  /// The most bytes the response body may have (``TransportRequest/maximumResponseSize``),
  /// never negative.
  package var maximumResponseSize: Int
  /// Whether progress is reported (else libcurl's progress callback is not even installed).
  package var reportsProgress: Bool

  /// The value of header `name`, whatever its case.
  package func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }

  /// Whether the method is `HEAD`, whose response has no body.
  package var isHead: Bool { method == "HEAD" }
}

/// A request body stream, read only on the transport's event-loop thread.
package final class CurlBodyStream: @unchecked Sendable {
  // Safe to share: the stream is opened, read and closed only by the one transfer that sends
  // it, on the transport's event-loop thread; other threads only pass the reference along.
  let stream: InputStream

  init(_ stream: InputStream) { self.stream = stream }
}
#endif
