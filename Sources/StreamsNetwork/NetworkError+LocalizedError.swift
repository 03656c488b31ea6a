import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkError: LocalizedError {
  /// What failed, for which request, and what to do about it, e.g. "The server answered 404
  /// Not Found for GET https://api.example.com/users/x."
  public var errorDescription: String? {
    switch self {
    case .statusCode(let response):
      "The server answered \(Self.status(of: response))\(Self.call(of: response))."
        + Self.advice(for: response)
    case .jsonMapping(let response):
      "The response\(Self.call(of: response)) (\(Self.status(of: response)), "
        + "\(response.data.count) bytes) is not valid JSON, or has nothing at the key path."
    case .stringMapping(let response):
      "The response\(Self.call(of: response)) (\(Self.status(of: response))) is not UTF-8 "
        + "text, or has no string at the key path."
    case .imageMapping(let response):
      "The response\(Self.call(of: response)) (\(Self.status(of: response))) is not an image."
    case .objectMapping(let error, let response):
      "The response\(Self.call(of: response)) does not decode: \(Self.describe(error))"
    case .encodableMapping(let error):
      "The request body could not be encoded as JSON: \(Self.describe(error))"
    case .underlying(let error, let response):
      error.localizedDescription + (response.map { " (\(Self.call(of: $0, prefix: "")))" } ?? "")
    case .requestMapping(let url):
      "\"\(url)\" is not a valid URL; check the target's baseURL and path."
    case .parameterEncoding(let error):
      "The request parameters could not be encoded: \(error.localizedDescription)"
    case .contentType(let response, let expected):
      "The server answered with Content-Type "
        + "\(response.header("Content-Type") ?? "(none)")\(Self.call(of: response)); expected "
        + "\(expected.joined(separator: " or "))."
    }
  }

  /// `404 Not Found`.
  static func status(of response: Response) -> String {
    let reason = HTTPStatusText.reason(for: response.statusCode)
    return reason.isEmpty ? "\(response.statusCode)" : "\(response.statusCode) \(reason)"
  }

  /// ` for GET https://…` from the response's request (or URL); empty when neither is known.
  static func call(of response: Response, prefix: String = " for ") -> String {
    if let request = response.request, let url = request.url {
      return "\(prefix)\(request.httpMethod ?? "GET") \(url.absoluteString)"
    }
    if let url = response.url { return "\(prefix)\(url.absoluteString)" }
    return ""
  }

  private static func advice(for response: Response) -> String {
    switch response.statusCode {
    case 401: return " Sign in again or check the credentials sent."
    case 403: return " The credentials do not allow this request."
    case 426: return " Update the app or the client library."
    case 429, 503:
      guard let seconds = response.retryAfter() else { return " Try again later." }
      return " Try again in \(Int(seconds.rounded(.up))) seconds."
    default: return ""
    }
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
