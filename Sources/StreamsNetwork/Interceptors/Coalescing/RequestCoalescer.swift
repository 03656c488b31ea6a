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
  /// Whether a plain call is in flight, as the table last said: a request that finds one works
  /// out its key before taking the lock (it will be needed), one that finds none does not.
  private let plainInFlight = AtomicCell<Bool>(false)
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
      calls.plain.forEach { endpoints[$0, default: 0] += $1 }
      calls.watched.forEach { endpoints[$0, default: 0] += $1 }
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
    // A streamed body goes to its own subscriber alone: never shared.
    guard !request.isStreamed, shares(request), RequestKey.exists(for: request.urlRequest) else {
      return next(request)
    }
    // The request's call source is made here, once: the subscription closures capture it
    // alone (no context of their own), and it becomes the call's source unless a subscription
    // before has taken it (``CallSource/isTaken``). Its key is worked out only when another
    // call is in flight (``CallTable``).
    let source = CallSource(
      coalescer: self, watched: request.onProgress != nil, request: request, next: next)
    guard let onProgress = request.onProgress else {
      // No early return for a disposed lifetime: one disposed after such a check and before
      // the share counted it would leave its new call in the table; the share uncounts it and
      // forgets the call through the call's hook.
      return Observable { [source] sink, lifetime in
        let coalescer = source.coalescer
        // Another call in flight: the key is needed, and worked out before taking the lock.
        let key = coalescer.plainInFlight.load(ordering: .relaxed) ? source.makeKey() : nil
        let call = coalescer.calls.withLock { calls in
          defer { coalescer.plainInFlight.store(!calls.plain.isEmpty, ordering: .relaxed) }
          return calls.plain.join(source, key: key)
        }
        call.share.subscribe(sink, lifetime)
      }
    }
    // Subscribers that watch progress share calls among themselves, whose steps carry it.
    return Observable { [source] sink, lifetime in
      let call = source.coalescer.calls.withLock { calls in
        calls.watched.join(source, key: nil)
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

  /// Takes the call of `source` out of the table, if it is still there: it has answered,
  /// failed or lost its last subscriber, and the next identical request makes a new call.
  func forget(_ source: CallSource) {
    calls.withLock { calls in
      // A source's call leaves the table once and never comes back (a later call of the same
      // request runs on a copy): its later events skip the lookup.
      guard !source.hasLeft else { return }
      source.hasLeft = true
      if source.watched {
        calls.watched.remove(source)
      } else {
        calls.plain.remove(source)
        plainInFlight.store(!calls.plain.isEmpty, ordering: .relaxed)
      }
    }
  }
}
