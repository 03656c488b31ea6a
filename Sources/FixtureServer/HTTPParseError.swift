/// Why a request could not be parsed; each maps to the status the server answers with before
/// closing the connection.
package enum HTTPParseError: Error, Equatable, Sendable {
  /// The request line is not `METHOD SP target SP HTTP/x.y`.
  case malformedRequestLine
  /// A header line has no colon, an invalid name, a control byte, or is an obsolete fold.
  case malformedHeader
  /// The version is well formed but not HTTP/1.x.
  case unsupportedVersion
  /// The head grew past the configured limit without ending.
  case headTooLarge
  /// `Content-Length` is not one non-negative decimal number.
  case invalidContentLength
  /// Both `Content-Length` and `Transfer-Encoding`, which smuggling attacks rely on.
  case conflictingFraming
  /// A transfer coding other than `chunked`.
  case unsupportedTransferEncoding
  /// A chunk size line or chunk terminator is invalid.
  case malformedChunk
  /// The body is larger than the configured limit.
  case bodyTooLarge

  /// The response status for the error.
  package var status: Int {
    switch self {
    case .unsupportedVersion: 505
    case .headTooLarge: 431
    case .unsupportedTransferEncoding: 501
    case .bodyTooLarge: 413
    default: 400
    }
  }
}
