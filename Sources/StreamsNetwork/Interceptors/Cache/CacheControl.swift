import Foundation

/// The `Cache-Control` directives of a response that the cache honours (RFC 9111 §5.2.2).
///
/// Directive names are case-insensitive; unknown directives are ignored; a malformed
/// `max-age` is ignored rather than guessed. `no-cache` and `private` with a field list
/// (`no-cache="Set-Cookie"`) are treated as the unqualified directive: stricter, never wrong.
public struct CacheControl: Equatable, Sendable {
  /// `no-store`: the response must not be stored.
  public var noStore = false
  /// `no-cache`: a stored copy must be revalidated with the server before every use.
  public var noCache = false
  /// `private`: only a private (single-user) store may keep it.
  public var isPrivate = false
  /// `public`: any store may keep it, even when the request carried `Authorization`.
  public var isPublic = false
  /// `must-revalidate`: once stale, it must not be used without revalidation.
  public var mustRevalidate = false
  /// `max-age`: seconds the response stays fresh.
  public var maxAge: TimeInterval?
  /// `s-maxage`: seconds the response stays fresh in a shared store (overrides `max-age`).
  public var sharedMaxAge: TimeInterval?

  /// Creates directives, none set by default.
  public init() {}

  /// Parses a `Cache-Control` header value, such as `public, max-age=60`.
  ///
  /// - Parameter header: the header value; `nil` gives no directives.
  public init(header: String?) {
    guard let header else { return }
    for directive in Self.split(header) {
      let parts = directive.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let name = parts.first?.lowercased(), !name.isEmpty else { continue }
      let value = parts.count > 1 ? Self.unquoted(parts[1]) : nil
      switch name {
      case "no-store": noStore = true
      case "no-cache": noCache = true
      case "private": isPrivate = true
      case "public": isPublic = true
      case "must-revalidate": mustRevalidate = true
      case "max-age": maxAge = value.flatMap(Self.seconds)
      case "s-maxage": sharedMaxAge = value.flatMap(Self.seconds)
      default: continue
      }
    }
  }

  /// How long the response stays fresh in a store, `nil` when the server does not say.
  ///
  /// - Parameter shared: whether the store is shared, where `s-maxage` wins.
  /// - Returns: the freshness lifetime in seconds.
  public func freshnessLifetime(shared: Bool) -> TimeInterval? {
    shared ? (sharedMaxAge ?? maxAge) : maxAge
  }

  /// The comma-separated items of a header value, commas inside quotes kept.
  static func split(_ header: String) -> [String] {
    var items: [String] = []
    var current = ""
    var quoted = false
    for character in header {
      if character == "\"" { quoted.toggle() }
      if character == ",", !quoted {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// delta-seconds: digits only; too large a value saturates (RFC 9111 §1.2.2).
  private static func seconds(_ text: String) -> TimeInterval? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return TimeInterval(Int(text) ?? Int(Int32.max))
  }
}

/// The `Vary` header of a response (RFC 9110 §12.5.5).
enum Vary {
  /// What `Vary` says about storing a response.
  enum Rule: Equatable {
    /// Stored under the request's values of these headers (lowercased, sorted; empty when
    /// the response does not vary).
    case headers([String])
    /// `Vary: *`: the response cannot be matched by a later request, so it is not stored.
    case unmatchable
  }

  /// Parses `Vary`.
  ///
  /// - Parameter header: the header value, `nil` when absent.
  /// - Returns: the rule.
  static func rule(_ header: String?) -> Rule {
    guard let header else { return .headers([]) }
    let names = CacheControl.split(header).map { $0.lowercased() }
    if names.contains("*") { return .unmatchable }
    return .headers(Array(Set(names)).sorted())
  }
}
