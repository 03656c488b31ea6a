import FixtureServer
import Foundation

/// Paging and search, as GitHub does them.
extension FixtureAPI {
  /// One page of `login`'s repositories with an RFC 8288 `Link` header: `next` and `last`
  /// while there are later pages, `first` and `prev` after the first.
  static func reposPage(for login: String, request: FixtureRequest) -> FixtureResponse {
    let all = FixtureCatalog.repositoriesByOwner[login] ?? []
    let sorted =
      request.query["sort"] == "pushed"
      ? all : all.sorted { $0.name.lowercased() < $1.name.lowercased() }
    let perPage = min(100, max(1, Int(request.query["per_page"] ?? "") ?? 30))
    let pageCount = max(1, (sorted.count + perPage - 1) / perPage)
    let page = max(1, Int(request.query["page"] ?? "") ?? 1)
    let start = min(sorted.count, (page - 1) * perPage)
    let items = Array(sorted[start..<min(sorted.count, start + perPage)])
    var response = json(items)
    var links: [String] = []
    func link(_ number: Int, _ relation: String) {
      var query = ["per_page=\(perPage)", "page=\(number)"]
      if let sort = request.query["sort"] { query.insert("sort=\(sort)", at: 0) }
      let target = request.absoluteURL(
        "/users/\(login)/repos?" + query.joined(separator: "&"))
      links.append("<\(target)>; rel=\"\(relation)\"")
    }
    if page < pageCount {
      link(page + 1, "next")
      link(pageCount, "last")
    }
    if page > 1 {
      link(1, "first")
      link(min(page - 1, pageCount), "prev")
    }
    if !links.isEmpty { response = response.header("Link", links.joined(separator: ", ")) }
    return response
  }

  /// `q` split into keywords and `name:value` qualifiers (the server has already decoded `+`
  /// as a space), matched against the catalog.
  static func search(_ request: FixtureRequest) -> FixtureResponse {
    guard let query = request.query["q"], !query.isEmpty else {
      return .json(
        ["message": "Validation Failed", "documentation_url": "https://docs.github.com/rest"],
        status: 422)
    }
    var keywords: [String] = []
    var qualifiers: [String: String] = [:]
    for term in query.split(separator: " ") {
      let parts = term.split(separator: ":", maxSplits: 1)
      if parts.count == 2 {
        qualifiers[String(parts[0])] = String(parts[1])
      } else {
        keywords.append(String(term))
      }
    }
    let matches = FixtureCatalog.search(keywords: keywords, qualifiers: qualifiers)
    let perPage = min(100, max(1, Int(request.query["per_page"] ?? "") ?? 30))
    return json(
      SearchResults(totalCount: matches.count, items: Array(matches.prefix(perPage))))
  }
}
