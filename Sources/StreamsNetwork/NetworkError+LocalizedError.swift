import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkError: LocalizedError {
  /// What failed, for which request, and what to do about it, e.g. "The server answered 404
  /// Not Found for GET https://api.example.com/users/x."
  ///
  /// URLs and quoted messages are redacted as ``Redaction/current`` says: a `?token=…` reads
  /// `?token=<redacted>`. ``description(redaction:)`` takes another redaction.
  public var errorDescription: String? { description(redaction: .current) }

  /// What failed, for which request, and what to do about it, redacted as told.
  ///
  /// - Parameter redaction: what the text must not show; ``Redaction/none`` shows every query
  ///   value (URL passwords stay hidden).
  /// - Returns: the description.
  public func description(redaction: Redaction) -> String {
    let call = { (response: Response) in Self.call(of: response, redaction: redaction) }
    switch self {
    case .statusCode(let response):
      return "The server answered \(Self.status(of: response))\(call(response))."
        + Self.advice(for: response)
    case .jsonMapping(let response):
      return "The response\(call(response)) (\(Self.status(of: response)), "
        + "\(response.data.count) bytes) is not valid JSON, or has nothing at the key path."
    case .stringMapping(let response):
      return "The response\(call(response)) (\(Self.status(of: response))) is not UTF-8 "
        + "text, or has no string at the key path."
    case .imageMapping(let response):
      return "The response\(call(response)) (\(Self.status(of: response))) is not an image."
    case .objectMapping(let error, let response):
      return "The response\(call(response)) does not decode: "
        + redaction.text(Self.describe(error))
    case .encodableMapping(let error):
      return "The request body could not be encoded as JSON: "
        + redaction.text(Self.describe(error))
    case .underlying(let error, let response):
      let text =
        (error as? NetworkError)?.description(redaction: redaction)
        ?? redaction.text(error.localizedDescription)
      return text
        + (response.map { " (\(Self.call(of: $0, prefix: "", redaction: redaction)))" } ?? "")
    case .requestMapping(let url):
      return "\"\(redaction.text(url))\" is not a valid URL; check the target's baseURL and path."
    case .parameterEncoding(let error):
      return "The request parameters could not be encoded: "
        + Self.describe(encoding: error, redaction: redaction)
    case .contentType(let response, let expected):
      return "The server answered with Content-Type "
        + "\(response.header("Content-Type") ?? "(none)")\(call(response)); expected "
        + "\(expected.joined(separator: " or "))."
    }
  }

  /// `404 Not Found`.
  static func status(of response: Response) -> String {
    let reason = HTTPStatusText.reason(for: response.statusCode)
    return reason.isEmpty ? "\(response.statusCode)" : "\(response.statusCode) \(reason)"
  }

  /// ` for GET https://…` from the response's request (or URL), redacted; empty when neither
  /// is known.
  static func call(of response: Response, prefix: String = " for ", redaction: Redaction)
    -> String
  {
    if let request = response.request, let url = request.url {
      return "\(prefix)\(request.httpMethod ?? "GET") \(redaction.url(url))"
    }
    if let url = response.url { return "\(prefix)\(redaction.url(url))" }
    return ""
  }

  private static func advice(for response: Response) -> String {
    switch response.statusCode {
    case 401: " Sign in again or check the credentials sent."
    case 403: " The credentials do not allow this request."
    case 426: " Update the app or the client library."
    case 429, 503: retryAdvice(seconds: response.retryAfter())
    default: ""
    }
  }

  /// The longest wait, in seconds, the advice spells out.
  ///
  /// A longer one, or one that is not a number of seconds, reads "Try again later."
  static let longestAdvisedWait = 86_400

  /// The advice for a `Retry-After`, which never traps, whatever the server sent.
  ///
  /// " Try again in 30 seconds." for a wait of up to a day; " Try again later." for none, a
  /// longer one, or one that is not a finite number of seconds.
  ///
  /// - Parameter seconds: the parsed `Retry-After`, if any.
  /// - Returns: the advice, with a leading space.
  package static func retryAdvice(seconds: TimeInterval?) -> String {
    // NaN and negative waits give no advice; `Int.clamped` saturates instead of trapping.
    guard let seconds, seconds >= 0 else { return " Try again later." }
    let whole = Int.clamped(seconds, rounding: .up)
    guard whole <= longestAdvisedWait else { return " Try again later." }
    return whole == 1 ? " Try again in 1 second." : " Try again in \(whole) seconds."
  }

  /// A parameter-encoding failure, redacted: a pre-encoded value under a redacted key is not
  /// quoted.
  private static func describe(encoding error: any Error, redaction: Redaction) -> String {
    var text = error.localizedDescription
    if case .invalidPercentEncoding(let name, let value)? = error as? ParameterEncodingError,
      !value.isEmpty, redaction.redactsQueryKey(name)
    {
      text = text.replacingOccurrences(of: value, with: Redaction.placeholder)
    }
    return redaction.text(text)
  }

  /// A `DecodingError` as "what is wrong at which path"; other errors as they describe
  /// themselves.
  static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return error.localizedDescription }
    func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (key.map { [$0] } ?? [])
      let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.isEmpty ? "the top level" : String(text.drop(while: { $0 == "." }))
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
      return "missing key at \(path(context, key))."
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context)). \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "expected \(type) but found null at \(path(context))."
    case .dataCorrupted(let context):
      return "invalid data at \(path(context)). \(context.debugDescription)"
    @unknown default:
      return decodingError.localizedDescription
    }
  }
}

