import Foundation

/// Pagination headers: RFC 8288 `Link` relations and the total item count.
extension Response {
  /// The links of the `Link` header, relative targets resolved against ``url``; empty
  /// without one.
  public var webLinks: [WebLink] {
    guard let value = header("Link") else { return [] }
    return LinkHeader.parse(value, relativeTo: url)
  }

  /// The `Link` header's targets by relation type (lowercased); for a relation given twice,
  /// the first link wins.
  public var links: [String: URL] {
    var links: [String: URL] = [:]
    for link in webLinks {
      for relation in link.relations where links[relation] == nil {
        links[relation] = link.url
      }
    }
    return links
  }

  /// The `rel="next"` link.
  public var nextPage: URL? { links["next"] }

  /// The `rel="prev"` link (or `rel="previous"`).
  public var prevPage: URL? {
    let links = links
    return links["prev"] ?? links["previous"]
  }

  /// The `rel="first"` link.
  public var firstPage: URL? { links["first"] }

  /// The `rel="last"` link.
  public var lastPage: URL? { links["last"] }

  /// The total number of items across pages, from `Total-Count` or else `X-Total-Count`
  /// (any case): the first that holds a non-negative integer; `nil` when neither does.
  public var totalCount: Int? {
    for name in ["Total-Count", "X-Total-Count"] {
      if let text = header(name), let count = Int(text.trimmingCharacters(in: .whitespaces)),
        count >= 0
      {
        return count
      }
    }
    return nil
  }
}
