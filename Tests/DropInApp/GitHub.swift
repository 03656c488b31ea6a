import Foundation
import Moya

// A slice of GitHub's API written the way Moya + RxSwift apps write their targets: an enum,
// `Moya.Method`, `Moya.Task`, Foundation types, `MultipartFormData` parts gathered in an
// array. Only the compatibility import.

enum GitHub {
  case zen
  case slow
  case user(login: String)
  case createIssue(owner: String, repo: String, title: String, body: String?)
  case uploadAvatar(Data, note: String)
  case emojis
}

extension GitHub: TargetType {
  var baseURL: URL { URL(string: "https://api.github.com")! }

  var path: String {
    switch self {
    case .zen: return "/zen"
    case .slow: return "/slow"
    case .user(let login): return "/users/\(login)"
    case .createIssue(let owner, let repo, _, _): return "/repos/\(owner)/\(repo)/issues"
    case .uploadAvatar: return "/user/avatar"
    case .emojis: return "/emojis"
    }
  }

  var method: Moya.Method {
    switch self {
    case .createIssue, .uploadAvatar: return .post
    case .zen, .slow, .user, .emojis: return .get
    }
  }

  var task: Moya.Task {
    switch self {
    case .zen, .slow, .user, .emojis:
      return .requestPlain
    case .createIssue(_, _, let title, let body):
      return .requestJSONEncodable(NewIssue(title: title, body: body))
    case .uploadAvatar(let image, let note):
      var parts: [MultipartFormData] = []
      parts.append(
        MultipartFormData(
          provider: .data(image), name: "avatar", fileName: "me.png", mimeType: "image/png"))
      parts.append(MultipartFormData(provider: .data(Data(note.utf8)), name: "note"))
      return .uploadMultipart(parts)
    }
  }

  var sampleData: Data {
    switch self {
    case .user(let login):
      return Data(#"{"login":"\#(login)","name":"Sample \#(login)","public_repos":3}"#.utf8)
    case .zen:
      return Data("Design for failure.".utf8)
    case .slow, .createIssue, .uploadAvatar, .emojis:
      return Data()
    }
  }

  var headers: [String: String]? { ["Accept": "application/vnd.github+json"] }

  var validationType: ValidationType { .successCodes }

  var acceptableContentTypes: [String]? {
    switch self {
    case .emojis: return ["application/json"]
    case .zen, .slow, .user, .createIssue, .uploadAvatar: return nil
    }
  }
}

struct User: Decodable, Equatable {
  let login: String
  let name: String?
  let publicRepos: Int
}

struct Issue: Decodable, Equatable {
  let number: Int
  let title: String
}

struct NewIssue: Encodable {
  let title: String
  let body: String?
}

extension JSONDecoder {
  /// GitHub's snake_case keys.
  static var gitHub: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