extension NetworkError: CustomStringConvertible, CustomDebugStringConvertible {
  /// The same text as ``errorDescription``, redacted as ``Redaction/current`` says, so
  /// `print(error)` and `"\(error)"` show no secret either.
  public var description: String { description(redaction: .current) }

  /// The case, the redacted description and, for a wrapped error, its domain and code.
  public var debugDescription: String {
    guard let underlyingError else { return "NetworkError.\(caseName): \(description)" }
    let wrapped = underlyingError as NSError
    return "NetworkError.\(caseName): \(description) [\(wrapped.domain) \(wrapped.code)]"
  }

  private var caseName: String {
    switch self {
    case .imageMapping: "imageMapping"
    case .jsonMapping: "jsonMapping"
    case .stringMapping: "stringMapping"
    case .objectMapping: "objectMapping"
    case .encodableMapping: "encodableMapping"
    case .statusCode: "statusCode"
    case .underlying: "underlying"
    case .requestMapping: "requestMapping"
    case .parameterEncoding: "parameterEncoding"
    case .contentType: "contentType"
    }
  }
}

/// The reason phrases of common HTTP statuses (RFC 9110 and friends), for error messages.
enum HTTPStatusText {
  private static let phrases: [Int: String] = [
    100: "Continue", 101: "Switching Protocols", 200: "OK", 201: "Created",
    202: "Accepted", 204: "No Content", 206: "Partial Content", 301: "Moved Permanently",
    302: "Found", 303: "See Other", 304: "Not Modified", 307: "Temporary Redirect",
    308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized",
    402: "Payment Required", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    406: "Not Acceptable", 407: "Proxy Authentication Required", 408: "Request Timeout",
    409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
    413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
    416: "Range Not Satisfiable", 417: "Expectation Failed", 418: "I'm a teapot",
    421: "Misdirected Request", 422: "Unprocessable Content", 423: "Locked",
    424: "Failed Dependency", 425: "Too Early", 426: "Upgrade Required",
    428: "Precondition Required", 429: "Too Many Requests",
    431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    507: "Insufficient Storage", 508: "Loop Detected", 511: "Network Authentication Required",
  ]

  /// The reason phrase for `statusCode`, or an empty string for an unknown one.
  static func reason(for statusCode: Int) -> String { phrases[statusCode] ?? "" }
}
