/// A query value that is already percent-encoded: ``URLEncoding`` and ``QueryItem`` write it
/// as it is instead of escaping it again.
///
/// The text must hold only characters a URL query may (RFC 3986 `pchar`, `/`, `?`) and
/// well-formed `%XX` escapes; otherwise encoding throws
/// ``ParameterEncodingError/invalidPercentEncoding(name:value:)``.
public protocol PercentEncodedQueryValue {
  /// The encoded text, e.g. `swift+user:marty-suzuki`.
  var percentEncodedQueryValue: String { get }
}

/// A search expression of keywords and `name:value` qualifiers, as Qiita's and GitHub's
/// search APIs take it: `query=swift+user:marty-suzuki`.
///
/// Each keyword, qualifier name and qualifier value is percent-encoded once, on its own; the
/// `+` between terms and the `:` between a qualifier's name and value stay literal, so they
/// keep their meaning to the server while a `+`, `:` or space inside a term is escaped:
///
///     SearchQuery("swift", .qualifier("user", "marty-suzuki"))  // swift+user:marty-suzuki
///     SearchQuery("c++ tips:日本")                               // c%2B%2B%20tips%3A%E6%97…
public struct SearchQuery: PercentEncodedQueryValue, Hashable, Sendable {
  /// One term of a search.
  public enum Term: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A free-text keyword.
    case keyword(String)
    /// A `name:value` qualifier, e.g. `user:marty-suzuki`.
    case qualifier(String, String)

    /// A keyword from a literal.
    ///
    /// - Parameter value: the keyword.
    public init(stringLiteral value: String) {
      self = .keyword(value)
    }

    var percentEncoded: String {
      switch self {
      case .keyword(let keyword):
        PercentEncoding.escapeQuery(keyword)
      case .qualifier(let name, let value):
        PercentEncoding.escapeQuery(name) + ":" + PercentEncoding.escapeQuery(value)
      }
    }

    var text: String {
      switch self {
      case .keyword(let keyword): keyword
      case .qualifier(let name, let value): "\(name):\(value)"
      }
    }
  }

  /// The terms, in order.
  public var terms: [Term]

  /// Creates a search from terms.
  ///
  /// - Parameter terms: keywords (string literals work) and qualifiers, in order.
  public init(_ terms: Term...) {
    self.terms = terms
  }

  /// Creates a search from an array of terms.
  ///
  /// - Parameter terms: the terms, in order.
  public init(terms: [Term]) {
    self.terms = terms
  }

  /// This search with `term` added at the end.
  ///
  /// - Parameter term: the keyword or qualifier to add.
  /// - Returns: the longer search.
  public func adding(_ term: Term) -> SearchQuery {
    SearchQuery(terms: terms + [term])
  }

  /// The terms, each percent-encoded, joined by `+`.
  public var percentEncodedQueryValue: String {
    terms.map(\.percentEncoded).joined(separator: "+")
  }
}

extension SearchQuery: CustomStringConvertible {
  /// The search as a person types it: terms separated by spaces.
  public var description: String { terms.map(\.text).joined(separator: " ") }
}
