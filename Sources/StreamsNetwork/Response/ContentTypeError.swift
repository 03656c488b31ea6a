import Foundation

/// A response whose `Content-Type` is missing, malformed or not one the request accepts
/// (``TargetType/acceptableContentTypes``, ``Response/filter(contentTypes:)``).
///
/// The request fails with ``NetworkError/underlying(_:_:)`` carrying this error and the
/// response, the shape Moya gives Alamofire's content-type validation, so a `switch` written
/// for `MoyaError` still covers it. ``NetworkError/contentTypeError`` finds it:
///
/// ```swift
/// if let rejected = (error as? NetworkError)?.contentTypeError {
///   print("got \(rejected.contentType ?? "no type"), wanted \(rejected.acceptableContentTypes)")
/// }
/// ```
public struct ContentTypeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `Content-Type` the response carried, as sent; `nil` when it had none.
  public let contentType: String?
  /// The media ranges the request accepts, as given.
  public let acceptableContentTypes: [String]

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - contentType: the response's `Content-Type`, if it had one.
  ///   - acceptableContentTypes: the media ranges the request accepts.
  public init(contentType: String?, acceptableContentTypes: [String]) {
    self.contentType = contentType
    self.acceptableContentTypes = acceptableContentTypes
  }

  /// What was received and what was expected, e.g. "The server answered with Content-Type
  /// text/html; expected application/json."
  public var description: String { description(call: "") }

  /// The description with the call named after the type: `call` is " for GET https://…" or
  /// empty.
  func description(call: String) -> String {
    "The server answered with Content-Type \(contentType ?? "(none)")\(call); expected "
      + "\(acceptableContentTypes.joined(separator: " or "))."
  }
}

extension ContentTypeError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}

extension NetworkError {
  /// The content-type failure this error wraps, if it is one: ``underlying(_:_:)`` carrying a
  /// ``ContentTypeError``.
  public var contentTypeError: ContentTypeError? {
    guard case .underlying(let error as ContentTypeError, _) = self else { return nil }
    return error
  }
}
