import Foundation

/// What a route answers: a status, headers and a body, plus optional fault behaviour
/// (``delay``, ``drip``, ``transfer``, ``fault``) that shapes how it goes on the wire, or a
/// body written over time (``stream``).
///
/// The server adds `Content-Length` (or `Transfer-Encoding: chunked`) and, when it will close
/// the connection, `Connection: close`; a `Content-Length` set here is sent as given, so a test
/// can make it lie.
public struct FixtureResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// The reason phrase; `nil` uses the standard one for ``status``.
  public var reason: String?
  /// The headers, in order.
  public var headers: HTTPHeaders
  /// The body; not sent for `HEAD` requests, 1xx, 204 and 304.
  public var body: Data
  /// How long to wait before sending anything (real time).
  public var delay: FixtureDuration?
  /// Send the body in small pieces with a pause before each.
  public var drip: Drip?
  /// How the body is framed.
  public var transfer: Transfer
  /// A deliberate protocol failure instead of (or in the middle of) the response.
  public var fault: Fault?
  /// Close the connection after this response even if the client wants to keep it.
  public var closesConnection: Bool
  /// A body written over time instead of ``body``; when set, ``body``, ``drip``, ``transfer``
  /// and ``fault`` are not used (the script frames, paces and cuts the body itself).
  public var stream: StreamScript?

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: The headers.
  ///   - body: The body.
  public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    reason = nil
    self.headers = headers
    self.body = body
    delay = nil
    drip = nil
    transfer = .contentLength
    fault = nil
    closesConnection = false
    stream = nil
  }

  /// A JSON response from an `Encodable` value, encoded with sorted keys; if encoding fails the
  /// response is a 500 whose body names the error.
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status code.
  ///   - headers: Extra headers; `Content-Type: application/json` is added unless present.
  /// - Returns: The response.
  public static func json<Value: Encodable>(
    _ value: Value, status: Int = 200, headers: HTTPHeaders = [:]
  ) -> FixtureResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return json(try encoder.encode(value), status: status, headers: headers)
    } catch {
      return text("fixture could not encode JSON: \(error)", status: 500)
    }
  }

  /// A JSON response from bytes that already are JSON.
  ///
  /// - Parameters:
  ///   - data: The JSON bytes, sent as they are.
  ///   - status: The status code.
  ///   - headers: Extra headers; `Content-Type: application/json` is added unless present.
  /// - Returns: The response.
  public static func json(_ data: Data, status: Int = 200, headers: HTTPHeaders = [:])
    -> FixtureResponse
  {
    self.data(data, status: status, contentType: "application/json", headers: headers)
  }

  /// A UTF-8 plain-text response.
  ///
  /// - Parameters:
  ///   - text: The body text.
  ///   - status: The status code.
  ///   - headers: Extra headers; `Content-Type: text/plain; charset=utf-8` is added unless present.
  /// - Returns: The response.
  public static func text(_ text: String, status: Int = 200, headers: HTTPHeaders = [:])
    -> FixtureResponse
  {
    data(
      Data(text.utf8), status: status, contentType: "text/plain; charset=utf-8", headers: headers)
  }

  /// A response with raw bytes.
  ///
  /// - Parameters:
  ///   - data: The body.
  ///   - status: The status code.
  ///   - contentType: The `Content-Type`, added unless `headers` has one.
  ///   - headers: Extra headers.
  /// - Returns: The response.
  public static func data(
    _ data: Data, status: Int = 200, contentType: String = "application/octet-stream",
    headers: HTTPHeaders = [:]
  ) -> FixtureResponse {
    var all = headers
    if !all.contains("Content-Type") { all["Content-Type"] = contentType }
    return FixtureResponse(status: status, headers: all, body: data)
  }

  /// A response with an empty body, such as `.status(204)`.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: The headers.
  /// - Returns: The response.
  public static func status(_ status: Int, headers: HTTPHeaders = [:]) -> FixtureResponse {
    FixtureResponse(status: status, headers: headers)
  }

  /// A large body with a known pattern (byte *i* is `i % 251`), for 1 MB+ transfer tests.
  ///
  /// - Parameters:
  ///   - byteCount: The body size in bytes.
  ///   - status: The status code.
  /// - Returns: The response; compare what arrived with ``patternBody(byteCount:)``.
  public static func pattern(byteCount: Int, status: Int = 200) -> FixtureResponse {
    data(patternBody(byteCount: byteCount), status: status)
  }

  /// The bytes ``pattern(byteCount:status:)`` sends.
  ///
  /// - Parameter byteCount: The size in bytes.
  /// - Returns: Byte *i* is `i % 251` (a prime, so the pattern never lines up with buffer sizes).
  public static func patternBody(byteCount: Int) -> Data {
    let period = Data((0..<251).map { UInt8($0) })
    var body = Data(capacity: max(0, byteCount))
    while body.count < byteCount { body.append(period.prefix(byteCount - body.count)) }
    return body
  }

  /// The default answer for an unknown route: 404 with a JSON body naming the method and path.
  ///
  /// - Parameter request: The unmatched request.
  /// - Returns: `404 {"error":"no route","method":"GET","path":"/x"}`.
  public static func notFound(for request: FixtureRequest) -> FixtureResponse {
    json(
      ["error": "no route", "method": request.method.rawValue, "path": request.path], status: 404)
  }

  /// Whether a body goes on the wire at all for this status.
  var statusAllowsBody: Bool { !(100..<200).contains(status) && status != 204 && status != 304 }
}
