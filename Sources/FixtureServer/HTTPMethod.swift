/// An HTTP request method such as `GET`; methods are case-sensitive tokens.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The method token as sent on the request line.
  public let rawValue: String

  /// Creates a method from its token.
  ///
  /// - Parameter rawValue: The token, such as `"PATCH"`; case matters.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a method from a string literal, such as `"PROPFIND"`.
  ///
  /// - Parameter value: The token.
  public init(stringLiteral value: String) { rawValue = value }

  /// The token, for logs.
  public var description: String { rawValue }

  /// `GET`.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`; routed to the `GET` route when no `HEAD` route is registered.
  public static let head = HTTPMethod(rawValue: "HEAD")
  /// `POST`.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `OPTIONS`.
  public static let options = HTTPMethod(rawValue: "OPTIONS")
}
