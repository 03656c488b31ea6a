import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The path of one request, top to bottom. Each stage does one job and hands one value on:
//
//   Target ─1 endpoint(_:)──────▶ Endpoint
//          ─2 RequestDeadline───▶ (the target's timeoutInterval, armed once, outside all)
//          ─3 requestClosure────▶ URLRequest
//          ─4 plugins.prepare───▶ URLRequest
//          ─5 ProviderRequest───▶ ProviderRequest        (the target is erased here, once)
//          ─6 interceptors──────▶ Observable<Response>   (the first outermost)
//          ─7 AttemptSource─────▶ AttemptOperation       (one per subscription of `next`)
//          ─8 Transport.start───▶ TransportDelivery      (stub, plugins, validation: the attempt)
//
// A streamed request (`Provider+Stream.swift`) skips stage 2 (its `StreamOperation` bounds
// the time to the head instead) and ends in a `StreamAttemptOperation` over
// `Transport.startStreaming`, whose chunks go beside the interceptors.
//
// Stages 1–5 need the provider's `Target`; from 6 on the path is not generic (`RequestPath`),
// so no stage below pays for generic metadata, and no stage needs a base class to avoid it.

extension Provider {
  /// Sends `target` for one subscription: stages 1 to 5, then the provider's ``RequestPath``.
  ///
  /// The target's `timeoutInterval` bounds all of it, from `subscribe` on: one deadline per
  /// subscription, outside every interceptor (``RequestDeadline``).
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - override: the endpoint to use instead of ``endpoint(_:)`` (a page at a `Link` URL).
  ///   - onProgress: receives the attempts' progress, or `nil` when nobody observes it.
  ///   - sink: the subscriber's sink.
  ///   - lifetime: the subscription's lifetime.
  func send(
    _ target: Target, endpoint override: Endpoint?, onProgress: ((Progress) -> Void)?,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    // 1. Target → Endpoint.
    let endpoint = override ?? self.endpoint(target)
    // 2. The deadline, armed once per subscription around everything below.
    RequestDeadline.bound(
      by: endpoint.timeoutInterval ?? target.timeoutInterval, on: scheduler, sink: sink,
      lifetime: lifetime
    ) { [self] sink, lifetime, deadline in
      self.build(
        target, endpoint: endpoint, deadline: deadline, onProgress: onProgress, stream: nil,
        sink: sink, lifetime: lifetime)
    }
  }

  /// Stages 3 to 8 of one subscription's request: builds it from `endpoint` and sends it down
  /// the provider's ``RequestPath``.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - endpoint: its endpoint.
  ///   - deadline: the subscription's deadline, or `nil`.
  ///   - onProgress: receives the attempts' progress, or `nil`.
  ///   - stream: the streamed request's operation, or `nil` for a collected request.
  ///   - sink: where the responses go.
  ///   - lifetime: the subscription's lifetime.
  func build(
    _ target: Target, endpoint: Endpoint, deadline: RequestDeadline?,
    onProgress: ((Progress) -> Void)?, stream: StreamOperation?,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    // 3. Endpoint → URLRequest (Moya's `requestClosure`, which may answer later).
    self.requestClosure(endpoint) { result in
      guard !lifetime.isDisposed else { return }
      let stub = self.stubClosure(target)
      // What plugins and the stages below see: the target, erased once.
      let given: any TargetType = target
      let request: ProviderRequest
      do throws(NetworkError) {
        // 4. Every plugin's `prepare`, in order.
        let prepared = self.plugins.reduce(try result.get()) {
          $1.prepare($0, target: given)
        }
        // 5. The one value the rest of the path works on.
        request = try ProviderRequest(
          target: given, endpoint: endpoint, urlRequest: prepared,
          encodesBody: stub == .never, scheduler: self.scheduler, deadline: deadline,
          due: stream?.headDue, maximumResponseSize: self.maximumResponseSize,
          onProgress: onProgress, stream: stream)
      } catch {
        // The request could not be built: as in Moya, no plugin hears of it.
        sink(.error(error))
        lifetime.dispose()
        return
      }
      // 6–8.
      self.path.responses(to: consume request, target: given, stub: stub, owner: self)
        .run(sink, lifetime)
    }
  }
}

/// Stages 6 to 8 of a provider's requests: the interceptors, then one attempt per
/// subscription of the innermost `next`; one per provider, and not generic.
///
/// The attempt (``AttemptOperation``) is the one stage that knows the transport answers with
/// a collected body. A streamed request (``ProviderRequest/isStreamed``) goes down the same
/// stages with another innermost stage (``StreamAttemptOperation``), which starts the
/// transport's stream and sends its head as the ``Response`` the interceptors judge, its
/// chunks and its end beside them to the request's ``StreamOperation``.
final class RequestPath {
  /// Steps wrapped around every request, the first outermost.
  let interceptors: [RequestInterceptor]
  /// Plugins, called in order by every attempt.
  let plugins: [PluginType]
  /// Sends the requests.
  let session: Transport
  /// The clock for stub delays.
  let scheduler: SchedulerType

  init(
    interceptors: [RequestInterceptor], plugins: [PluginType], session: Transport,
    scheduler: SchedulerType
  ) {
    self.interceptors = interceptors
    self.plugins = plugins
    self.session = session
    self.scheduler = scheduler
  }

