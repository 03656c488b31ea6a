import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a ``Response`` gets its `HTTPURLResponse`: one made already (or none), or one made
/// from the transport's head on the first read.
enum HTTPResponseSource: Sendable {
  /// What the deferred source holds: the head until the first read, then what was made.
  enum Deferred {
    case head(HTTPResponseHead)
    case made(HTTPURLResponse?)
  }

  /// The response as given, or `nil`.
  case made(HTTPURLResponse?)
  /// The head, replaced by its response on the first read; the lock makes concurrent first
  /// reads make it once and see the same object.
  case deferred(Locked<Deferred>)

  /// A source that makes the response from `head` on the first read.
  static func deferring(_ head: HTTPResponseHead) -> HTTPResponseSource {
    .deferred(Locked(.head(head)))
  }

  /// The `HTTPURLResponse`, made now if this is the first read of a deferred one.
  var response: HTTPURLResponse? {
    switch self {
    case .made(let response):
      return response
    case .deferred(let state):
      // Making the response runs Foundation code only, never an observer: safe in the lock.
      return state.withLock { state in
        switch state {
        case .made(let response):
          return response
        case .head(let head):
          let response = head.httpURLResponse()
          state = .made(response)
          return response
        }
      }
    }
  }
}
