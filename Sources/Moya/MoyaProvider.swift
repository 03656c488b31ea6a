import Alamofire
import StreamsNetwork

/// Moya's provider: turns targets into requests, sent through Alamofire's `Session` and
/// reported through callbacks (RxMoya adds `rx.request`).
///
/// Moya 15's class, with its designated initializer, labels, types and defaults: subclass it,
/// `override init(…)` with that signature, override ``endpoint(_:)`` (every request is built
/// from it) and ``request(_:callbackQueue:progress:completion:)`` (RxMoya's `rx.request` goes
/// through it, as in Moya). The request path underneath is StreamsNetwork's `Provider`:
/// plugins, validation, stubs, transports and cancellation are its.
///
/// Callbacks run where Moya runs them: on the request's `callbackQueue`, else the provider's,
/// else the main queue; an immediately stubbed target with neither answers on the calling
/// thread, before `request` returns.
open class MoyaProvider<Target: TargetType>: MoyaProviderType {
  /// Maps a target to an endpoint.
  public typealias EndpointClosure = (Target) -> Endpoint
  /// Receives the request built from an endpoint, or the error that prevented it.
  public typealias RequestResultClosure = (Result<URLRequest, MoyaError>) -> Void
  /// Builds the request for an endpoint and hands it to the closure it is given.
  public typealias RequestClosure = (Endpoint, @escaping RequestResultClosure) -> Void
  /// Decides whether and how a target is stubbed.
  public typealias StubClosure = (Target) -> Moya.StubBehavior

  /// Maps targets to endpoints.
  public let endpointClosure: EndpointClosure
  /// Builds requests from endpoints.
  public let requestClosure: RequestClosure
  /// Decides which targets are stubbed.
  public let stubClosure: StubClosure
  /// Sends the requests.
  public let session: Session
  /// Plugins, called in order.
  public let plugins: [PluginType]
  /// Whether identical requests in flight share one call (see ``inflightRequests``).
  public let trackInflights: Bool

  /// The queue callbacks run on when a request names none; `nil` for the main queue.
  let callbackQueue: DispatchQueue?
  /// The request path: StreamsNetwork's provider, with no hop and no interceptors of its own.
  let core: StreamsNetwork.Provider<Target>
  /// The completions waiting on each shared call, while ``trackInflights``.
  let inflight = InflightCompletions()

  /// The completions of the requests sharing each call in flight, by endpoint, as Moya lists
  /// them.
  ///
  /// Empty unless ``trackInflights``. An endpoint is listed from its first request until
  /// every completion waiting on it has run.
  open internal(set) var inflightRequests: [Endpoint: [Moya.Completion]] {
    get { inflight.all }
    set { inflight.all = newValue }
  }

  /// Creates a provider; every parameter has Moya's default.
  ///
  /// - Parameters:
  ///   - endpointClosure: maps targets to endpoints.
  ///   - requestClosure: builds requests from endpoints.
  ///   - stubClosure: which targets are stubbed.
  ///   - callbackQueue: where callbacks run when a request names no queue; `nil` for the main
  ///     queue.
  ///   - session: sends the requests.
  ///   - plugins: plugins, called in order.
  ///   - trackInflights: whether identical requests in flight share one call.
  public init(
    endpointClosure: @escaping EndpointClosure = { MoyaProvider.defaultEndpointMapping(for: $0) },
    requestClosure: @escaping RequestClosure = { endpoint, closure in
      MoyaProvider.defaultRequestMapping(for: endpoint, closure: closure)
    },
    stubClosure: @escaping StubClosure = { MoyaProvider.neverStub($0) },
    callbackQueue: DispatchQueue? = nil,
    session: Session = MoyaProvider<Target>.defaultAlamofireSession(),
    plugins: [PluginType] = [],
    trackInflights: Bool = false
  ) {
    self.endpointClosure = endpointClosure
    self.requestClosure = requestClosure
    self.stubClosure = stubClosure
    self.callbackQueue = callbackQueue
    self.session = session
    self.plugins = plugins
    self.trackInflights = trackInflights
    core = StreamsNetwork.Provider(
      endpointClosure: endpointClosure, requestClosure: requestClosure, stubClosure: stubClosure,
      session: session, plugins: plugins, interceptors: [])
  }

  /// The endpoint for `token`, as ``endpointClosure`` makes it.
  ///
  /// - Parameter token: what to request.
  /// - Returns: the endpoint every request for `token` is built from.
  open func endpoint(_ token: Target) -> Endpoint {
    endpointClosure(token)
  }

  /// Sends `target` and reports through callbacks, as Moya's designated request method.
  ///
  /// `completion` runs once: with the response, with the error, or, when the request is
  /// cancelled before it finished, with `MoyaError.underlying` wrapping `URLError(.cancelled)`.
  /// With ``trackInflights``, a request whose endpoint is already in flight sends nothing and
  /// is answered with that call's outcome.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - callbackQueue: where the callbacks run; `nil` for the provider's queue, else main.
  ///   - progress: receives progress steps, when given.
  ///   - completion: receives the outcome.
  /// - Returns: a handle that cancels the request.
  @discardableResult
  open func request(
    _ target: Target, callbackQueue: DispatchQueue? = .none, progress: ProgressBlock? = .none,
    completion: @escaping Completion
  ) -> Cancellable {
    let endpoint = self.endpoint(target)
    let queue = deliveryQueue(for: target, requested: callbackQueue ?? self.callbackQueue)
    guard trackInflights else {
      return send(target, endpoint: endpoint, queue: queue, progress: progress, finish: completion)
    }
    guard inflight.start(endpoint, completion: completion) else {
      // Joined a call in flight: answered with its outcome; nothing of its own to cancel.
      return MoyaCall(queue: queue) { _ in }
    }
    return send(target, endpoint: endpoint, queue: queue, progress: progress) { [inflight] in
      inflight.finish(endpoint, with: $0)
    }
  }

  /// Where a request's callbacks run: the queue asked for, else main; an immediate stub with
  /// no queue asked for answers where it is called, as Moya's does.
  private func deliveryQueue(for target: Target, requested: DispatchQueue?) -> DispatchQueue? {
    if let requested { return requested }
    if case .immediate = stubClosure(target) { return nil }
    return .main
  }

  /// Sends one request through the core and hands its outcome, or its cancellation, to
  /// `finish` once.
  private func send(
    _ target: Target, endpoint: Endpoint, queue: DispatchQueue?, progress: ProgressBlock?,
    finish: @escaping Completion
  ) -> Cancellable {
    let call = MoyaCall(queue: queue, finish: finish)
    call.attach(
      core.requestWithCallbacks(
        target, endpoint: endpoint, callbackQueue: queue, progress: progress,
        completion: call.complete))
    return call
  }
}
