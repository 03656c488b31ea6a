import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What reaches a streamed attempt's serializer.
enum StreamAttemptInput {
  case transport(TransportStreamEvent)
  /// The idle timer fired: check the silence since the last chunk.
  case idle
  case failure(NetworkError)
  /// The subscription was disposed; plugins hear of it if nothing else finished first.
  case cancelled
}

/// One attempt at a streamed request: the innermost stage of a ``StreamOperation``'s chain,
/// over ``Transport/startStreaming(_:handler:)`` (or a ``StubStream`` on the provider's
/// scheduler).
///
/// The head is validated by the target (status, content type), heard by plugins
/// (`didReceive`, `process`) and sent up the chain as the ``Response`` the interceptors judge,
/// so that retry, authentication and limits act on it as on a collected response. Chunks and
/// the end go to the ``StreamOperation`` directly, tagged with the attempt's number, and the
/// chain completes only when the stream ends: a limiter's slot is held while it is open, and
/// a failure after the head is the subscriber's, never retried. Plugins hear the end once
/// (``PluginType/didFinishStream(_:target:)``), never each chunk.
///
/// After the head, a stream that sends nothing for the operation's idle timeout is closed
/// with a timeout; one timer per interval, rearmed for what is left of it, not one per chunk.
final class StreamAttemptOperation: Serializer, Disposable, @unchecked Sendable {
  // Safe to share: `queue` is a `let` that any thread may send through; the `var`s are only
  // touched by `receive(_:)`, except `task`, written once before the attempt joins its
  // lifetime and read only when the lifetime disposes it (the lifetime's lock orders the
  // two; `receive(_:)` never reads it, and ends the task by disposing the lifetime); the
  // rest is immutable.

  private let path: RequestPath
  /// The provider, kept alive while the attempt runs.
  private let owner: AnyObject
  private let target: any TargetType
  private let stub: StubBehavior
  private let request: ProviderRequest
  private let stream: StreamOperation
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  let queue = SerializerQueue<StreamAttemptInput>.make()

  /// This attempt's number in ``stream``.
  private let number: Int
  private var task: TransportTask?
  private var finished = false
  /// The accepted head.
  private var head: Response?
  /// Bytes of body received.
  private var bytes = 0
  /// When the last chunk (or the head) arrived, on the scheduler's clock.
  private var lastActivity = Date.distantPast
  /// The idle timer's key in the lifetime.
  private var idleTimer: BagKey?

  init(
    path: RequestPath, owner: AnyObject, target: any TargetType, stub: StubBehavior,
    request: ProviderRequest, stream: StreamOperation,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    self.path = path
    self.owner = owner
    self.target = target
    self.stub = stub
    self.request = request
    self.stream = stream
    self.sink = sink
    self.lifetime = lifetime
    number = stream.enter()
  }

  // MARK: Sending

  func start() {
    var outgoing: TransportRequest?
    if stub == .never {
      do throws(NetworkError) {
        outgoing = try request.outgoing(sessionHeaders: path.session.sessionHeaders)
      } catch {
        return send(.failure(error))
      }
    }
    path.announce(outgoing, of: request, target: target)
    let handler: TransportStreamHandler = { [self] event in self.send(.transport(event)) }
    if let outgoing {
      task = path.session.startStreaming(outgoing, handler: handler)
      lifetime.add(self)
      return
    }
    let script =
      (request.target as? any StreamingTargetType)?.sampleStream
      ?? .answering(request.endpoint.sampleResponseClosure())
    let player = StubStreamPlayer(
      script, url: request.urlRequest.url ?? URL(fileURLWithPath: "/"), scheduler: path.scheduler,
      handler: handler)
    task = player
    lifetime.add(self)
    guard case .delayed(let seconds) = stub else { return player.start(after: nil) }
    player.start(after: seconds)
  }

