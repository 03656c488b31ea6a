import Dispatch
import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns targets into cold sequences of responses, as Moya's `MoyaProvider`.
///
/// Nothing is sent until a sequence is subscribed; each subscription sends one request, and
/// disposing it cancels the transport task. A request keeps what it needs alive (the
/// transport, the closures, the plugins): letting the provider go out of scope never cancels a
/// request that is still subscribed.
///
/// Events arrive on the transport's own queue unless `callbackQueue` is given; nothing is
/// queued on the main queue by default. Use `observe(on:)` or a `Driver` for main.
///
/// As Moya's, the class is open: a subclass may pass fixed arguments to `super.init`, and
/// override ``endpoint(_:)`` (every request, reactive or not, is built from it) and the callback
/// ``request(_:callbackQueue:progress:completion:)``.
open class Provider<Target: TargetType>: @unchecked Sendable {
  // Safe to share: every stored property is a `let`; the closures and plugins are called from
  // whichever thread runs a request, as in Moya, and must be safe for that. A subclass that
  // adds mutable state makes that state safe itself.

  /// Maps a target to an endpoint.
  public typealias EndpointClosure = (Target) -> Endpoint
  /// Receives the request built from an endpoint, or the error that prevented it.
  public typealias RequestResultClosure = (Result<URLRequest, NetworkError>) -> Void
  /// Builds the request for an endpoint and hands it to the closure it is given.
  public typealias RequestClosure = (Endpoint, @escaping RequestResultClosure) -> Void
  /// Decides whether a target is stubbed.
  public typealias StubClosure = (Target) -> StubBehavior

  /// Maps targets to endpoints.
  public let endpointClosure: EndpointClosure
  /// Builds requests from endpoints.
  public let requestClosure: RequestClosure
  /// Decides which targets are stubbed.
  public let stubClosure: StubClosure
  /// The queue events are delivered on, or `nil` for the transport's own queue.
  public let callbackQueue: DispatchQueue?
  /// Sends requests.
  public let session: Transport
  /// Plugins, called in order.
  public let plugins: [PluginType]
  /// The clock for stub delays, request deadlines and interceptors' waits.
  public let scheduler: SchedulerType
  /// Steps wrapped around every request, the first outermost (retry, cache, auth, limits).
  public let interceptors: [RequestInterceptor]
  /// The most bytes a response body may have, for targets that do not set their own
  /// ``TargetType/maximumResponseSize``.
  public let maximumResponseSize: Int
  /// Whether identical requests in flight, of any method, share one call and are listed in
  /// ``inflightRequests``, as with Moya's `trackInflights` (see `Provider+Inflight.swift`).
  public let trackInflights: Bool

  let callbackScheduler: SerialDispatchQueueScheduler?
  /// The stages after the request is built: interceptors, attempts, transport
  /// (`RequestPath.swift` draws the whole path).
  let path: RequestPath

