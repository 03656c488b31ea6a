import Foundation
import Streams

/// Paged collections as one lazy sequence of pages.
///
/// Pages are fetched one at a time, **one page per demand**: the first page is requested on
/// subscription, and each following page only after the previous page has been delivered
/// downstream (its `onNext` has returned) and the subscription is still alive. So
/// `take(2)` sends exactly two requests, disposing stops the sequence before the next
/// request, and a slow consumer on the same thread holds the next page back. (Behind an
/// asynchronous hop such as `observe(on:)`, "delivered" means handed to that hop.) The
/// sequence completes after the last page, fails with the first page that fails, and each page
/// passes through the provider's plugins and interceptors like any request (retries included).
///
/// ```swift
/// // Every repository of a user, following `Link: <…?page=2>; rel="next"`.
/// provider.paginate(.userRepositories("octocat", page: 1))
///   .map { try $0.map([Repository].self) }
///   .take(3)  // at most three requests
/// ```
extension Provider {
  /// The pages that follow `first` as its responses' `Link: rel="next"` headers lead.
  ///
  /// Each following page is requested at the URL the link names, query included, with the
  /// first target's method, headers, timeout, validation and plugins, and no parameters of
  /// its own (the link carries them). A page on another origin than the first (scheme, host,
  /// port) goes without credentials unless `crossOrigin` says otherwise. The sequence completes
  /// at a page without a next link, or whose next link leads back to a page already requested
  /// (a server that loops).
  ///
  ///     --p1--p2--p3--|  paginate(first)  (p3 has no rel="next")
  ///
  /// - Parameters:
  ///   - first: the first page.
  ///   - crossOrigin: what to do with a page on another origin; by default it is requested
  ///     without `Authorization`, `Cookie` and `Proxy-Authorization`.
  /// - Returns: the pages, one request per page, each sent on demand.
  public func paginate(
    _ first: Target, crossOrigin: CrossOriginPagePolicy = .stripCredentials
  ) -> Observable<Response> {
    paginate(first, crossOrigin: crossOrigin, nextURL: \.nextPage)
  }

  /// The pages that follow `first` at the URLs `nextURL` finds in each response (a `Link`
  /// header, a `next` field of the body).
  ///
  /// Each following page is requested at the URL, query included, with the first target's
  /// method, headers, timeout, validation and plugins, and no parameters of its own; on
  /// another origin than the first page's, as `crossOrigin` says. The sequence completes when
  /// `nextURL` returns `nil`, or a URL already requested.
  ///
  ///     --p1--p2--|  paginate(first, nextURL: { $0.nextPage })
  ///
  /// - Parameters:
  ///   - first: the first page.
  ///   - crossOrigin: what to do with a page on another origin; by default it is requested
  ///     without credentials.
  ///   - nextURL: the URL of the page after the given one, or `nil` after the last page;
  ///     called once per page, after the page has been delivered.
  /// - Returns: the pages, one request per page, each sent on demand.
  public func paginate(
    _ first: Target, crossOrigin: CrossOriginPagePolicy = .stripCredentials,
    nextURL: @escaping (Response) -> URL?
  ) -> Observable<Response> {
    pages(first, crossOrigin: crossOrigin) { response in
      nextURL(response).map(PageOperation<Target>.Page.link)
    }
  }

  /// The pages that `next` builds from each response, starting with `first`: for APIs whose
  /// pages are targets (`page=3`, a cursor in the body).
  ///
  /// Each page is a target of yours, so it goes where its `baseURL` says, with its own
  /// headers: no server-given URL is involved.
  ///
  ///     --p1--p2--|  paginate(first) { $0.cursor.map(Feed.after) }
  ///
  /// - Parameters:
  ///   - first: the first page.
  ///   - next: the target of the page after the given one, or `nil` after the last page;
  ///     called once per page, after the page has been delivered.
  /// - Returns: the pages, one request per page, each sent on demand.
  public func paginate(_ first: Target, next: @escaping (Response) -> Target?)
    -> Observable<Response>
  {
    pages(first, crossOrigin: .stripCredentials) { response in
      next(response).map(PageOperation<Target>.Page.target)
    }
  }

  private func pages(
    _ first: Target, crossOrigin: CrossOriginPagePolicy,
    following: @escaping (Response) -> PageOperation<Target>.Page?
  ) -> Observable<Response> {
    Observable { [self] sink, lifetime in
      PageOperation(
        provider: self, first: first, crossOrigin: crossOrigin, following: following, sink: sink,
        lifetime: lifetime
      )
      .start()
    }
  }

  /// The endpoint of the page at `url`: `first`'s, at that URL, without parameters; marked to
  /// go without credentials when `crossOrigin` keeps them from its origin (the request is
  /// stripped of them last, after plugins and interceptors may have added some).
  ///
  /// - Throws: ``CrossOriginPageError`` when `crossOrigin` refuses the page.
  func pageEndpoint(_ first: Target, at url: URL, crossOrigin: CrossOriginPagePolicy)
    throws(CrossOriginPageError) -> Endpoint
  {
    let base = endpoint(first)
    let origin = base.resolvedURL ?? URL(string: base.url)
    let sendsCredentials = try crossOrigin.sendsCredentials(to: url, from: origin)
    let endpoint = Endpoint(
      url: url.absoluteString, sampleResponseClosure: base.sampleResponseClosure,
      method: base.method, task: .requestPlain, httpHeaderFields: base.httpHeaderFields,
      timeoutInterval: base.timeoutInterval,
      allowsConstrainedNetworkAccess: base.allowsConstrainedNetworkAccess)
    endpoint.sendsCredentials = sendsCredentials
    return endpoint
  }
}