  /// The responses to `request`: the interceptors from the first on, then the attempt.
  ///
  /// - Parameters:
  ///   - request: the built request.
  ///   - target: the target as the provider was given it: what plugins see.
  ///   - stub: whether the request is stubbed, and how.
  ///   - owner: the provider, which the request holds until it ends, as Moya's does.
  /// - Returns: the sequence the subscriber's sink subscribes.
  func responses(
    to request: consuming ProviderRequest, target: any TargetType, stub: StubBehavior,
    owner: AnyObject
  ) -> Observable<Response> {
    intercepted(request, from: 0, target: target, stub: stub, owner: owner)
  }

  /// `request` through the interceptors from the one at `index` on, then one attempt.
  ///
  /// Each stage's `next` is one closure that goes on to the following stage; a provider
  /// without interceptors goes straight to the attempt.
  private func intercepted(
    _ request: consuming ProviderRequest, from index: Int, target: any TargetType,
    stub: StubBehavior, owner: AnyObject
  ) -> Observable<Response> {
    guard index < interceptors.count else {
      if let stream = request.stream {
        return Observable { [self, request] sink, lifetime in
          StreamAttemptOperation(
            path: self, owner: owner, target: target, stub: stub, request: request,
            stream: stream, sink: sink, lifetime: lifetime
          ).start()
        }
      }
      return AttemptSource(
        path: self, owner: owner, target: target, stub: stub, request: request
      ).attempts
    }
    return interceptors[index].intercept(request) { [self] request in
      self.intercepted(request, from: index + 1, target: target, stub: stub, owner: owner)
    }
  }
}

extension RequestPath {
  /// Tells every plugin that `request` goes out (`willSend`), as it is sent.
  ///
  /// Plugins see `outgoing`'s description (multipart body and its `Content-Type` included)
  /// when there is one, the request as built when it is stubbed. What both kinds of attempt
  /// do first.
  ///
  /// - Parameters:
  ///   - outgoing: what goes to the transport; `nil` for a stub.
  ///   - request: the request after the interceptors.
  ///   - target: the target as given: what plugins see.
  func announce(
    _ outgoing: TransportRequest?, of request: ProviderRequest, target: any TargetType
  ) {
    guard !plugins.isEmpty else { return }
    plugins.willSend(
      outgoing?.describedRequest ?? request.urlRequest, sessionHeaders: session.sessionHeaders,
      target: target)
  }

  /// An attempt's outcome as the subscriber gets it.
  ///
  /// Validated by `target`, then heard and processed by every plugin (`didReceive`,
  /// `process`). A collected response and a stream's head are judged alike.
  ///
  /// - Parameters:
  ///   - result: what the transport or the stub answered.
  ///   - target: the target as given.
  /// - Returns: the outcome to deliver.
  func judged(_ result: Result<Response, NetworkError>, target: any TargetType)
    -> Result<Response, NetworkError>
  {
    let validated = target.validate(result)
    return plugins.isEmpty ? validated : plugins.finish(validated, target: target)
  }
}

/// Stage 7: what each attempt at one request reads, held once.
///
/// The path makes one per pass through the interceptors (a retry that builds a new request
/// makes another); every subscription of ``attempts`` runs one ``AttemptOperation``. So the
/// request (a large value) and the target are stored once per stage, not copied into a
/// closure and again into every attempt.
final class AttemptSource {
  /// The provider's stages: plugins, transport, clock.
  let path: RequestPath
  /// The provider, kept alive while one of its requests is in flight.
  let owner: AnyObject
  /// The target as the provider was given it: what plugins see.
  let target: any TargetType
  /// Whether the request is stubbed, and how.
  let stub: StubBehavior
  /// The request as the interceptors handed it on.
  let request: ProviderRequest
  /// What goes to the transport, or why nothing can; `nil` for a stubbed request.
  ///
  /// The same for every attempt of the stage (``ProviderRequest/outgoing(sessionHeaders:)``),
  /// so made once.
  let outgoing: Result<TransportRequest, NetworkError>?

  /// A stage for `request`.
  ///
  /// - Parameters:
  ///   - path: the provider's stages.
  ///   - owner: the provider.
  ///   - target: the target as given.
  ///   - stub: how it is stubbed, if it is.
  ///   - request: the request after the interceptors.
  init(
    path: RequestPath, owner: AnyObject, target: any TargetType, stub: StubBehavior,
    request: ProviderRequest
  ) {
    // Made before `request` is stored, so that storing it is its last use: a move, not a
    // copy of the whole value.
    outgoing =
      stub == .never
      ? Result { () throws(NetworkError) in
        try request.outgoing(sessionHeaders: path.session.sessionHeaders)
      } : nil
    self.path = path
    self.owner = owner
    self.target = target
    self.stub = stub
    self.request = request
  }

  /// The sequence that runs one attempt per subscription.
  ///
  /// Its subscribe closure captures this one object and nothing else, so that the object
  /// serves as the closure's context: the stage costs the sequence and itself.
  var attempts: Observable<Response> {
    Observable { [self] sink, lifetime in
      AttemptOperation(source: self, sink: sink, lifetime: lifetime).start()
    }
  }
}
