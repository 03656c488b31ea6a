import Foundation

/// Content-type validation.
extension Response {
  /// The `Content-Type` header's media type (`type/subtype`), lowercased, without parameters.
  public var mimeType: String? {
    header("Content-Type").flatMap(MediaRange.init).map { "\($0.type)/\($0.subtype)" }
  }

  /// This response if its `Content-Type` is one of `acceptableContentTypes`.
  ///
  /// Matching ignores case and parameters (`; charset=utf-8`): `application/json` accepts
  /// `application/json` and any `+json` type (`application/problem+json`,
  /// `application/vnd.github+json`); `application/*` accepts every `application` type;
  /// `application/*+json` accepts every `+json` one; `*/*` accepts anything. As Alamofire, an
  /// empty body passes whatever its type (a `204` has none).
  ///
  /// - Parameter acceptableContentTypes: the acceptable media ranges.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/underlying(_:_:)`` carrying a ``ContentTypeError`` and this
  ///   response when the type is missing, malformed or not acceptable.
  public func filter(contentTypes acceptableContentTypes: [String]) throws(NetworkError)
    -> Response
  {
    let acceptable = acceptableContentTypes.compactMap(MediaRange.init)
    if data.isEmpty || acceptable.contains(where: { $0.type == "*" && $0.subtype == "*" }) {
      return self
    }
    guard let actual = header("Content-Type").flatMap(MediaRange.init),
      acceptable.contains(where: { $0.accepts(actual) })
    else {
      let rejected = ContentTypeError(
        contentType: header("Content-Type"), acceptableContentTypes: acceptableContentTypes)
      throw NetworkError.underlying(rejected, self)
    }
    return self
  }
}

/// A `type/subtype` pair, lowercased, parameters dropped.
struct MediaRange {
  let type: String
  let subtype: String

  init?(_ text: String) {
    let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .trimmingCharacters(in: .whitespaces).lowercased()
    if essence == "*" {
      (type, subtype) = ("*", "*")
      return
    }
    let pieces = essence.split(separator: "/", omittingEmptySubsequences: false)
    guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty,
      !essence.contains(where: { $0 == " " || $0 == "\t" })
    else { return nil }
    (type, subtype) = (String(pieces[0]), String(pieces[1]))
  }

  /// Whether this acceptable range covers the concrete `actual` type.
  func accepts(_ actual: MediaRange) -> Bool {
    guard type == "*" || type == actual.type else { return false }
    if subtype == "*" || subtype == actual.subtype { return true }
    if subtype.hasPrefix("*+") { return actual.subtype.hasSuffix(subtype.dropFirst()) }
    return actual.subtype.hasSuffix("+" + subtype)
  }
}
