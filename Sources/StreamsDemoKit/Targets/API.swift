import Foundation
import Streams
import StreamsNetwork

/// The GitHub API as request structs in namespaces: each request value is an observable of
/// its model.
///
/// ```swift
/// API.Users.Get(login: "octocat").subscribe(onNext: { print($0.name ?? $0.login) })
///
/// Observable.zip(API.Users.Get(login: "octocat"), API.Users.Followers(login: "octocat")) {
///   ($0, $1)
/// }
/// ```
public enum API {
  /// `/users/…`.
  public enum Users {}
  /// `/repos/…`.
  public enum Repos {}
  /// `/search/…`.
  public enum Search {}
}

/// The namespace's shared settings, written once: base URL, headers, validation, decoding and
/// provider all come from the ``GitHubEnvironment`` the request was made in.
public protocol GitHubRequest: Request, AccessTokenAuthorizable {
  /// The environment the request was made in.
  var environment: GitHubEnvironment { get }
}

extension GitHubRequest {
  /// The environment's base URL.
  public var baseURL: URL { environment.baseURL }
  /// `GET`.
  public var method: StreamsNetwork.HTTPMethod { .get }
  /// No parameters.
  public var task: RequestTask { .requestPlain }
  /// GitHub's JSON media type.
  public var headers: [String: String]? { GitHub.standardHeaders }
  /// 2xx only.
  public var validationType: ValidationType { .successCodes }
  /// The environment's request provider.
  public var provider: Provider<MultiTarget> { environment.requests }
  /// Bearer tokens, when the run has one.
  public var authorizationType: AuthorizationType? { .bearer }
}

extension GitHubRequest where Decoded: Decodable {
  /// Decodes GitHub's `snake_case` JSON.
  ///
  /// - Parameter response: the successful response.
  /// - Returns: the model.
  /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
  public func decode(_ response: Response) throws -> Decoded {
    try response.map(Decoded.self, using: .gitHub)
  }
}

extension API.Users {
  /// `GET /users/{login}`: one account.
  public struct Get: GitHubRequest {
    /// The account.
    public typealias Decoded = User
    /// The account name.
    public let login: String
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - environment: where it goes; the current environment by default.
    public init(login: String, environment: GitHubEnvironment = .current) {
      self.login = login
      self.environment = environment
    }

    /// `users/{login}`.
    public var path: String { "users/\(login)" }
  }

  /// `GET /users/{login}/followers`: the first page of followers.
  public struct Followers: GitHubRequest {
    /// The followers.
    public typealias Decoded = [UserSummary]
    /// The account name.
    public let login: String
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - environment: where it goes; the current environment by default.
    public init(login: String, environment: GitHubEnvironment = .current) {
      self.login = login
      self.environment = environment
    }

    /// `users/{login}/followers`.
    public var path: String { "users/\(login)/followers" }
  }
}

extension API.Repos {
  /// `GET /repos/{owner}/{repo}`: one repository, with its watcher count.
  public struct Get: GitHubRequest {
    /// The repository.
    public typealias Decoded = Repository
    /// The owning account.
    public let owner: String
    /// The repository name.
    public let repo: String
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - owner: the owning account.
    ///   - repo: the repository name.
    ///   - environment: where it goes; the current environment by default.
    public init(owner: String, repo: String, environment: GitHubEnvironment = .current) {
      self.owner = owner
      self.repo = repo
      self.environment = environment
    }

    /// `repos/{owner}/{repo}`.
    public var path: String { "repos/\(owner)/\(repo)" }
  }
}

extension API.Search {
  /// `GET /search/repositories?q=…`: one page of matches, best first.
  public struct Repositories: GitHubRequest {
    /// The matches.
    public typealias Decoded = SearchResults
    /// The search, encoded once per term (`reactive+language:swift`).
    public let query: SearchQuery
    /// How many matches per page.
    public let perPage: Int
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - query: the search.
    ///   - perPage: the page size (GitHub allows up to 100).
    ///   - environment: where it goes; the current environment by default.
    public init(query: SearchQuery, perPage: Int = 12, environment: GitHubEnvironment = .current) {
      self.query = query
      self.perPage = perPage
      self.environment = environment
    }

    /// `search/repositories`.
    public var path: String { "search/repositories" }

    /// `q` and `per_page` in the query string.
    public var task: RequestTask {
      .requestParameters(
        parameters: ["q": query, "per_page": perPage], encoding: URLEncoding.queryString)
    }
  }
}

extension API.Users {
  /// `GET /users/{login}/repos?sort=pushed`: the first page of repositories, most recently
  /// pushed first, with the `Link` header's next and last pages.
  ///
  /// To read every page, give the enum target ``GitHub/repos(login:perPage:)`` to
  /// `provider.paginate`, which follows the links on demand (the pages scene does).
  public struct Repos: GitHubRequest {
    /// One page.
    public typealias Decoded = Page<Repository>
    /// The account name.
    public let login: String
    /// How many repositories per page.
    public let perPage: Int
    /// The environment the request was made in.
    public let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - perPage: the page size.
    ///   - environment: where it goes; the current environment by default.
    public init(login: String, perPage: Int = 10, environment: GitHubEnvironment = .current) {
      self.login = login
      self.perPage = perPage
      self.environment = environment
    }

    /// `users/{login}/repos`.
    public var path: String { "users/\(login)/repos" }

    /// `sort` and `per_page`.
    public var task: RequestTask {
      .requestParameters(
        parameters: ["sort": "pushed", "per_page": perPage], encoding: URLEncoding.queryString)
    }

    /// Decodes the repositories and keeps the `Link` header's pages.
    ///
    /// - Parameter response: the successful response.
    /// - Returns: the page.
    /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
    public func decode(_ response: Response) throws -> Page<Repository> {
      try Page(decoding: response)
    }
  }
}
