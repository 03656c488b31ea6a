import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request on its way from a provider to the transport: the one value every interceptor,
/// the attempt and the transport work on.
///
/// A provider makes it once per subscription, after the endpoint, the request closure and
/// every plugin's `prepare`, and resolves there what the later stages read: the target
/// (``MultiTarget`` layers removed), the method (parsed once), the body as the transport
/// sends it (an upload, a download, or the `URLRequest`'s own body), the response size limit,
/// the deadline and whether anyone observes progress. Interceptors may change
/// ``urlRequest``'s header fields before calling `next` (credentials, validators); the method
/// and URL stay as built.
///
/// Progress travels beside the responses, not in them: a stage that wants it reads
/// ``onProgress``, and one that shares a call among subscribers (``RequestCoalescer``) hands
/// each of them the shared call's progress by replacing it.
public struct ProviderRequest {
  /// The target being requested, unwrapped from any ``MultiTarget`` layers: cast it to a
  /// capability (`as? any Retryable`) to read what it chooses.
  public let target: any TargetType
  /// Its endpoint.
  public let endpoint: Endpoint
  /// The request method, from the built request, uppercased.
  public let method: HTTPMethod
  /// The provider's clock, for waits (retry backoff) that tests run on virtual time.
  public let scheduler: SchedulerType
  /// When the whole request must be over, on ``scheduler``'s clock: `subscribe` plus the
  /// target's `timeoutInterval`; `nil` without one.
  ///
  /// For a streamed request (``isStreamed``), when its head must have arrived.
  ///
  /// The provider enforces it (see ``TargetType/timeoutInterval``); an interceptor that waits
  /// should not start a wait that ends after it, since the subscriber will have timed out.
  public let deadline: Date?
  /// What the transport is handed: the request after plugins and interceptors, the upload or
  /// download, the response size limit and whether progress is measured.
  public private(set) var transportRequest: TransportRequest
  /// Receives the progress of the attempts, or `nil` when nobody observes it.
  public var onProgress: ((Progress) -> Void)? {
    didSet { transportRequest.reportsProgress = onProgress != nil }
  }
  /// The provider's armed deadline behind ``deadline``, which attempts register with.
  let armedDeadline: RequestDeadline?
  /// The streamed request's operation, which takes the chunks beside the interceptors;
  /// `nil` for a collected request.
  let stream: StreamOperation?

  /// Whether the response is streamed (``Provider/stream(_:)``).
  ///
  /// The interceptors see a streamed response's head alone, as a response without body, and
  /// its body goes to the subscriber beside them. A cache or a coalescer passes such a
  /// request through untouched.
  public var isStreamed: Bool { stream != nil }

  /// The request after every plugin's `prepare`; an interceptor may change its header fields
  /// before `next`.
  public var urlRequest: URLRequest {
    get { transportRequest.urlRequest }
    set { transportRequest.urlRequest = newValue }
  }

  /// Whether a subscriber observes progress.
  public var reportsProgress: Bool { onProgress != nil }

  /// Whether the request moves a file or a form: an upload from a file or a multipart form,
  /// or a download to a file (what a cache leaves alone).
  public var transfersFile: Bool {
    transportRequest.upload != nil || transportRequest.download != nil
  }

  /// Creates the request a provider would send; tests of interceptors make these too.
  ///
  /// - Parameters:
  ///   - target: the target being requested; ``MultiTarget`` layers are removed.
  ///   - endpoint: its endpoint, whose task gives the upload or download.
  ///   - urlRequest: the built request.
  ///   - scheduler: the provider's clock.
  ///   - deadline: when the whole request must be over, on `scheduler`'s clock; `nil` (the
  ///     default) for none. Interceptors read it; only the requests a provider makes are
  ///     also ended by it.
  ///   - maximumResponseSize: the provider's response size limit, for a target that sets
  ///     none (``TargetType/maximumResponseSize``).
  ///   - onProgress: receives progress, or `nil` (the default) when nobody observes it.
  /// - Throws: ``NetworkError/parameterEncoding(_:)`` when a multipart body cannot be encoded.
  public init(
    target: any TargetType, endpoint: Endpoint, urlRequest: URLRequest,
    scheduler: SchedulerType, deadline: Date? = nil,
    maximumResponseSize: Int = ResponseSizeLimit.default,
    onProgress: ((Progress) -> Void)? = nil
  ) throws(NetworkError) {
    try self.init(
      target: target, endpoint: endpoint, urlRequest: urlRequest, encodesBody: true,
      scheduler: scheduler, deadline: nil, due: deadline,
      maximumResponseSize: maximumResponseSize, onProgress: onProgress)
  }

  /// The request a provider sends.
  ///
  /// - Parameters:
  ///   - target: the target, as the provider was given it.
  ///   - endpoint: its endpoint.
  ///   - urlRequest: the request after every plugin's `prepare`.
  ///   - encodesBody: `false` for a stubbed request, whose multipart form is not encoded (as
  ///     in Moya, a stub never reads the parts).
  ///   - scheduler: the provider's clock.
  ///   - deadline: the subscription's armed deadline, or `nil`.
  ///   - due: the deadline's date when none is armed (a request made by hand).
  ///   - maximumResponseSize: the provider's limit.
  ///   - onProgress: receives progress, or `nil`.
  ///   - stream: the streamed request's operation, or `nil` (the default) for a collected one.
  /// - Throws: ``NetworkError/parameterEncoding(_:)`` when a multipart body cannot be encoded.
  init(
    target: any TargetType, endpoint: Endpoint, urlRequest: URLRequest, encodesBody: Bool,
    scheduler: SchedulerType, deadline: RequestDeadline?, due: Date? = nil,
    maximumResponseSize: Int, onProgress: ((Progress) -> Void)?, stream: StreamOperation? = nil
  ) throws(NetworkError) {
    let unwrapped = MultiTarget.unwrapped(target)
    self.target = unwrapped
    self.endpoint = endpoint
    method = urlRequest.httpMethod.map { HTTPMethod(rawValue: $0.uppercasedMethodName) } ?? .get
    self.scheduler = scheduler
    self.deadline = deadline?.due ?? due
    armedDeadline = deadline
    var transport = try TransportRequest.make(urlRequest, task: endpoint.task, encodesBody)
    transport.maximumResponseSize = ResponseSizeLimit.resolved(
      target: unwrapped.maximumResponseSize, provider: maximumResponseSize)
    transport.reportsProgress = onProgress != nil
    transportRequest = transport
    self.onProgress = onProgress
    self.stream = stream
  }

  /// Whether ``deadline`` is too close for a wait of `seconds`: the wait would end at or after
  /// it, or the provider's deadline has fired already.
  ///
  /// - Parameter seconds: the wait, from the scheduler's now.
  /// - Returns: `true` when the wait would outlast the request.
  public func deadlineForbids(waiting seconds: TimeInterval) -> Bool {
    if armedDeadline?.hasPassed == true { return true }
    guard let deadline else { return false }
    return scheduler.now.addingTimeInterval(max(0, seconds)) >= deadline
  }
}
