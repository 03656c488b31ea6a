import Foundation
import Streams
import StreamsNetwork

extension API.Users {
  /// `GET /users/{login}/repos?sort=pushed`: one page of repositories, most recently pushed
  /// first, with the `Link` header's next and last pages.
  ///
  /// The first page is built from the login; later pages from the `rel="next"` link the
  /// previous page carried (``next(after:)``), exactly as the server wrote it.
  public struct Repos: GitHubRequest {
    /// One page.
    public typealias Decoded = Page<Repository>
    /// The account name.
    public let login: String
    /// How many repositories per page.
    public let perPage: Int
    /// The page to fetch, from a `Link` header; `nil` for the first page.
    public let pageURL: URL?
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request for the first page.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - perPage: the page size.
    ///   - environment: where it goes; the current environment by default.
    public init(login: String, perPage: Int = 10, environment: GitHubEnvironment = .current) {
      self.init(login: login, perPage: perPage, pageURL: nil, environment: environment)
    }

    private init(login: String, perPage: Int, pageURL: URL?, environment: GitHubEnvironment) {
      self.login = login
      self.perPage = perPage
      self.pageURL = pageURL
      self.environment = environment
    }

    /// The request for the page after `page`, or `nil` when `page` is the last.
    ///
    /// - Parameter page: a page this request (or one made from it) returned.
    /// - Returns: the next page's request.
    public func next(after page: Page<Repository>) -> Repos? {
      page.next.map {
        Repos(login: login, perPage: perPage, pageURL: $0, environment: environment)
      }
    }

    /// The `Link` target for a later page, else the environment's base URL.
    public var baseURL: URL { pageURL ?? environment.baseURL }

    /// `users/{login}/repos` for the first page; empty when ``pageURL`` is the whole URL.
    public var path: String { pageURL == nil ? "users/\(login)/repos" : "" }

    /// `sort` and `per_page` for the first page; a `Link` target already has its query.
    public var task: RequestTask {
      guard pageURL == nil else { return .requestPlain }
      return .requestParameters(
        parameters: ["sort": "pushed", "per_page": perPage], encoding: URLEncoding.queryString)
    }

    /// Decodes the repositories and keeps the `Link` header's pages.
    ///
    /// - Parameter response: the successful response.
    /// - Returns: the page.
    /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
    public func decode(_ response: Response) throws -> Page<Repository> {
      Page(
        items: try response.map([Repository].self, using: .gitHub), next: response.nextPage,
        last: response.lastPage, url: response.url)
    }
  }
}
