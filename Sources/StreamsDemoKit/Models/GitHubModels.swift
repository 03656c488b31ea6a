import Foundation
import StreamsNetwork

/// A GitHub account as `GET /users/{login}` returns it (the fields the demo shows).
package struct User: Codable, Hashable, Sendable {
  /// The account name, such as `octocat`.
  package var login: String
  /// The numeric id.
  package var id: Int
  /// The display name, if the account set one.
  package var name: String?
  /// The short biography, if any.
  package var bio: String?
  /// Where the account says it is, if anywhere.
  package var location: String?
  /// The number of public repositories.
  package var publicRepos: Int
  /// The number of followers.
  package var followers: Int
  /// The number of accounts this one follows.
  package var following: Int
  /// When the account was created.
  package var createdAt: Date?

  /// Creates an account.
  ///
  /// - Parameters:
  ///   - login: the account name.
  ///   - id: the numeric id.
  ///   - name: the display name.
  ///   - bio: the biography.
  ///   - location: the location.
  ///   - publicRepos: the public repository count.
  ///   - followers: the follower count.
  ///   - following: the following count.
  ///   - createdAt: the creation date.
  package init(
    login: String, id: Int, name: String? = nil, bio: String? = nil, location: String? = nil,
    publicRepos: Int = 0, followers: Int = 0, following: Int = 0, createdAt: Date? = nil
  ) {
    self.login = login
    self.id = id
    self.name = name
    self.bio = bio
    self.location = location
    self.publicRepos = publicRepos
    self.followers = followers
    self.following = following
    self.createdAt = createdAt
  }
}

/// An account as lists of users show it (`GET /users/{login}/followers`): login and id only.
package struct UserSummary: Codable, Hashable, Sendable {
  /// The account name.
  package var login: String
  /// The numeric id.
  package var id: Int

  /// Creates a summary.
  ///
  /// - Parameters:
  ///   - login: the account name.
  ///   - id: the numeric id.
  package init(login: String, id: Int) {
    self.login = login
    self.id = id
  }
}

/// A repository as lists, search and `GET /repos/{owner}/{repo}` return it.
package struct Repository: Codable, Hashable, Sendable {
  /// The numeric id.
  package var id: Int
  /// The name, such as `hello-world`.
  package var name: String
  /// `owner/name`.
  package var fullName: String
  /// The owning account.
  package var owner: UserSummary
  /// The description, if any.
  package var description: String?
  /// The main language, if GitHub detected one.
  package var language: String?
  /// The star count.
  package var stargazersCount: Int
  /// The fork count.
  package var forksCount: Int
  /// The open issue count.
  package var openIssuesCount: Int
  /// The last push, if any.
  package var pushedAt: Date?
  /// The watcher count; only `GET /repos/{owner}/{repo}` sends it.
  package var subscribersCount: Int?

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - id: the numeric id.
  ///   - name: the name.
  ///   - owner: the owning account.
  ///   - description: the description.
  ///   - language: the main language.
  ///   - stargazersCount: the star count.
  ///   - forksCount: the fork count.
  ///   - openIssuesCount: the open issue count.
  ///   - pushedAt: the last push.
  ///   - subscribersCount: the watcher count, for a detailed repository.
  package init(
    id: Int, name: String, owner: UserSummary, description: String? = nil,
    language: String? = nil, stargazersCount: Int = 0, forksCount: Int = 0,
    openIssuesCount: Int = 0, pushedAt: Date? = nil, subscribersCount: Int? = nil
  ) {
    self.id = id
    self.name = name
    fullName = "\(owner.login)/\(name)"
    self.owner = owner
    self.description = description
    self.language = language
    self.stargazersCount = stargazersCount
    self.forksCount = forksCount
    self.openIssuesCount = openIssuesCount
    self.pushedAt = pushedAt
    self.subscribersCount = subscribersCount
  }
}

/// What `GET /search/repositories` answers: the total and one page of matches.
package struct SearchResults: Codable, Hashable, Sendable {
  /// How many repositories match in all.
  package var totalCount: Int
  /// Whether the search timed out before finding every match.
  package var incompleteResults: Bool
  /// The matches on this page, best first.
  package var items: [Repository]

  /// Creates results.
  ///
  /// - Parameters:
  ///   - totalCount: the total number of matches.
  ///   - incompleteResults: whether the search was cut short.
  ///   - items: this page's matches.
  package init(totalCount: Int, incompleteResults: Bool = false, items: [Repository]) {
    self.totalCount = totalCount
    self.incompleteResults = incompleteResults
    self.items = items
  }
}

/// One page of a paged list, with where the `Link` header says the next and last pages are.
package struct Page<Item: Sendable>: Sendable {
  /// The items on this page.
  package var items: [Item]
  /// The `rel="next"` link, `nil` on the last page.
  package var next: URL?
  /// The `rel="last"` link, when the server sent one.
  package var last: URL?
  /// The page's URL.
  package var url: URL?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: the items.
  ///   - next: the next page's URL.
  ///   - last: the last page's URL.
  ///   - url: this page's URL.
  package init(items: [Item], next: URL? = nil, last: URL? = nil, url: URL? = nil) {
    self.items = items
    self.next = next
    self.last = last
    self.url = url
  }

  /// Decodes a page of GitHub JSON and keeps its `Link` header's next and last pages.
  ///
  /// - Parameter response: one page's response.
  /// - Throws: ``NetworkError/objectMapping(_:_:)`` when the body does not fit.
  package init(decoding response: Response) throws where Item: Decodable {
    self.init(
      items: try response.map([Item].self, using: .gitHub), next: response.nextPage,
      last: response.lastPage, url: response.url)
  }

  /// The `page` query parameter of this page's URL (1 without one).
  package var number: Int { Self.pageNumber(of: url) ?? 1 }

  /// The `page` query parameter of the last page's URL: the page count, when known.
  package var lastNumber: Int? { Self.pageNumber(of: last) }

  /// The `page` query parameter of a URL.
  static func pageNumber(of url: URL?) -> Int? {
    guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return nil }
    return components.queryItems?.first { $0.name == "page" }?.value.flatMap { Int($0) }
  }
}

extension JSONDecoder {
  /// The decoder for GitHub's JSON: `snake_case` keys, ISO 8601 dates.
  package static var gitHub: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

extension JSONEncoder {
  /// The encoder the fixture API writes GitHub's JSON with: `snake_case`, ISO 8601, sorted.
  package static var gitHub: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