  /// Ends the attempt when its subscription ends: plugins hear of it if nothing else finished
  /// first, and the transport task is cancelled.
  func dispose() {
    if !path.plugins.isEmpty { send(.cancelled) }
    task?.cancel()
  }

  // MARK: Outcomes

  func receive(_ input: StreamAttemptInput) {
    if case .cancelled = input {
      guard !finished else { return }
      finished = true
      if head != nil {
        let code: URLError.Code = stream.timedOut ? .timedOut : .cancelled
        path.plugins.finishStream(.failure(.underlying(URLError(code), head)), target: target)
      } else {
        path.plugins.abandoned(timedOut: stream.timedOut, target: target)
      }
      return
    }
    guard !finished, !lifetime.isDisposed else { return }
    switch input {
    case .transport(.head(let http)) where head == nil:
      accept(
        Response(
          statusCode: http.statusCode, data: Data(), request: request.urlRequest, response: http))
    case .transport(.chunk(let data)) where head != nil:
      bytes += data.count
      if stream.idleTimeout != nil { lastActivity = path.scheduler.now }
      stream.send(.chunk(number, data))
    case .transport(.completed) where head != nil:
      end(nil)
    case .transport(.failed(let error, let http)):
      let failure = TransportEvent.failure(error, http ?? head?.response, for: request.urlRequest)
      if head != nil { end(failure) } else { fail(.failure(failure)) }
    case .transport:
      // A head twice, or a chunk or an end before the head: the transport broke the order.
      let failure = NetworkError.underlying(URLError(.badServerResponse), head)
      if head != nil { end(failure) } else { fail(.failure(failure)) }
    case .idle:
      checkSilence()
    case .failure(let error):
      finished = true
      sink(.error(error))
      lifetime.dispose()
    case .cancelled:
      return
    }
  }

  /// Validates the head and lets plugins hear it; an accepted head goes up the chain, a
  /// rejected one fails the attempt.
  private func accept(_ response: Response) {
    switch path.judged(.success(response), target: target) {
    case .success(let accepted):
      head = accepted
      if let interval = stream.idleTimeout {
        lastActivity = path.scheduler.now
        armIdleTimer(for: interval)
      }
      stream.send(.head(number))
      sink(.next(accepted))
    case .failure(let error):
      finished = true
      sink(.error(error))
      lifetime.dispose()
    }
  }

  /// Fails the attempt before its head, as a collected attempt fails: validated and heard by
  /// plugins.
  private func fail(_ result: Result<Response, NetworkError>) {
    finished = true
    if case .failure(let error) = path.judged(result, target: target) {
      sink(.error(error))
    } else {
      sink(.error(NetworkError.underlying(URLError(.badServerResponse), nil)))
    }
    lifetime.dispose()
  }

  /// Ends the stream after its head: plugins hear the end, the operation gets it beside the
  /// chain, and the chain completes (releasing a limiter's slot).
  private func end(_ error: NetworkError?) {
    finished = true
    if !path.plugins.isEmpty {
      path.plugins.finishStream(error.map { .failure($0) } ?? .success(bytes), target: target)
    }
    stream.send(.end(number, error))
    sink(.completed)
    lifetime.dispose()
  }

  // MARK: Idle timeout

  /// Schedules the next check of the silence, `interval` from now.
  private func armIdleTimer(for interval: RxTimeInterval) {
    lifetime.remove(idleTimer)
    idleTimer = lifetime.add(
      path.scheduler.scheduleRelative(self, dueTime: interval) { attempt in
        attempt.send(.idle)
        return Disposables.create()
      })
  }

  /// Closes a stream silent for the idle timeout, or rearms the timer for what is left.
  private func checkSilence() {
    guard let interval = stream.idleTimeout, head != nil else { return }
    let limit = interval.timeIntervalInSeconds
    let silent = path.scheduler.now.timeIntervalSince(lastActivity)
    guard silent < limit else { return end(StreamIdleTimeout.error(after: interval)) }
    armIdleTimer(for: .clamped(seconds: limit - silent))
  }
}
