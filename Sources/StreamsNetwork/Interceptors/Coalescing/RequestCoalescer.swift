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
/// A subscriber that disposes leaves the call without disturbing the others; the call itself
/// is cancelled only when every subscriber has left. Providers include one by default
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

  private let calls = Locked<[CallKey: CoalescedCall]>([:])
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
  public var inFlightCount: Int { calls.withLock { $0.count } }

  /// The endpoints of the calls in flight now, each with the number of requests that have
  /// joined its call, the first included (what `Provider.inflightRequests` shows).
  public var inflightEndpoints: [Endpoint: Int] {
    calls.withLock { calls in
      var endpoints: [Endpoint: Int] = [:]
      for call in calls.values { endpoints[call.endpoint, default: 0] += call.joined }
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
    let key = CallKey(request: identity, reportsProgress: request.reportsProgress)
    return Observable { [self] sink, lifetime in
      self.join(
        key, endpoint: request.endpoint, sink: sink, progress: request.onProgress,
        lifetime: lifetime
      ) { call in
        // The shared call's progress goes to every subscriber that wants it.
        var shared = request
        if request.onProgress != nil {
          shared.onProgress = { [weak self, weak call] progress in
            guard let self, let call else { return }
            self.report(progress, of: call)
          }
        }
        return next(shared)
      }
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

  private func join(
    _ key: CallKey, endpoint: Endpoint, sink: @escaping (Event<Response>) -> Void,
    progress: ((Progress) -> Void)?, lifetime: Lifetime,
    upstream: (CoalescedCall) -> Observable<Response>
  ) {
    let subscriber = CoalescedCall.Subscriber(sink: sink, progress: progress, lifetime: lifetime)
    let (call, member, isNew) = calls.withLock { calls in
      if let existing = calls[key] {
        existing.joined += 1
        return (existing, existing.subscribers.insert(subscriber), false)
      }
      let call = CoalescedCall(endpoint: endpoint)
      calls[key] = call
      return (call, call.subscribers.insert(subscriber), true)
    }
    lifetime.onDispose { [self] in self.leave(call, key: key, member: member) }
    guard isNew, !call.lifetime.isDisposed else { return }
    upstream(call).run(
      { [self] event in self.broadcast(event, of: call, key: key) }, call.lifetime)
  }

  /// A subscriber left: the call is cancelled when it was the last one and the call is
  /// still in flight.
  private func leave(_ call: CoalescedCall, key: CallKey, member: BagKey) {
    let cancels = calls.withLock { calls -> Bool in
      call.subscribers.remove(member)
      guard call.subscribers.isEmpty, !call.closed else { return false }
      call.closed = true
      if calls[key] === call { calls[key] = nil }
      return true
    }
    if cancels { call.lifetime.dispose() }
  }

  /// The subscribers to deliver the call's outcome to, frozen: the call stops taking
  /// members, and the next identical request makes a new call.
  private func close(_ call: CoalescedCall, key: CallKey) -> [CoalescedCall.Subscriber] {
    calls.withLock { calls in
      call.closed = true
      if calls[key] === call { calls[key] = nil }
      return call.subscribers.all
    }
  }

  /// Hands the shared call's progress to every subscriber; called by the one upstream.
  private func report(_ progress: Progress, of call: CoalescedCall) {
    let members = calls.withLock { _ in call.subscribers.all }
    for member in members where !member.lifetime.isDisposed { member.progress?(progress) }
  }

  /// Hands one upstream event to every subscriber; called by the one upstream, serially.
  private func broadcast(_ event: Event<Response>, of call: CoalescedCall, key: CallKey) {
    switch event {
    case .next:
      let members = close(call, key: key)
      call.outcomeRecipients = members
      for member in members where !member.lifetime.isDisposed { member.sink(event) }
    case .error, .completed:
      let members = call.outcomeRecipients ?? close(call, key: key)
      call.outcomeRecipients = nil
      for member in members where !member.lifetime.isDisposed {
        member.sink(event)
        member.lifetime.dispose()
      }
    }
  }
}

/// What identical requests share: the identity, and whether progress steps are wanted.
struct CallKey: Hashable {
  let request: RequestKey
  let reportsProgress: Bool
}

/// One network call and the subscribers sharing it.
final class CoalescedCall: @unchecked Sendable {
  // Safe to share: `subscribers`, `closed` and `joined` are only touched under the coalescer's
  // lock; `outcomeRecipients` only by the call's upstream sink, which runs serially; `endpoint`
  // is immutable.

  /// One subscriber: where its events and progress go, and its subscription.
  struct Subscriber {
    let sink: (Event<Response>) -> Void
    let progress: ((Progress) -> Void)?
    let lifetime: Lifetime
  }

  /// The endpoint of the request that started the call.
  let endpoint: Endpoint
  /// The one subscription to the rest of the chain.
  let lifetime = Lifetime()
  /// The requests that have joined the call, the first included.
  var joined = 1
  var subscribers = Bag<Subscriber>()
  /// Whether the call takes no more members: its outcome is out, or everyone left.
  var closed = false
  /// The subscribers the response went to; its completion goes to the same ones.
  var outcomeRecipients: [Subscriber]?

  init(endpoint: Endpoint) { self.endpoint = endpoint }
}
