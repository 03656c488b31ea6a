import Foundation
import Streams

/// Lets identical requests in flight share one network call: the first subscriber's request
/// goes out, later identical ones join it, and every subscriber gets the result.
///
/// Identity is ``RequestKey``: method, URL, the headers that matter and body, after the
/// plugins' `prepare`. `GET` requests are coalesced unless their target says otherwise
/// (``Coalescible``); other methods only when their target asks, or every method with
/// ``Sharing/everyMethod`` (what `Provider(trackInflights: true)` runs). A request joins a
/// call only while it is in flight: once the call's response (or error) has been delivered,
/// the next identical request makes a new call, so this is sharing, not caching.
///
/// Each call is the rest of the chain shared with the core's `share(replay: 1)` machinery
/// (`ShareWhileConnected`): a subscriber that disposes leaves the call without disturbing the
/// others, and the call is cancelled only when every subscriber has left. Providers include one
/// by default
/// (`Provider(interceptors:)`); an explicit `interceptors:` list replaces the default, so add
/// one there to keep it, outermost, so coalesced subscribers share the retries too. Share a
/// coalescer with one provider only: it hands every subscriber the first one's chain.
///
///     a: --(sub)-------------200--|
///     b: -------(sub)--------200--|     one request on the wire
public final class RequestCoalescer: RequestInterceptor, Sendable {
  /// Which requests a coalescer shares when their target does not say (``Coalescible``).
  public enum Sharing: Sendable {
    /// `GET` requests: what a provider's default coalescer shares.
    case gets
    /// Every method, as Moya's `trackInflights` does: identical `POST`s in flight share too.
    case everyMethod
  }

  /// Header names (lowercased) that do not tell two requests apart.
  public let ignoredHeaders: Set<String>
  /// Which requests are shared when their target does not say.
  public let sharing: Sharing

  private let calls = Locked(CoalescedCalls())
  /// The type of the last target found not to be ``Coalescible``, as a word (0 for none): the
  /// requests of a provider's one target type skip the dynamic cast after the first.
  private let plainTargetType = AtomicCell<Int>(0)

  /// Creates a coalescer.
  ///
  /// - Parameters:
  ///   - ignoringHeaders: header names (any case) left out of the identity;
  ///     ``RequestKey/ignoredHeaders`` (tracing ids) by default.
  ///   - sharing: which requests are shared when their target does not say; `GET`s by default.
  public init(ignoringHeaders: Set<String> = RequestKey.ignoredHeaders, sharing: Sharing = .gets) {
    ignoredHeaders = Set(ignoringHeaders.map { $0.lowercased() })
    self.sharing = sharing
  }

  /// The number of distinct calls in flight now.
  public var inFlightCount: Int { calls.withLock { $0.plain.count + $0.watched.count } }

  /// The endpoints of the calls in flight now, each with the number of requests that have
  /// joined its call, the first included (what `Provider.inflightRequests` shows).
  public var inflightEndpoints: [Endpoint: Int] {
    calls.withLock { calls in
      var endpoints: [Endpoint: Int] = [:]
      for entry in calls.plain.values { endpoints[entry.endpoint, default: 0] += entry.joined }
      for entry in calls.watched.values {
        endpoints[entry.endpoint, default: 0] += entry.joined
      }
      return endpoints
    }
  }

