import Foundation
import Streams

/// The rest of the chain for one shared call: run once per connection of the call's share,
/// and its hook, so the call leaves the table when its last subscriber does.
///
/// The share's hook rather than a resource of the connection, which the rest of the chain
/// gives a resource of its own: a lifetime keeps one inline, a second costs a list.
/// Not generic (the step type is its `run`'s): the share ends it through `Disposable`, which
/// would run a generic class's `dispose` unspecialised.
final class CallSource: Disposable, @unchecked Sendable {
  // Safe to share: the `let`s never change; `isTaken`, `hasLeft` and `identity` are read and
  // written only under the coalescer's lock.
  let coalescer: RequestCoalescer
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
  /// Its request's key, once worked out (``key(given:)``).
  @exclusivity(unchecked) private var identity = Identity.unknown

  /// Whether a source's key has been worked out, and what it is.
  private enum Identity {
    case unknown
    case known(CallKey)
    /// The request has no key (which ``RequestKey/exists(for:)`` rules out): never joined.
    case keyless
  }

  init(
    coalescer: RequestCoalescer, watched: Bool, request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) {
    self.coalescer = coalescer
    self.watched = watched
    self.request = request
    self.next = next
  }

  /// A source for another call of the same request, its key with it.
  func copy() -> CallSource {
    let copy = CallSource(coalescer: coalescer, watched: watched, request: request, next: next)
    copy.identity = identity
    return copy
  }

  /// Its request's key, worked out now: outside the lock, by a subscriber that will need it.
  func makeKey() -> CallKey? {
    RequestKey(request.urlRequest, ignoringLowercased: coalescer.ignoredHeaders).map(CallKey.init)
  }

  /// Its request's key: `given` (worked out before the lock), the one already worked out, or
  /// one worked out now; under the coalescer's lock.
  func key(given: CallKey?) -> CallKey? {
    switch identity {
    case .known(let key): return key
    case .keyless: return nil
    case .unknown:
      let key = given ?? makeKey()
      identity = key.map(Identity.known) ?? .keyless
      return key
    }
  }

  /// Its request's key if it has been worked out; under the coalescer's lock.
  var knownKey: CallKey? {
    if case .known(let key) = identity { return key }
    return nil
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
