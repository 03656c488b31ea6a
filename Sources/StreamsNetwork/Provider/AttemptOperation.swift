import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What reaches an attempt's serializer: the inputs that can race (see ``AttemptOperation``).
enum AttemptInput {
  case transport(TransportDelivery)
  case stub(EndpointSampleResponse)
  case deadline
  case failure(NetworkError)
  /// The subscription was disposed; plugins hear of it if nothing else finished first.
  case cancelled
}

/// One attempt at a built request: runs it (or its stub) and reports, as plugins see it.
///
/// The attempt is the outcome machine; its other jobs are parts of their own, each tested
/// alone: what goes out (``ProviderRequest/outgoing(sessionHeaders:)``), the stub's answer
/// (``EndpointSampleResponse/result(for:)``), the transport's answer
/// (``TransportEvent/result(for:)``), validation (``TargetType/validate(_:)``) and the plugin
/// hooks (`[PluginType].willSend`, `finish`, `abandoned`).
///
/// Transport events, the stub's answer and the subscription's deadline (``RequestDeadline``,
/// which tells the attempt in flight when it passes) can arrive on different threads, so they all
/// pass through the attempt's own inbox (``Serializer``): the sink never sees overlapping calls,
/// and the first outcome wins. Stages around the attempt (retry, authentication, caching, limits)
/// run it as many times as they need; each attempt calls `willSend` and `didReceive` on every
/// plugin.
final class AttemptOperation: Serializer, Disposable, @unchecked Sendable {
  // Safe to share: `queue` is a `let` that any thread may send through; `finished` is only
  // touched by `receive(_:)` (the serializer's hand-off orders one run's writes before the
  // next run's reads); `task` is written once, before the attempt joins its lifetime, and
  // read only when the lifetime disposes it (the lifetime's lock orders the two); the rest is
  // immutable (`source` holds only `let`s).

  /// The stage this attempt belongs to: provider's stages, target, stub and request, shared
  /// by every attempt of the stage rather than copied into each.
  private let source: AttemptSource
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  /// Where transport events, the stub's answer, the deadline and disposal meet.
  let queue = SerializerQueue<AttemptInput>.make()
  private var finished = false
  private var task: TransportTask?

  private var path: RequestPath { source.path }

  init(source: AttemptSource, sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime) {
    self.source = source
    self.sink = sink
    self.lifetime = lifetime
  }

  // MARK: Sending

  func start() {
    var transportRequest: TransportRequest?
    switch source.outgoing {
    case .success(let checked):
      transportRequest = checked
    case .failure(let error):
      send(.failure(error))
      return
    case nil:
      break
    }
    path.announce(transportRequest, of: source.request, target: source.target)
    guard watchDeadline() else { return }
    if let transportRequest {
      send(transportRequest)
    } else {
      answer(source.stub)
    }
  }

  /// Hands the request to the transport.
  ///
  /// Each report goes into the inbox; the handler
  /// captures the attempt alone (it is the closure's context) and keeps it alive while the
  /// transport holds it.
  private func send(_ request: consuming TransportRequest) {
    task = path.session.start(
      request, deliveringHeads: { [self] delivery in self.send(.transport(delivery)) })
    // One resource for both jobs (``dispose()``): a subscriber that leaves early still ends
    // the request for plugins (activity indicators), and the transport task is cancelled.
    lifetime.add(self)
  }

  /// Answers from the endpoint's sample, now or after the stub's delay.
  private func answer(_ stub: StubBehavior) {
    lifetime.add(self)
    let endpoint = source.request.endpoint
    guard case .delayed(let seconds) = stub else {
      send(.stub(endpoint.sampleResponseClosure()))
      return
    }
    lifetime.add(
      path.scheduler.scheduleRelative((), dueTime: .clamped(seconds: seconds)) { [self] _ in
        self.send(.stub(endpoint.sampleResponseClosure()))
        return Disposables.create()
      })
  }

  /// Registers the attempt with the subscription's deadline (``RequestDeadline``), which
  /// times it out when it passes: one timer per subscription, not one per attempt.
  ///
  /// - Returns: `false` when the deadline has passed already: the attempt has failed with a
  ///   timeout and nothing must be sent.
  private func watchDeadline() -> Bool {
    guard let deadline = source.request.armedDeadline else { return true }
    guard let key = deadline.enter({ [self] in self.send(.deadline) }) else {
      // Plugins heard `willSend`: they hear the end too, even if the subscription is gone.
      lifetime.add(self)
      send(.deadline)
      return false
    }
    lifetime.onDispose { deadline.leave(key) }
    return true
  }

  /// Ends the attempt when its subscription ends: plugins hear of it if nothing else
  /// finished first, and the transport task, if any, is cancelled.
  ///
  /// Without plugins there is nobody to tell, and every later input finds the lifetime
  /// disposed: nothing goes through the inbox.
  func dispose() {
    if !path.plugins.isEmpty { send(.cancelled) }
    task?.cancel()
  }

  // MARK: Outcomes

  func receive(_ input: AttemptInput) {
    if case .cancelled = input {
      guard !finished else { return }
      finished = true
      // Ended by the deadline from outside (it raced an event of this attempt): a timeout.
      path.plugins.abandoned(
        timedOut: source.request.armedDeadline?.hasPassed == true, target: source.target)
      return
    }
    guard !finished, !lifetime.isDisposed else { return }
    switch input {
    case .transport(let delivery):
      if let result = delivery.result(for: source.request.urlRequest) {
        complete(result)
      } else if let onProgress = source.request.onProgress, let progress = delivery.progress {
        onProgress(progress)
      }
    case .stub(let sample):
      complete(sample.result(for: source.request.urlRequest))
    case .deadline:
      complete(.failure(.underlying(URLError(.timedOut), nil)))
    case .cancelled:
      return
    case .failure(let error):
      // The request cannot go out: a scheme the transport does not speak, or a body that
      // could not be encoded for it (a multipart part that fails).
      finished = true
      sink(.error(error))
      lifetime.dispose()
    }
  }

  private func complete(_ result: Result<Response, NetworkError>) {
    finished = true
    switch path.judged(result, target: source.target) {
    case .success(let response):
      sink(.next(response))
      if !lifetime.isDisposed { sink(.completed) }
    case .failure(let error):
      sink(.error(error))
    }
    lifetime.dispose()
  }
}
