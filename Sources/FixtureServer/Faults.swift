import Foundation

extension FixtureResponse {
  /// How the body is framed on the wire.
  public enum Transfer: Sendable, Equatable {
    /// One `Content-Length` body (the default).
    case contentLength
    /// `Transfer-Encoding: chunked`, in chunks of at most `chunkSize` bytes.
    case chunked(chunkSize: Int)
  }

  /// Sends the body `chunkSize` bytes at a time, pausing `interval` before each piece.
  public struct Drip: Sendable, Equatable {
    /// The bytes per piece (at least 1).
    public var chunkSize: Int
    /// The pause before each piece.
    public var interval: FixtureDuration

    /// Creates a drip.
    ///
    /// - Parameters:
    ///   - chunkSize: The bytes per piece; values below 1 count as 1.
    ///   - interval: The pause before each piece.
    public init(chunkSize: Int, interval: FixtureDuration) {
      self.chunkSize = max(1, chunkSize)
      self.interval = interval
    }
  }

  /// A deliberate protocol failure.
  public enum Fault: Sendable, Equatable {
    /// Send the head and the first `bodyBytes` of the body, then reset the connection
    /// (`SO_LINGER` 0, so the client sees RST).
    case resetAfter(bodyBytes: Int)
    /// Send the head (announcing the whole body) and the first `bodyBytes`, then close with a
    /// FIN: the client sees `Content-Length` larger than what arrived.
    case truncateAfter(bodyBytes: Int)
    /// Send these bytes instead of a response, then close.
    case raw(Data)
    /// Send nothing and close (an "empty reply"); with `reset`, close with RST instead of FIN.
    case noResponse(reset: Bool)
  }

  /// Bytes that are not an HTTP response: an invalid status line and a stray line.
  public static let garbageBytes = Data("HTTX/9.9 abc Nonsense\r\n\u{1}\u{2}garbage\r\n\r\n".utf8)

  /// A response that is not HTTP at all: `bytes` verbatim, then the connection closes.
  ///
  /// - Parameter bytes: What to send; by default an invalid status line.
  /// - Returns: The response.
  public static func garbage(_ bytes: Data = garbageBytes) -> FixtureResponse {
    var response = FixtureResponse(status: 200)
    response.fault = .raw(bytes)
    return response
  }

  /// No response at all: the server closes the connection (with RST when `reset`).
  ///
  /// - Parameter reset: Close with RST instead of FIN.
  /// - Returns: The response.
  public static func dropConnection(reset: Bool = false) -> FixtureResponse {
    var response = FixtureResponse(status: 200)
    response.fault = .noResponse(reset: reset)
    return response
  }

  /// This response, sent after `delay` of real time; a client that disconnects meanwhile is
  /// recorded as ``ConnectionEvent/Kind/droppedByClient``.
  ///
  /// - Parameter delay: How long to wait before the first byte.
  /// - Returns: The modified response.
  public func delayed(by delay: FixtureDuration) -> FixtureResponse {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// This response with its body sent in `chunkSize`-byte pieces, pausing `interval` before
  /// each piece (the head goes at once).
  ///
  /// - Parameters:
  ///   - chunkSize: The bytes per piece.
  ///   - interval: The pause before each piece.
  /// - Returns: The modified response.
  public func dripped(chunkSize: Int, interval: FixtureDuration) -> FixtureResponse {
    var copy = self
    copy.drip = Drip(chunkSize: chunkSize, interval: interval)
    return copy
  }

  /// This response with `Transfer-Encoding: chunked`.
  ///
  /// - Parameter chunkSize: The largest chunk; values below 1 count as 1.
  /// - Returns: The modified response.
  public func chunked(chunkSize: Int = 16_384) -> FixtureResponse {
    var copy = self
    copy.transfer = .chunked(chunkSize: max(1, chunkSize))
    return copy
  }

  /// This response cut off by a reset after `bodyBytes` bytes of the body.
  ///
  /// - Parameter bodyBytes: How much of the body gets out before the RST.
  /// - Returns: The modified response.
  public func resettingConnection(afterBodyBytes bodyBytes: Int) -> FixtureResponse {
    var copy = self
    copy.fault = .resetAfter(bodyBytes: max(0, bodyBytes))
    return copy
  }

  /// This response cut off by an orderly close after `bodyBytes` bytes, although its head
  /// announces the whole body.
  ///
  /// - Parameter bodyBytes: How much of the body gets out before the FIN.
  /// - Returns: The modified response.
  public func truncated(afterBodyBytes bodyBytes: Int) -> FixtureResponse {
    var copy = self
    copy.fault = .truncateAfter(bodyBytes: max(0, bodyBytes))
    return copy
  }

  /// This response followed by closing the connection (`Connection: close`).
  ///
  /// - Returns: The modified response.
  public func closingConnection() -> FixtureResponse {
    var copy = self
    copy.closesConnection = true
    return copy
  }

  /// This response with one more header.
  ///
  /// - Parameters:
  ///   - name: The header name.
  ///   - value: The value; replaces earlier values of the same name.
  /// - Returns: The modified response.
  public func header(_ name: String, _ value: String) -> FixtureResponse {
    var copy = self
    copy.headers[name] = value
    return copy
  }
}
