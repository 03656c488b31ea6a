import Foundation
import StreamsNetwork

/// The GitHub API as Moya users write it: an enum with a case per call.
///
/// Send a case through a provider and map the response:
///
/// ```swift
/// let user = try await environment.gitHub.rx.request(.user(login: "octocat"))
///   .map(User.self, using: .gitHub)
///   .value
/// ```
package enum GitHub: TargetType, AccessTokenAuthorizable {
  /// `GET /users/{login}`.
  case user(login: String)
  /// `GET /users/{login}/repos`, most recently pushed first, one page.
  case repos(login: String, perPage: Int)
  /// `GET /users/{login}/followers`.
  case followers(login: String)
  /// `GET /repos/{owner}/{repo}`.
  case repository(owner: String, repo: String)
  /// `GET /search/repositories?q=…`, best match first, one page.
  case searchRepositories(SearchQuery, perPage: Int)

  /// `https://api.github.com`; ``GitHubEnvironment`` points its provider elsewhere (the
  /// fixture, `--base-url`) with an `endpointClosure`, as Moya users do for staging.
  package var baseURL: URL { .gitHubAPI }

  /// The path of each call.
  package var path: String {
    switch self {
    case .user(let login): "users/\(login)"
    case .repos(let login, _): "users/\(login)/repos"
    case .followers(let login): "users/\(login)/followers"
    case .repository(let owner, let repo): "repos/\(owner)/\(repo)"
    case .searchRepositories: "search/repositories"
    }
  }

  /// `GET` for every call.
  package var method: StreamsNetwork.HTTPMethod { .get }

  /// The query each call carries.
  package var task: RequestTask {
    switch self {
    case .user, .followers, .repository:
      .requestPlain
    case .repos(_, let perPage):
      .requestParameters(
        parameters: ["sort": "pushed", "per_page": perPage], encoding: URLEncoding.queryString)
    case .searchRepositories(let query, let perPage):
      .requestParameters(
        parameters: ["q": query, "per_page": perPage], encoding: URLEncoding.queryString)
    }
  }

  /// GitHub's JSON media type.
  package var headers: [String: String]? { GitHub.standardHeaders }

  /// Canned JSON for stubbed providers (`stubClosure`), as Moya targets carry it: an account
  /// for ``user(login:)``, an empty list or object for the rest.
  package var sampleData: Data {
    switch self {
    case .user(let login):
      (try? JSONEncoder.gitHub.encode(User(login: login, id: 1, name: login.capitalized)))
        ?? Data()
    case .repos, .followers: Data("[]".utf8)
    case .repository, .searchRepositories: Data("{}".utf8)
    }
  }

  /// 2xx only: anything else fails with ``NetworkError/statusCode(_:)``.
  package var validationType: ValidationType { .successCodes }

  /// Bearer tokens, when the run has one.
  package var authorizationType: AuthorizationType? { .bearer }

  /// The headers every GitHub call sends.
  package static let standardHeaders = [
    "Accept": "application/vnd.github+json", "User-Agent": "streams-demo",
  ]
}

/// Endpoints only the embedded fixture API has: a slow one, a flaky one and an event stream.
package enum FixtureEndpoint: TargetType {
  /// `GET /demo/slow`: answers after five seconds.
  case slow
  /// `GET /demo/flaky/{key}`: the first call for a key gets `503` with `Retry-After: 1`,
  /// later calls `200`.
  case flaky(key: String)
  /// `GET /demo/chat`: a chat completion's tokens as Server-Sent Events.
  case chat

  /// `https://api.github.com` as declared; the environment's provider rebases it on the
  /// fixture server (the real API has no such endpoints).
  package var baseURL: URL { .gitHubAPI }

  /// The path of each call.
  package var path: String {
    switch self {
    case .slow: "demo/slow"
    case .flaky(let key): "demo/flaky/\(key)"
    case .chat: "demo/chat"
    }
  }

  /// `GET`.
  package var method: StreamsNetwork.HTTPMethod { .get }

  /// No parameters.
  package var task: RequestTask { .requestPlain }

  /// JSON, or an event stream for ``chat``.
  package var headers: [String: String]? {
    if case .chat = self { return ["Accept": "text/event-stream"] }
    return ["Accept": "application/json"]
  }

  /// 2xx only, so the flaky endpoint's `503` is an error to retry.
  package var validationType: ValidationType { .successCodes }
}

/// What the flaky endpoint answers once it works.
package struct FlakyStatus: Codable, Hashable, Sendable {
  /// `"ok"`.
  package var status: String
  /// Which call for the key this was (1, 2, …).
  package var call: Int

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - status: the status text.
  ///   - call: the call number.
  package init(status: String, call: Int) {
    self.status = status
    self.call = call
  }
}
