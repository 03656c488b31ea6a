import Foundation

/// One link of a `Link` header (RFC 8288): a target URL, its relation types and its other
/// parameters.
public struct WebLink: Hashable, Sendable {
  /// The target, resolved against the response's URL when it was relative.
  public let url: URL
  /// The relation types, lowercased: `["next"]`, `["prev", "first"]`.
  public let relations: [String]
  /// Every parameter by lowercased name (the first occurrence wins, as RFC 8288 says),
  /// values unquoted; `rel` included.
  public let parameters: [String: String]

  /// Creates a link.
  ///
  /// - Parameters:
  ///   - url: the target.
  ///   - relations: the relation types.
  ///   - parameters: the parameters by name.
  public init(url: URL, relations: [String], parameters: [String: String] = [:]) {
    self.url = url
    self.relations = relations
    self.parameters = parameters
  }
}

/// Parses `Link` header values (RFC 8288 §3), as servers send them for pagination.
///
///     <https://api.example.com/items?page=3>; rel="next", <…?page=9>; rel=last
///
/// Commas inside `<…>` and inside quoted strings do not split links; parameters may come in
/// any order, with or without quotes (with `\` escapes), with whitespace around `;`, `=` and
/// `,`. A `rel` holding several types (`rel="next last"`) gives one link with both. Malformed
/// links are skipped, never fatal, and parsing resumes at the next link.
public enum LinkHeader {
  /// The links in a `Link` header value.
  ///
  /// - Parameters:
  ///   - value: the header value (several `Link` headers joined by `,` parse the same).
  ///   - baseURL: resolves relative targets; `nil` keeps them relative.
  /// - Returns: the links, in order.
  public static func parse(_ value: String, relativeTo baseURL: URL? = nil) -> [WebLink] {
    var scanner = Scanner(Array(value.unicodeScalars))
    var links: [WebLink] = []
    while true {
      scanner.skip { $0 == "," || isWhitespace($0) }
      guard let first = scanner.peek() else { break }
      guard first == "<", let target = scanner.scan(until: ">") else {
        scanner.skipToNextLink()
        continue
      }
      guard let parameters = scanner.scanParameters() else {
        scanner.skipToNextLink()
        continue
      }
      let absolute = URL(string: target, relativeTo: baseURL)?.absoluteURL
      guard let url = absolute ?? URL(string: target) else { continue }
      let relations = (parameters["rel"] ?? "").lowercased()
        .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      links.append(WebLink(url: url, relations: relations, parameters: parameters))
    }
    return links
  }

  fileprivate static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }
}

/// A cursor over a header value's scalars.
private struct Scanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
    while let scalar = peek(), predicate(scalar) { index += 1 }
  }

  /// After an opening character, the text up to `terminator` (consumed); `nil` if it never
  /// comes.
  mutating func scan(until terminator: Unicode.Scalar) -> String? {
    let start = index + 1
    guard let end = scalars[start...].firstIndex(of: terminator) else {
      index = scalars.count
      return nil
    }
    index = end + 1
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// `*( OWS ";" OWS link-param )` up to the next top-level `,` or the end; `nil` when the
  /// text is not parameters.
  mutating func scanParameters() -> [String: String]? {
    var parameters: [String: String] = [:]
    while true {
      skip(while: LinkHeader.isWhitespace)
      guard let scalar = peek(), scalar != "," else { return parameters }
      guard scalar == ";" else { return nil }
      index += 1
      skip(while: LinkHeader.isWhitespace)
      let name = scanToken().lowercased()
      guard !name.isEmpty else { return nil }
      skip(while: LinkHeader.isWhitespace)
      var value = ""
      if peek() == "=" {
        index += 1
        skip(while: LinkHeader.isWhitespace)
        if peek() == "\"" {
          guard let quoted = scanQuotedString() else { return nil }
          value = quoted
        } else {
          value = scanToken()
        }
      }
      if parameters[name] == nil { parameters[name] = value }
    }
  }

  private mutating func scanToken() -> String {
    let start = index
    skip { !($0 == ";" || $0 == "," || $0 == "=" || $0 == "\"" || LinkHeader.isWhitespace($0)) }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  /// A quoted string with `\` escapes, the opening quote at the cursor.
  private mutating func scanQuotedString() -> String? {
    index += 1
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      index += 1
      switch scalar {
      case "\"":
        return String(text)
      case "\\":
        guard let escaped = peek() else { return nil }
        text.append(escaped)
        index += 1
      default:
        text.append(scalar)
      }
    }
    return nil
  }

  /// Skips past the next `,` outside `<…>` and quoted strings.
  mutating func skipToNextLink() {
    var inQuotes = false
    var inBrackets = false
    while let scalar = peek() {
      index += 1
      if inQuotes {
        if scalar == "\\" {
          index += 1
        } else if scalar == "\"" {
          inQuotes = false
        }
      } else if inBrackets {
        if scalar == ">" { inBrackets = false }
      } else if scalar == "\"" {
        inQuotes = true
      } else if scalar == "<" {
        inBrackets = true
      } else if scalar == "," {
        return
      }
    }
  }
}

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
