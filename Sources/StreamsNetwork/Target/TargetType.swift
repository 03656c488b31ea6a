import Foundation

/// Describes one API call: where it goes, how, and with what, as Moya's `TargetType`.
///
/// Write it as an enum with a case per call (`case user(login: String)`) or as one struct per
/// call grouped in namespaces (`enum API { enum Users { struct Get: TargetType { … } } }`).
/// ``Endpoint/defaultMapping(for:)`` turns a target into an ``Endpoint``, and the endpoint into
/// a `URLRequest`.
public protocol TargetType {
  /// The server's base URL, e.g. `https://api.github.com` or `https://example.com/api/v1/`.
  var baseURL: URL { get }

  /// The path appended to ``baseURL``, e.g. `users/octocat`; empty for the base URL itself.
  ///
  /// A leading slash is optional: `"/users"` and `"users"` give the same URL. The path is a
  /// decoded path: characters a URL path cannot hold (`?`, `#`, space, `%`) are
  /// percent-encoded, so query items go in ``task``, not here.
  var path: String { get }

  /// The HTTP method.
  var method: HTTPMethod { get }

  /// Stubbed response data for tests; empty by default.
  var sampleData: Data { get }

  /// What the request carries (body, query, upload or download).
  var task: RequestTask { get }

  /// Which status codes the provider accepts; ``ValidationType/none`` by default.
  var validationType: ValidationType { get }

  /// Header fields to send, or `nil` for none.
  var headers: [String: String]? { get }

  /// The request's timeout in seconds, or `nil` (the default) for the session's.
  ///
  /// Values that are not finite and positive are ignored.
  var timeoutInterval: TimeInterval? { get }

  /// Whether the request may use a network the user marked as constrained (Low Data Mode);
  /// `true` by default. Applied where the platform's `URLRequest` has the property (not Linux).
  var allowsConstrainedNetworkAccess: Bool { get }

  /// The media types a response may have, checked after the status; `nil` (the default)
  /// checks nothing.
  ///
  /// Ranges such as `application/*` and suffixes such as `application/*+json` work; a response
  /// of another type fails with ``NetworkError/underlying(_:_:)`` carrying a
  /// ``ContentTypeError`` (``NetworkError/contentTypeError``). An empty body passes.
  var acceptableContentTypes: [String]? { get }

  /// The most bytes the response body may have, a download's file included; by default the
  /// provider's limit (``Provider/maximumResponseSize``, 100 MiB unless the provider says).
  ///
  /// A longer response fails with ``NetworkError/underlying(_:_:)`` carrying a
  /// ``ResponseTooLargeError``, and the transport stops reading it. Set it higher or lower
  /// than the provider's for this target alone: `var maximumResponseSize: Int { 1 << 30 }`;
  /// ``ResponseSizeLimit/unlimited`` reads any size. Values below zero count as zero. Stubbed
  /// responses are not limited.
  var maximumResponseSize: Int { get }
}

extension TargetType {
  /// No stubbed data.
  public var sampleData: Data { Data() }

  /// No status validation.
  public var validationType: ValidationType { .none }

  /// The session's timeout.
  public var timeoutInterval: TimeInterval? { nil }

  /// Constrained networks allowed.
  public var allowsConstrainedNetworkAccess: Bool { true }

  /// No content-type check.
  public var acceptableContentTypes: [String]? { nil }

  /// The limit of the provider sending the target (``ResponseSizeLimit/default`` when read
  /// outside one).
  public var maximumResponseSize: Int { ResponseSizeLimit.inEffect }
}
