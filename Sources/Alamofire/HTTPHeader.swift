import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's `HTTPHeader`: one header field, a name and its value, with Alamofire's factories
/// for the common ones (`.authorization(bearerToken:)`, `.contentType(_:)` …).
///
/// ```swift
/// request.headers.add(.authorization(bearerToken: token))
/// ```
public struct HTTPHeader: Hashable, Sendable, CustomStringConvertible {
  /// The field name, as given.
  public let name: String
  /// The field value.
  public let value: String

  /// A field.
  ///
  /// - Parameters:
  ///   - name: the field name.
  ///   - value: its value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// `Name: value`.
  public var description: String { "\(name): \(value)" }

  /// `Accept: <value>`.
  ///
  /// - Parameter value: the media types accepted.
  /// - Returns: the field.
  public static func accept(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Accept", value: value)
  }

  /// `Accept-Charset: <value>`.
  ///
  /// - Parameter value: the character sets accepted.
  /// - Returns: the field.
  public static func acceptCharset(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Accept-Charset", value: value)
  }

  /// `Accept-Language: <value>`.
  ///
  /// - Parameter value: the languages accepted.
  /// - Returns: the field.
  public static func acceptLanguage(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Accept-Language", value: value)
  }

  /// `Accept-Encoding: <value>`.
  ///
  /// - Parameter value: the content codings accepted.
  /// - Returns: the field.
  public static func acceptEncoding(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Accept-Encoding", value: value)
  }

  /// `Authorization: Basic <base64 of username:password>`.
  ///
  /// - Parameters:
  ///   - username: the user.
  ///   - password: the password.
  /// - Returns: the field.
  public static func authorization(username: String, password: String) -> HTTPHeader {
    let token = Data("\(username):\(password)".utf8).base64EncodedString()
    return authorization("Basic \(token)")
  }

  /// `Authorization: Bearer <token>`.
  ///
  /// - Parameter bearerToken: the token.
  /// - Returns: the field.
  public static func authorization(bearerToken: String) -> HTTPHeader {
    authorization("Bearer \(bearerToken)")
  }

  /// `Authorization: <value>`, for any scheme.
  ///
  /// - Parameter value: the scheme and credentials.
  /// - Returns: the field.
  public static func authorization(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Authorization", value: value)
  }

  /// `Content-Disposition: <value>`.
  ///
  /// - Parameter value: the disposition.
  /// - Returns: the field.
  public static func contentDisposition(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Content-Disposition", value: value)
  }

  /// `Content-Encoding: <value>`.
  ///
  /// - Parameter value: the content coding of the body.
  /// - Returns: the field.
  public static func contentEncoding(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Content-Encoding", value: value)
  }

  /// `Content-Type: <value>`.
  ///
  /// - Parameter value: the media type of the body.
  /// - Returns: the field.
  public static func contentType(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "Content-Type", value: value)
  }

  /// `User-Agent: <value>`.
  ///
  /// - Parameter value: the user agent.
  /// - Returns: the field.
  public static func userAgent(_ value: String) -> HTTPHeader {
    HTTPHeader(name: "User-Agent", value: value)
  }
}
