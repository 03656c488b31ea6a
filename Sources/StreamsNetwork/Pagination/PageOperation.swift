import Foundation
import Streams

/// One subscription of a paged sequence: requests a page, delivers it, and only then asks
/// for the next.
///
/// A page's events arrive on its transport's thread; they pass through the operation's own inbox
/// (`Serializer`), so the subscriber never sees overlapping calls and the state below needs no
/// lock. A page that answers synchronously (a stub) queues the next page's request instead of
/// recursing, so a long run of pages never grows the stack. Each page has a child of the
/// subscription's lifetime, ended when the page is over; disposing the subscription cancels the
/// page in flight, and no later page is requested.
final class PageOperation<Target: TargetType>: Serializer, @unchecked Sendable {
  // Safe to share: `number`, `current`, `upcoming`, `visited` and `previous` are only touched
  // by `receive(_:)`; the rest is immutable.

  /// What to request next: another target, or the first target's call at a URL.
  enum Page {
    case target(Target)
    case link(URL)
  }

  enum Input {
    case fetch(Page)
    /// An event of page number `Int`.
    case page(Int, Event<Response>)
  }

  private let provider: Provider<Target>
  private let first: Target
  private let crossOrigin: CrossOriginPagePolicy
  private let following: (Response) -> Page?
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()

  /// Pages requested so far.
  private var number = 0
  /// The page in flight.
  private var current: (lifetime: Lifetime, key: BagKey?)?
  /// The page after the one in flight, once that one has been delivered.
  private var upcoming: Page?
  /// The URLs requested so far, to stop at a link that loops back.
  private var visited: Set<String> = []
  /// The last page delivered: the one a refused link came from.
  private var previous: Response?

  init(
    provider: Provider<Target>, first: Target, crossOrigin: CrossOriginPagePolicy,
    following: @escaping (Response) -> Page?, sink: @escaping (Event<Response>) -> Void,
    lifetime: Lifetime
  ) {
    self.provider = provider
    self.first = first
    self.crossOrigin = crossOrigin
    self.following = following
    self.sink = sink
    self.lifetime = lifetime
  }

  func start() { send(.fetch(.target(first))) }

  func receive(_ input: Input) {
    guard !lifetime.isDisposed else { return }
    switch input {
    case .fetch(let page):
      fetch(page)
    case .page(let page, let event):
      guard page == number, current != nil else { return }
      handle(event)
    }
  }

  private func handle(_ event: Event<Response>) {
    switch event {
    case .next(let response):
      if let url = response.request?.url { visited.insert(url.absoluteString) }
      previous = response
      sink(.next(response))
      // Demand: the next page is worked out only once this one is delivered, and only if
      // the subscriber is still there.
      guard !lifetime.isDisposed else { return }
      upcoming = following(response)
    case .error(let error):
      sink(.error(error))
      lifetime.dispose()
    case .completed:
      if let current {
        self.current = nil
        lifetime.end(child: current.lifetime, key: current.key)
      }
      let next = upcoming
      upcoming = nil
      if let next, !loopsBack(next) {
        send(.fetch(next))
      } else {
        sink(.completed)
        lifetime.dispose()
      }
    }
  }

  private func loopsBack(_ page: Page) -> Bool {
    guard case .link(let url) = page else { return false }
    return visited.contains(url.absoluteString)
  }

  private func fetch(_ page: Page) {
    number += 1
    let pageNumber = number
    let request: Observable<Response>
    switch page {
    case .target(let target):
      request = provider.responses(target)
    case .link(let url):
      visited.insert(url.absoluteString)
      let endpoint: Endpoint
      do { endpoint = try provider.pageEndpoint(first, at: url, crossOrigin: crossOrigin) } catch {
        sink(.error(NetworkError.underlying(error, previous)))
        lifetime.dispose()
        return
      }
      request = provider.responses(first, endpoint: endpoint)
    }
    let (child, key) = lifetime.child()
    current = (child, key)
    request.run({ [self] event in self.send(.page(pageNumber, event)) }, child)
  }
}