  /// Joins an identical call in flight, or starts one that later identical requests join.
  ///
  /// - Parameters:
  ///   - request: the request; its target decides whether it is coalesced.
  ///   - next: the rest of the chain, called once per shared call.
  /// - Returns: the shared call's events.
  public func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    guard shares(request),
      let identity = RequestKey(request.urlRequest, ignoringLowercased: ignoredHeaders)
    else { return next(request) }
    // The request's call source is made here, once: the subscription closures capture it
    // alone (no context of their own), and it becomes the call's source unless a subscription
    // before has taken it (``CallSource/isTaken``).
    let source = CallSource(
      coalescer: self, key: CallKey(identity), watched: request.onProgress != nil,
      request: request, next: next)
    guard let onProgress = request.onProgress else {
      // No early return for a disposed lifetime: one disposed after such a check and before
      // the share counted it would leave its new call in the table; the share uncounts it and
      // forgets the call through the call's hook.
      return Observable { [source] sink, lifetime in
        let coalescer = source.coalescer
        let call = coalescer.calls.withLock { calls in
          coalescer.call(for: source, in: &calls.plain)
        }
        call.share.subscribe(sink, lifetime)
      }
    }
    // Subscribers that watch progress share calls among themselves, whose steps carry it.
    return Observable { [source] sink, lifetime in
      let coalescer = source.coalescer
      let call = coalescer.calls.withLock { calls in
        coalescer.call(for: source, in: &calls.watched)
      }
      call.share.subscribe(
        { step in
          switch step {
          case .next(.response(let response)): sink(.next(response))
          case .next(.progress(let progress)): onProgress(progress)
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }

  /// Whether `request` is coalesced: as its target says, or as ``sharing`` says.
  private func shares(_ request: ProviderRequest) -> Bool {
    let type = Int(bitPattern: ObjectIdentifier(Swift.type(of: request.target)))
    if plainTargetType.load(ordering: .relaxed) != type {
      if let target = request.target as? any Coalescible { return target.coalescesRequests }
      // A type's conformances do not change, so this answer holds for its later requests.
      plainTargetType.store(type, ordering: .relaxed)
    }
    return sharing == .everyMethod || request.method == .get
  }

  /// The call in flight for `source`'s key in `table`, joined, or a new one run by `source`
  /// (or by a copy of it, when an earlier subscription took it); under the lock.
  private func call<Step: CallStep>(
    for source: CallSource, in table: inout [CallKey: CallEntry<Step>]
  ) -> CallEntry<Step> {
    if let index = table.index(forKey: source.key) {
      table.values[index].joined += 1
      return table.values[index]
    }
    let runner = source.isTaken ? source.copy() : source
    runner.isTaken = true
    let entry = CallEntry<Step>(source: runner, state: Locked(ShareState(hook: runner)))
    table[runner.key] = entry
    return entry
  }

  /// Takes the call of `source` out of the table, if it is still there: it has answered,
  /// failed or lost its last subscriber, and the next identical request makes a new call.
  fileprivate func forget(_ source: CallSource) {
    calls.withLock { calls in
      // A source's call leaves the table once and never comes back (a later call of the same
      // request runs on a copy): its later events skip the lookup.
      guard !source.hasLeft else { return }
      source.hasLeft = true
      if source.watched {
        Self.remove(source, from: &calls.watched)
      } else {
        Self.remove(source, from: &calls.plain)
      }
    }
  }

  /// Takes the call of `source` out of `table`, if it is still there, with one lookup.
  private static func remove<Step>(
    _ source: CallSource, from table: inout [CallKey: CallEntry<Step>]
  ) {
    if let index = table.index(forKey: source.key), table.values[index].source === source {
      table.remove(at: index)
    }
  }
}

/// The calls in flight, by identity: those of plain subscribers, and those of subscribers that
/// watch progress.
private struct CoalescedCalls {
  var plain: [CallKey: CallEntry<Response>] = [:]
  var watched: [CallKey: CallEntry<ProgressStep>] = [:]
}

/// A request's identity with its hash worked out once: a call's key is hashed on the way in
/// (find, insert) and on the way out, and hashing a ``RequestKey`` walks its headers and body.
private struct CallKey: Hashable {
  let request: RequestKey
  let hash: Int

  init(_ request: RequestKey) {
    self.request = request
    hash = request.hashValue
  }

  static func == (lhs: CallKey, rhs: CallKey) -> Bool {
    lhs.hash == rhs.hash && lhs.request == rhs.request
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// One call in the table: its source (whose identity tells it from a later call with the same
/// key) and the state of its share, which the entry rebuilds around them for each subscriber,
/// so the table keeps two references per call, not the share's source and template too.
private struct CallEntry<Step: CallStep> {
  let source: CallSource
  let state: Locked<ShareState>
  /// The requests that have joined it, the first included.
  var joined = 1

  /// The endpoint of the request that started it.
  var endpoint: Endpoint { source.request.endpoint }

  /// The call's share, rebuilt around its state: the rest of the chain, run once per connection.
  ///
  /// The core's `share(replay: 1)` machinery. Replaying the latest step: a subscriber that took
  /// the call from the table just before its response came out, and subscribes just after,
  /// still gets the response.
  var share: ShareWhileConnected<ReplayPolicy<Step>> {
    ShareWhileConnected(state: state, policy: ReplayPolicy<Step>(capacity: 1)) {
      [source] sink, lifetime in source.run(sink, lifetime)
    }
  }
}

/// What a shared call sends its subscribers.
private protocol CallStep {
  /// Whether subscribers of such calls watch progress.
  static var watchesProgress: Bool { get }
  /// The step carrying `response`.
  static func step(_ response: Response) -> Self
  /// The step carrying `progress`, for calls that carry it.
  static func step(_ progress: Progress) -> Self?
}

/// A plain call sends the response alone.
extension Response: CallStep {
  fileprivate static var watchesProgress: Bool { false }
  fileprivate static func step(_ response: Response) -> Response { response }
  fileprivate static func step(_ progress: Progress) -> Response? { nil }
}

/// A watched call sends its progress as well as its response.
private enum ProgressStep: CallStep {
  case response(Response)
  case progress(Progress)

  static var watchesProgress: Bool { true }
  static func step(_ response: Response) -> ProgressStep { .response(response) }
  static func step(_ progress: Progress) -> ProgressStep? { .progress(progress) }
}

/// The rest of the chain for one shared call: run once per connection of the call's share,
/// and its hook, so the call leaves the table when its last subscriber does.
///
/// The share's hook rather than a resource of the connection, which the rest of the chain
/// gives a resource of its own: a lifetime keeps one inline, a second costs a list.
/// Not generic (the step type is its `run`'s): the share ends it through `Disposable`, which
/// would run a generic class's `dispose` unspecialised.
private final class CallSource: Disposable, @unchecked Sendable {
  // Safe to share: the `let`s never change; `isTaken` and `hasLeft` are read and written only
  // under the coalescer's lock.
  let coalescer: RequestCoalescer
  let key: CallKey
  /// Whether its call's subscribers watch progress.
  let watched: Bool
  let request: ProviderRequest
  let next: (ProviderRequest) -> Observable<Response>
  /// Whether a call runs on this source: a subscription of the same request after that one
  /// makes its call on a copy, so that a late `forget` of the first call never takes out the
  /// second (the table tells calls apart by their source).
  @exclusivity(unchecked) var isTaken = false
  /// Whether its call has left the table (at its first event, or with its last subscriber):
  /// later events need not look it up.
  @exclusivity(unchecked) var hasLeft = false

  init(
    coalescer: RequestCoalescer, key: CallKey, watched: Bool, request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) {
    self.coalescer = coalescer
    self.key = key
    self.watched = watched
    self.request = request
    self.next = next
  }

  /// A source for another call of the same request.
  func copy() -> CallSource {
    CallSource(coalescer: coalescer, key: key, watched: watched, request: request, next: next)
  }

  /// Runs the rest of the chain into the share's `sink`; the call leaves the table at its
  /// first event (before any subscriber sees it, so a request made from then on starts a new
  /// call) or when its last subscriber leaves (the share disposes this hook).
  func run<Step: CallStep>(_ sink: @escaping (Event<Step>) -> Void, _ lifetime: Lifetime) {
    // A plain call hands the request on as it is: no copy of the whole value.
    let upstream: Observable<Response>
    if Step.watchesProgress {
      var shared = request
      shared.onProgress = { progress in
        if let step = Step.step(progress) { sink(.next(step)) }
      }
      upstream = next(shared)
    } else {
      upstream = next(request)
    }
    upstream.run(
      { [self] event in
        self.dispose()
        switch event {
        case .next(let response): sink(.next(Step.step(response)))
        case .error(let error): sink(.error(error))
        case .completed: sink(.completed)
        }
      }, lifetime)
  }

  func dispose() { coalescer.forget(self) }
}
