import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One subscription's dealings with the cache: look the request up, apply the policy, store
/// what the network returns.
struct CacheExchange {
  /// An entry found for the request, with the key it lives under.
  struct Stored {
    let key: CacheKey
    let entry: CachedResponse
  }

  let store: any ResponseCacheStore
  let request: ProviderRequest
  /// The key without `Vary` values: where a plain entry, or a variant index, lives.
  let base: CacheKey
  let next: (ProviderRequest) -> Observable<Response>

  /// The cache's clock: the provider's scheduler.
  private var now: Date { request.scheduler.now }

  func run(_ policy: CachePolicy) -> Observable<Response> {
    switch policy {
    case .networkOnly:
      return fetch(nil)
    case .cacheFirst(let maxAge):
      let stored = lookup()
      if let stored, isFresh(stored.entry, maxAge: maxAge) { return .just(hit(stored.entry)) }
      return fetch(stored)
    case .cacheThenNetwork:
      let stored = lookup()
      guard let stored, let usable = usable(stored.entry) else { return fetch(stored) }
      return fetch(stored).startWith(hit(usable))
    case .networkFirst:
      let stored = lookup()
      return fetch(stored, fallingBack: true)
    case .revalidate:
      return fetch(lookup())
    }
  }

  // MARK: Reading

  /// The entry for the request: a plain entry under the base key, or the variant an index
  /// there points to.
  func lookup() -> Stored? {
    guard let found = store.entry(for: base) else { return nil }
    guard !found.variesOn.isEmpty else { return Stored(key: base, entry: found) }
    let key = base.varying(on: found.variesOn, from: request.urlRequest)
    if key == base { return Stored(key: base, entry: found) }
    return store.entry(for: key).map { Stored(key: key, entry: $0) }
  }

  private func isFresh(_ entry: CachedResponse, maxAge: TimeInterval?) -> Bool {
    let control = entry.cacheControl
    guard !control.noCache,
      let lifetime = maxAge ?? control.freshnessLifetime(shared: store.isShared)
    else { return false }
    return now.timeIntervalSince(entry.storedAt) < lifetime
  }

  private func hit(_ entry: CachedResponse) -> Response {
    entry.response(for: request.urlRequest, at: now)
  }

  // MARK: The network

  /// The network exchange: conditional when `stored` has validators; with `fallingBack`, the
  /// stored entry answers when the network is unreachable or fails with 5xx.
  ///
  /// What the server says is handled once, in ``answer(to:validated:fallback:)``, whether it
  /// arrives as an element or as the error validation made of it.
  private func fetch(_ stored: Stored?, fallingBack: Bool = false) -> Observable<Response> {
    var outgoing = request
    var validated: Stored?
    if let stored, stored.entry.hasValidators {
      validated = stored
      if let tag = stored.entry.header("ETag") {
        outgoing.urlRequest.setValue(tag, forHTTPHeaderField: "If-None-Match")
      }
      if let date = stored.entry.header("Last-Modified") {
        outgoing.urlRequest.setValue(date, forHTTPHeaderField: "If-Modified-Since")
      }
    }
    let fallback = fallingBack ? stored.flatMap { usable($0.entry) } : nil
    let exchange = self
    return next(outgoing)
      .map { response -> Response in
        let answer = exchange.answer(to: response, validated: validated, fallback: fallback)
        if answer == nil { exchange.keep(response) }
        return answer ?? response
      }
      .catch { error -> Observable<Response> in
        // A status the target's validation refused arrives here, its response in the error.
        if case .statusCode(let response)? = error as? NetworkError,
          let answer = exchange.answer(to: response, validated: validated, fallback: fallback)
        {
          return .just(answer)
        }
        if let fallback, TransportFailure(error).isTransient {
          return .just(exchange.hit(fallback))
        }
        return .error(error)
      }
  }

  /// What the cache answers in place of the server's `response`, whether it came as an
  /// element or, refused by validation, as an error: the stored body for a `304` to the
  /// cache's own validators, the fallback for a 5xx; `nil` when the server's answer stands.
  private func answer(to response: Response, validated: Stored?, fallback: CachedResponse?)
    -> Response?
  {
    if response.statusCode == 304, let validated { return notModified(response, validated) }
    if let fallback, (500..<600).contains(response.statusCode) {
      return fallback.response(for: request.urlRequest, at: now)
    }
    return nil
  }

  /// The entry, when it may be served without asking the server first: not `no-cache`, and
  /// not stale under `must-revalidate`.
  private func usable(_ entry: CachedResponse) -> CachedResponse? {
    let control = entry.cacheControl
    if control.noCache || (control.mustRevalidate && !isFresh(entry, maxAge: nil)) { return nil }
    return entry
  }

  /// The stored body for a `304`, its entry refreshed by the 304's headers and date.
  private func notModified(_ response: Response, _ validated: Stored) -> Response {
    let refreshed = validated.entry.refreshed(by: response, at: now)
    store.save(refreshed, for: validated.key)
    return refreshed.response(for: request.urlRequest, at: now)
  }

  // MARK: Writing

  /// Stores `response` when HTTP allows it; drops the stored entry when it forbids storing.
  private func keep(_ response: Response) {
    guard (200..<300).contains(response.statusCode), response.statusCode != 206 else { return }
    let control = CacheControl(header: response.header("Cache-Control"))
    if control.noStore || (store.isShared && !sharable(control)) {
      store.removeEntry(for: base)
      return
    }
    switch Vary.rule(response.header("Vary")) {
    case .unmatchable:
      store.removeEntry(for: base)
    case .headers(let names) where names.isEmpty:
      store.save(CachedResponse(response, storedAt: now), for: base)
    case .headers(let names):
      let key = base.varying(on: names, from: request.urlRequest)
      if key != base {
        let index = CachedResponse(
          statusCode: response.statusCode, headers: [:], data: Data(), storedAt: now,
          variesOn: names)
        store.save(index, for: base)
      }
      store.save(CachedResponse(response, storedAt: now, variesOn: names), for: key)
    }
  }

  /// Whether a shared store may keep a response with these directives (RFC 9111 §3.5): not
  /// `private`, and, for a request with `Authorization`, explicitly allowed.
  private func sharable(_ control: CacheControl) -> Bool {
    guard !control.isPrivate else { return false }
    guard CacheKey.headerValue("Authorization", in: request.urlRequest).isEmpty else {
      return control.isPublic || control.mustRevalidate || control.sharedMaxAge != nil
    }
    return true
  }
}
