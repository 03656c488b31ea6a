import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A header field that cannot go on the wire as it is: its name is not an HTTP token, or its
/// value holds a line break or NUL that would end the field early and let the rest pass for
/// another header (header injection).
///
/// The request fails with ``NetworkError/underlying(_:_:)`` carrying this error before anything
/// is sent. The error never holds the value (it may be a credential); its description shows
/// the name with control characters escaped.
public enum HeaderFieldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is empty or holds a character an HTTP token cannot (RFC 9110 §5.1): a space, a
  /// colon, CR, LF, NUL, a control or non-ASCII character…
  case invalidName(String)
  /// The value of the field `name` holds CR, LF or NUL.
  case invalidValue(name: String)

  /// The name of the field at fault.
  public var name: String {
    switch self {
    case .invalidName(let name), .invalidValue(let name): name
    }
  }

  /// What is wrong, with the name's control characters escaped and no value.
  public var description: String {
    let shown = name.debugDescription
    switch self {
    case .invalidName: return "The header name \(shown) is not a valid HTTP token."
    case .invalidValue: return "The value of the header \(shown) holds CR, LF or NUL."
    }
  }
}

extension HeaderFieldError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}

extension TransportRequest {
  /// Checks every header field this request sends: its own and the transport's session
  /// headers.
  ///
  /// - Parameter sessionHeaders: the headers the transport adds to every request.
  /// - Throws: ``NetworkError/underlying(_:_:)`` with a ``HeaderFieldError`` for the first
  ///   field that cannot be sent.
  func validateHeaders(sessionHeaders: [String: String]) throws(NetworkError) {
    try Self.validate(urlRequest.allHTTPHeaderFields ?? [:])
    try Self.validate(sessionHeaders)
  }

  private static func validate(_ fields: [String: String]) throws(NetworkError) {
    for (name, value) in fields {
      if let error = HeaderFieldError.check(name: name, value: value) {
        throw .underlying(error, nil)
      }
    }
  }
}

extension HeaderFieldError {
  /// What is wrong with the field `name: value`, or `nil` when it may be sent.
  static func check(name: String, value: String) -> HeaderFieldError? {
    guard !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) else { return .invalidName(name) }
    // CR, LF and NUL: what would cut the field short. Tabs and other bytes are left to the
    // server, as RFC 9110 lets a recipient decide (obs-text, HTAB inside a value).
    guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
      return .invalidValue(name: name)
    }
    return nil
  }

  /// Whether `byte` is a `tchar` of RFC 9110 §5.6.2: a letter, a digit, a backtick or one of
  /// `!#$%&'*+-.^_|~`.
  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "!"),
      UInt8(ascii: "#")...UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^")...UInt8(ascii: "`"),
      UInt8(ascii: "|"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }
}
