import Foundation
import StreamsNetwork

/// A GitHub-like API written Moya's classic way: one enum, a case per call.
enum GitHub {
  case zen
  case userProfile(String)
  case userRepositories(String, page: Int)
  case searchRepositories(SearchQuery, sort: String?)
  case createIssue(owner: String, repo: String, issue: NewIssue)
  case uploadAvatar(Data)
}

struct NewIssue: Codable, Equatable {
  var title: String
  var labels: [String]
}

extension GitHub: TargetType {
  var baseURL: URL { URL(string: "https://api.github.com")! }

  var path: String {
    switch self {
    case .zen: "/zen"
    case .userProfile(let login): "/users/\(login)"
    case .userRepositories(let login, _): "/users/\(login)/repos"
    case .searchRepositories: "/search/repositories"
    case .createIssue(let owner, let repo, _): "/repos/\(owner)/\(repo)/issues"
    case .uploadAvatar: "/user/avatar"
    }
  }

  var method: HTTPMethod {
    switch self {
    case .createIssue, .uploadAvatar: .post
    default: .get
    }
  }

  var sampleData: Data {
    switch self {
    case .zen: Data("Half measures are as bad as nothing at all.".utf8)
    case .userProfile(let login): Data(#"{"login":"\#(login)","id":1}"#.utf8)
    default: Data()
    }
  }

  var task: RequestTask {
    switch self {
    case .zen, .userProfile:
      .requestPlain
    case .userRepositories(_, let page):
      .requestParameters(
        parameters: ["page": page, "per_page": 100], encoding: URLEncoding.default)
    case .searchRepositories(let query, let sort):
      .requestParameters(
        parameters: ["q": query, "sort": sort as Any], encoding: URLEncoding.default)
    case .createIssue(_, _, let issue):
      .requestJSONEncodable(issue)
    case .uploadAvatar(let data):
      .uploadMultipart([
        MultipartFormData(
          provider: .data(data), name: "avatar", fileName: "me.png", mimeType: "image/png")
      ])
    }
  }

  var validationType: ValidationType { .successCodes }

  var headers: [String: String]? { ["Accept": "application/vnd.github+json"] }
}

/// The same style of API as structs grouped in namespaces, one per call.
enum API {
  enum Community {
    /// Qiita's item search: `GET /api/v2/items?page=…&query=…`.
    struct Search: TargetType {
      var query: SearchQuery
      var page: Int = 1

      var baseURL: URL { URL(string: "https://qiita.com/")! }
      var path: String { "/api/v2/items" }
      var method: HTTPMethod { .get }
      var task: RequestTask {
        .requestParameters(
          parameters: ["query": query, "page": page], encoding: URLEncoding.queryString)
      }
      var headers: [String: String]? { nil }
    }
  }

  enum Users {
    struct Get: TargetType {
      var login: String

      var baseURL: URL { URL(string: "https://example.com/api/v1/")! }
      var path: String { "users/\(login)" }
      var method: HTTPMethod { .get }
      var task: RequestTask { .requestPlain }
      var headers: [String: String]? { ["Accept": "application/json"] }
      var timeoutInterval: TimeInterval? { 15 }
      var allowsConstrainedNetworkAccess: Bool { false }
    }
  }
}
