/// An HTTP request method, spelled as Alamofire's `HTTPMethod` (Moya's `Method`).
///
/// A struct rather than an enum so any extension method (`PROPFIND`, `QUERY`…) can be written
/// as `HTTPMethod(rawValue: "PROPFIND")` without waiting for a new case.
public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
  /// `CONNECT`: establishes a tunnel to the target server.
  public static let connect = HTTPMethod(rawValue: "CONNECT")
  /// `DELETE`: removes the target resource.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `GET`: transfers a representation of the target resource.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`: like `GET`, without the body.
  public static let head = HTTPMethod(rawValue: "HEAD")
  /// `OPTIONS`: describes the communication options for the target resource.
  public static let options = HTTPMethod(rawValue: "OPTIONS")
  /// `PATCH`: applies a partial modification to the target resource.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `POST`: processes the enclosed representation.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: replaces the target resource with the enclosed representation.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `TRACE`: performs a message loop-back test.
  public static let trace = HTTPMethod(rawValue: "TRACE")

  /// The method token as sent on the wire, such as `"GET"`.
  public let rawValue: String

  /// Creates a method from its token.
  ///
  /// - Parameter rawValue: the method token, e.g. `"PROPFIND"`; it is sent as given.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Whether sending the request twice has the same intended effect as sending it once
  /// (RFC 9110 §9.2.2): `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS` and `TRACE`.
  ///
  /// Retry logic uses this to decide whether a failed request may be resent blindly.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete, .options, .trace: true
    default: false
    }
  }
}

extension HTTPMethod: CustomStringConvertible {
  /// The method token, such as `GET`.
  public var description: String { rawValue }
}

/// Moya's name for the request method, so `var method: Method { .get }` ports unchanged.
public typealias Method = HTTPMethod
