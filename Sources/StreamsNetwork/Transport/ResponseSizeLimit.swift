import Foundation

/// The largest response body a provider accepts, in bytes.
///
/// A provider holds a response's body in memory until the response is complete, so a server
/// that sends without end (by accident or on purpose) would otherwise take all of it. Past the
/// limit the request fails with ``ResponseTooLargeError`` and the transport stops reading: at
/// once when `Content-Length` announces more, else as soon as the running total passes it.
/// Downloads to a file count the same way: a server must not fill the disk either.
///
/// Each provider has a limit (``Provider/maximumResponseSize``, ``default`` unless given) and
/// each target may set its own, higher or lower, with ``TargetType/maximumResponseSize`` (a
/// target answering ``default`` gets the provider's):
///
/// ```swift
/// extension Media: TargetType {
///   var maximumResponseSize: Int { 2 * 1024 * 1024 * 1024 }  // videos, to a file
/// }
/// ```
public enum ResponseSizeLimit {
  /// 100 MiB: far above what an API answers (a large JSON page is a few MiB), yet a body an app
  /// can hold without being killed for memory, even decoded.
  public static let `default` = 100 * 1024 * 1024

  /// No limit: the whole body is read, whatever its size.
  public static let unlimited = Int.max

  /// The limit for a request: `target`'s own, unless it answers ``default`` (as a target that
  /// does not set one does), which means the provider's; below zero counts as zero.
  ///
  /// - Parameters:
  ///   - target: the target's ``TargetType/maximumResponseSize``.
  ///   - provider: the provider's ``Provider/maximumResponseSize``.
  /// - Returns: the limit in bytes.
  static func resolved(target: Int, provider: Int) -> Int {
    max(0, target == ResponseSizeLimit.default ? provider : target)
  }

  /// Whether a response with `status` to a request with `method` carries a body that counts
  /// against the limit: not one to `HEAD`, nor a 1xx, 204 or 304, which announce (in
  /// `Content-Length`) the length of a body they do not carry.
  ///
  /// - Parameters:
  ///   - method: the request's method, any case; `nil` for `GET`.
  ///   - status: the response's status code, `nil` when unknown.
  /// - Returns: whether the announced length is checked.
  static func countsBody(method: String?, status: Int?) -> Bool {
    if method?.uppercased() == "HEAD" { return false }
    guard let status else { return true }
    return !(100..<200).contains(status) && status != 204 && status != 304
  }
}

/// A response whose body is larger than the request's limit (``TargetType/maximumResponseSize``
/// or the provider's): the request fails with ``NetworkError/underlying(_:_:)`` carrying this
/// error and the response's head (status and headers, no body).
public struct ResponseTooLargeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The limit, in bytes.
  public let limit: Int
  /// The length the response announced (`Content-Length`) when that alone passed the limit,
  /// before any of the body was read; `nil` when the bytes received passed it.
  public let announcedLength: Int64?

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - limit: the limit, in bytes.
  ///   - announcedLength: the announced length that passed it, if that is how it was found.
  public init(limit: Int, announcedLength: Int64? = nil) {
    self.limit = limit
    self.announcedLength = announcedLength
  }

  /// What happened, with the limit and the announced length.
  public var description: String {
    guard let announcedLength else {
      return "The response body is larger than the limit of \(limit) bytes."
    }
    return "The response announces \(announcedLength) bytes, more than the limit of \(limit)."
  }
}

extension ResponseTooLargeError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