  /// Creates a provider; every parameter has Moya's default.
  ///
  /// - Parameters:
  ///   - endpointClosure: maps targets to endpoints (``Endpoint/defaultMapping(for:)``).
  ///   - requestClosure: builds requests from endpoints (``defaultRequestMapping(for:closure:)``).
  ///   - stubClosure: which targets are stubbed (``neverStub(_:)``).
  ///   - callbackQueue: where events are delivered; `nil` delivers on the transport's queue.
  ///   - session: the transport (``DefaultTransport/make()``: libcurl on Linux, a new
  ///     ``URLSessionTransport`` on Apple platforms).
  ///   - plugins: plugins, called in order.
  ///   - scheduler: the clock for stub delays, deadlines and interceptors' waits; `nil` uses a
  ///     serial dispatch scheduler of its own. Pass a `TestScheduler` to test timing on
  ///     virtual time.
  ///   - interceptors: steps wrapped around every request, the first outermost; by default a
  ///     ``RequestCoalescer``, so identical `GET`s in flight share one call. A list given here
  ///     replaces the default: include a coalescer in it to keep that.
  ///   - maximumResponseSize: the most bytes a response body may have (a download's file
  ///     included), unless its target sets ``TargetType/maximumResponseSize``; a longer one fails
  ///     with ``ResponseTooLargeError``. 100 MiB by default (``ResponseSizeLimit/default``);
  ///     ``ResponseSizeLimit/unlimited`` reads any size, as Moya does.
  ///   - trackInflights: whether identical requests in flight, of any method, share one call
  ///     and are listed in ``inflightRequests``, as Moya's; `false` by default, which leaves
  ///     sharing to `interceptors` (the default coalescer shares `GET`s).
  public init(
    endpointClosure: @escaping EndpointClosure = { Endpoint.defaultMapping(for: $0) },
    requestClosure: @escaping RequestClosure = { endpoint, closure in
      defaultRequestMapping(for: endpoint, closure: closure)
    },
    stubClosure: @escaping StubClosure = { _ in .never },
    callbackQueue: DispatchQueue? = nil,
    session: Transport = DefaultTransport.make(),
    plugins: [PluginType] = [],
    scheduler: SchedulerType? = nil,
    interceptors: [RequestInterceptor] = [RequestCoalescer()],
    maximumResponseSize: Int = ResponseSizeLimit.default,
    trackInflights: Bool = false
  ) {
    self.endpointClosure = endpointClosure
    self.requestClosure = requestClosure
    self.stubClosure = stubClosure
    self.callbackQueue = callbackQueue
    self.session = session
    self.plugins = plugins
    self.scheduler =
      scheduler
      ?? SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "streams.provider")
    self.interceptors = trackInflights ? Self.trackingInflights(interceptors) : interceptors
    self.maximumResponseSize = maximumResponseSize
    self.trackInflights = trackInflights
    callbackScheduler = callbackQueue.map { SerialDispatchQueueScheduler(serialQueue: $0) }
    path = RequestPath(
      interceptors: self.interceptors, plugins: plugins, session: session,
      scheduler: self.scheduler)
  }

  /// The endpoint for `target`, as the provider's `endpointClosure` makes it; every request
  /// is built from it, so a subclass's override applies to all of them.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the endpoint.
  open func endpoint(_ target: Target) -> Endpoint { endpointClosure(target) }

  /// Sends `target` at once and reports through callbacks, as Moya's non-reactive API.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - callbackQueue: where the callbacks run; `nil` uses the provider's `callbackQueue`, or
  ///     the transport's queue when that is `nil` too.
  ///   - progress: receives progress steps, when given.
  ///   - completion: receives the outcome exactly once, when the request is over (unless it
  ///     is cancelled): the last response — under ``CachePolicy/cacheThenNetwork`` the
  ///     network's, or the stored one when the network fails — or the error.
  /// - Returns: a handle that cancels the request.
  @discardableResult
  open func request(
    _ target: Target, callbackQueue: DispatchQueue? = nil, progress: ProgressBlock? = nil,
    completion: @escaping Completion
  ) -> Cancellable {
    requestWithCallbacks(
      target, callbackQueue: callbackQueue, progress: progress, completion: completion)
  }
}

extension Provider {
  /// Maps a target with ``Endpoint/defaultMapping(for:)``.
  public static func defaultEndpointMapping(for target: Target) -> Endpoint {
    Endpoint.defaultMapping(for: target)
  }

  /// Builds the endpoint's `URLRequest`, reporting a mapping or encoding failure as an error.
  public static func defaultRequestMapping(
    for endpoint: Endpoint, closure: RequestResultClosure
  ) {
    do {
      closure(.success(try endpoint.urlRequest()))
    } catch {
      closure(.failure(error))
    }
  }

  /// Stubs nothing.
  public static func neverStub(_: Target) -> StubBehavior { .never }

  /// Stubs every target, answering during `subscribe`.
  public static func immediatelyStub(_: Target) -> StubBehavior { .immediate }

  /// Stubs every target, answering after `seconds`.
  ///
  /// - Returns: a stub closure for ``init(endpointClosure:requestClosure:stubClosure:callbackQueue:session:plugins:scheduler:interceptors:maximumResponseSize:trackInflights:)``.
  public static func delayedStub(_ seconds: TimeInterval) -> (Target) -> StubBehavior {
    { _ in .delayed(seconds: seconds) }
  }
}
