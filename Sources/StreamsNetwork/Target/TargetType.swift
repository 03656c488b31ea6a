import Foundation

/// Describes one API call: where it goes, how, and with what, as Moya's `TargetType`.
///
/// Write it as an enum with a case per call (`case user(login: String)`) or as one struct per
/// call grouped in namespaces (`enum API { enum Users { struct Get: TargetType { … } } }`).
/// ``Endpoint/defaultMapping(for:)`` turns a target into an ``Endpoint``, and the endpoint into
/// a `URLRequest`.
///
/// Optional members may be written without the optional (`var timeoutInterval: TimeInterval
/// { 5 }`): ``TargetTypeSpellings`` makes that spelling count too.
public protocol TargetType: TargetTypeSpellings, TargetMetatypeSendable {
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

  /// The longest the whole request may take, in seconds, as its subscriber sees it; `nil`
  /// (the default) for no limit but the session's.
  ///
  /// The provider counts it on its `scheduler` from `subscribe`, once per subscription, and it
  /// bounds everything the subscriber waits for: building the request, waiting for a
  /// ``RequestLimiter`` slot or an ``AuthenticationInterceptor``'s refresh, every attempt and
  /// every wait between retries. When it passes:
  ///
  /// - an attempt in flight fails as a transport timeout would: plugins hear
  ///   `URLError(.timedOut)` in `didReceive`, and the failure goes through the interceptors;
  /// - a ``RetryInterceptor`` does not start another attempt, nor a wait that would end at or
  ///   after the deadline: it delivers the last failure at once (so a retried request may end
  ///   before its deadline, with the last attempt's own error);
  /// - a request still waiting (queued, for a refresh, or between attempts) ends with
  ///   ``NetworkError/underlying(_:_:)`` wrapping `URLError(.timedOut)` and no response, and
  ///   leaves the queue or the refresh's waiters.
  ///
  /// So with retries it is a budget for all attempts and waits together, not a limit per
  /// attempt. Each subscriber of a coalesced call has its own deadline; the shared call
  /// itself is bounded by the deadline of the subscriber that started it. The value is also
  /// the `URLRequest`'s `timeoutInterval` (the session's idle timeout). Zero, negative and
  /// NaN mean no timeout, and so does a value too large for the clock to count (over about
  /// 292 years, `.infinity` included): nothing traps.
  ///
  /// Either spelling works: `var timeoutInterval: TimeInterval? { 5 }` or, as a
  /// `URLRequest` has it, `var timeoutInterval: TimeInterval { 5 }`.
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
  /// `var acceptableContentTypes: [String] { … }`, without the optional, works as well.
  var acceptableContentTypes: [String]? { get }

  /// The most bytes the response body may have, a download's file included; by default the
  /// provider's limit (``Provider/maximumResponseSize``, 100 MiB unless the provider says).
  ///
  /// A target that answers ``ResponseSizeLimit/default`` (as one that does not implement it
  /// does) gets its provider's limit; any other value is its own.
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

  /// The target's `timeoutInterval: TimeInterval` if it declares one; else no timeout of its
  /// own, the session's idle timeout only.
  public var timeoutInterval: TimeInterval? { try? timeoutInterval as TimeInterval }

  /// Constrained networks allowed.
  public var allowsConstrainedNetworkAccess: Bool { true }

  /// The target's `acceptableContentTypes: [String]` if it declares one; else no
  /// content-type check.
  public var acceptableContentTypes: [String]? { try? acceptableContentTypes as [String] }

  /// ``ResponseSizeLimit/default``, which a provider reads as "the provider's limit".
  public var maximumResponseSize: Int { ResponseSizeLimit.default }
}

#if compiler(>=6.2)
/// What lets generic code share a target's type across threads.
///
/// A closure made from `MoyaProvider.immediatelyStub` in a generic subclass captures
/// `Target.Type`. Every target is
/// a plain value type, so its metatype is always safe to share.
public typealias TargetMetatypeSendable = SendableMetatype
#else
/// Before Swift 6.2 metatypes are not checked for `Sendable`: nothing to require.
public protocol TargetMetatypeSendable {}
#endif
