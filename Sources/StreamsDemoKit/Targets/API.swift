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
package enum API {
  /// `/users/…`.
  package enum Users {}
  /// `/repos/…`.
  package enum Repos {}
  /// `/search/…`.
  package enum Search {}
}

/// The namespace's shared settings, written once: base URL, headers, validation, decoding and
/// provider all come from the ``GitHubEnvironment`` the request was made in.
package protocol GitHubRequest: Request, AccessTokenAuthorizable {
  /// The environment the request was made in.
  var environment: GitHubEnvironment { get }
}

extension GitHubRequest {
  /// The environment's base URL.
  package var baseURL: URL { environment.baseURL }
  /// `GET`.
  package var method: StreamsNetwork.HTTPMethod { .get }
  /// No parameters.
  package var task: RequestTask { .requestPlain }
  /// GitHub's JSON media type.
  package var headers: [String: String]? { GitHub.standardHeaders }
  /// 2xx only.
  package var validationType: ValidationType { .successCodes }
  /// The environment's request provider.
  package var provider: Provider<MultiTarget> { environment.requests }
  /// Bearer tokens, when the run has one.
  package var authorizationType: AuthorizationType? { .bearer }
}

extension GitHubRequest where Decoded: Decodable {
  /// Decodes GitHub's `snake_case` JSON.
  ///
  /// - Parameter response: the successful response.
  /// - Returns: the model.
  /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
  package func decode(_ response: Response) throws -> Decoded {
    try response.map(Decoded.self, using: .gitHub)
  }
}

extension API.Users {
  /// `GET /users/{login}`: one account.
  package struct Get: GitHubRequest {
    /// The account.
    package typealias Decoded = User
    /// The account name.
    package let login: String
    /// The environment the request was made in.
    package let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - environment: where it goes; the current environment by default.
    package init(login: String, environment: GitHubEnvironment = .current) {
      self.login = login
      self.environment = environment
    }

    /// `users/{login}`.
    package var path: String { "users/\(login)" }
  }

  /// `GET /users/{login}/followers`: the first page of followers.
  package struct Followers: GitHubRequest {
    /// The followers.
    package typealias Decoded = [UserSummary]
    /// The account name.
    package let login: String
    /// The environment the request was made in.
    package let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - environment: where it goes; the current environment by default.
    package init(login: String, environment: GitHubEnvironment = .current) {
      self.login = login
      self.environment = environment
    }

    /// `users/{login}/followers`.
    package var path: String { "users/\(login)/followers" }
  }
}

extension API.Repos {
  /// `GET /repos/{owner}/{repo}`: one repository, with its watcher count.
  package struct Get: GitHubRequest {
    /// The repository.
    package typealias Decoded = Repository
    /// The owning account.
    package let owner: String
    /// The repository name.
    package let repo: String
    /// The environment the request was made in.
    package let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - owner: the owning account.
    ///   - repo: the repository name.
    ///   - environment: where it goes; the current environment by default.
    package init(owner: String, repo: String, environment: GitHubEnvironment = .current) {
      self.owner = owner
      self.repo = repo
      self.environment = environment
    }

    /// `repos/{owner}/{repo}`.
    package var path: String { "repos/\(owner)/\(repo)" }
  }
}

extension API.Search {
  /// `GET /search/repositories?q=…`: one page of matches, best first.
  package struct Repositories: GitHubRequest {
    /// The matches.
    package typealias Decoded = SearchResults
    /// The search, encoded once per term (`reactive+language:swift`).
    package let query: SearchQuery
    /// How many matches per page.
    package let perPage: Int
    /// The environment the request was made in.
    package let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - query: the search.
    ///   - perPage: the page size (GitHub allows up to 100).
    ///   - environment: where it goes; the current environment by default.
    package init(query: SearchQuery, perPage: Int = 12, environment: GitHubEnvironment = .current) {
      self.query = query
      self.perPage = perPage
      self.environment = environment
    }

    /// `search/repositories`.
    package var path: String { "search/repositories" }

    /// `q` and `per_page` in the query string.
    package var task: RequestTask {
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
  package struct Repos: GitHubRequest {
    /// One page.
    package typealias Decoded = Page<Repository>
    /// The account name.
    package let login: String
    /// How many repositories per page.
    package let perPage: Int
    /// The environment the request was made in.
    package let environment: GitHubEnvironment

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - login: the account name.
    ///   - perPage: the page size.
    ///   - environment: where it goes; the current environment by default.
    package init(login: String, perPage: Int = 10, environment: GitHubEnvironment = .current) {
      self.login = login
      self.perPage = perPage
      self.environment = environment
    }

    /// `users/{login}/repos`.
    package var path: String { "users/\(login)/repos" }

    /// `sort` and `per_page`.
    package var task: RequestTask {
      .requestParameters(
        parameters: ["sort": "pushed", "per_page": perPage], encoding: URLEncoding.queryString)
    }

    /// Decodes the repositories and keeps the `Link` header's pages.
    ///
    /// - Parameter response: the successful response.
    /// - Returns: the page.
    /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
    package func decode(_ response: Response) throws -> Page<Repository> {
      try Page(decoding: response)
    }
  }
}
