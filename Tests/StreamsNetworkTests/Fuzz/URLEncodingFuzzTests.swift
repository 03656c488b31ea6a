import FixtureServer
import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Form and query encoding of any text a caller passes: the result holds only what a query
/// may, and the fixture server's decoder (the one a server runs) gives back exactly what was
/// encoded, names, values and order.
@Suite(.checksResources)
struct URLEncodingFuzzTests {
  static let seeds = ["plain", "a b+c&d=e", "é🙂 日本", "100%", "[x]", "a/b?c#d", ""]

  @Test func escapedTextHoldsOnlyQuerySafeBytesAndDecodesBack() {
    Fuzz.cases("url-escape", count: 150) { fuzz in
      let text = fuzz.text(seeds: Self.seeds, maxCount: 1_024)
      let escaped = URLEncoding.default.escape(text)
      #expect(Self.isQuerySafe(escaped, allowingSubDelimiters: false), "\(fuzz): \(escaped)")
      #expect(Self.percentDecoded(escaped) == Array(text.utf8), "\(fuzz): \(text.debugDescription)")
      let decoded = FixtureRequest(method: .get, target: "/p?k=" + escaped).query["k"]
      #expect(decoded == text, "\(fuzz): \(text.debugDescription)")
    }
  }

  @Test func formParametersComeBackExactlyThroughTheServersDecoder() throws {
    try Fuzz.cases("url-form", count: 120) { fuzz in
      let arrays = fuzz.pick([URLEncoding.ArrayEncoding.brackets, .noBrackets, .indexInBrackets])
      let inBody = fuzz.chance(40)
      let encoding = URLEncoding(
        destination: inBody ? .httpBody : .queryString, arrayEncoding: arrays)
      let (parameters, expected) = Self.parameters(&fuzz, arrays: arrays)
      var request = URLRequest(url: try #require(URL(string: "https://a.example/p?x=1")))
      request.httpMethod = inBody ? "POST" : "GET"
      let encoded = try encoding.encode(request, with: parameters)
      let query: String
      if inBody {
        query = String(decoding: encoded.httpBody ?? Data(), as: UTF8.self)
        #expect(Self.isQuerySafe(query, allowingSubDelimiters: true), "\(fuzz)")
      } else {
        let url = try #require(encoded.url, "\(fuzz)")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        let full = try #require(components.percentEncodedQuery)
        #expect(full.hasPrefix("x=1"), "\(fuzz): \(full)")
        query = parameters.isEmpty ? "" : String(full.dropFirst("x=1&".count))
      }
      let items = FixtureRequest(method: .get, target: "/p?" + query).queryItems
      #expect(items.map(\.name) == expected.map(\.0), "\(fuzz): \(query)")
      #expect(items.map { $0.value ?? "" } == expected.map(\.1), "\(fuzz): \(query)")
    }
  }

  /// Random parameters (text, arrays of text, dictionaries of text), and the name and value
  /// pairs they encode to: keys sorted at each level, `key[name]` for a dictionary's entries,
  /// array keys as `arrays` writes them.
  static func parameters(_ fuzz: inout FuzzCase, arrays: URLEncoding.ArrayEncoding) -> (
    [String: Any], [(String, String)]
  ) {
    var parameters: [String: Any] = [:]
    var expected: [(String, String)] = []
    for _ in 0..<fuzz.int(in: 0...5) {
      let key = fuzz.text(seeds: Self.seeds, maxCount: 64)
      guard parameters[key] == nil else { continue }
      switch fuzz.int(in: 0...2) {
      case 0:
        let value = fuzz.text(seeds: Self.seeds, maxCount: 256)
        parameters[key] = value
      case 1:
        let values = (0..<fuzz.int(in: 0...3)).map { _ in
          fuzz.text(seeds: Self.seeds, maxCount: 64)
        }
        parameters[key] = values
      default:
        var nested: [String: String] = [:]
        for _ in 0..<fuzz.int(in: 0...3) {
          nested[fuzz.text(seeds: Self.seeds, maxCount: 32)] = fuzz.text(
            seeds: Self.seeds, maxCount: 64)
        }
        parameters[key] = nested
      }
    }
    for key in parameters.keys.sorted() {
      switch parameters[key] {
      case let value as String: expected.append((key, value))
      case let values as [String]:
        for (index, value) in values.enumerated() {
          expected.append((arrays.encode(key: key, atIndex: index), value))
        }
      case let nested as [String: String]:
        for name in nested.keys.sorted() {
          expected.append(("\(key)[\(name)]", nested[name] ?? ""))
        }
      default: break
      }
    }
    return (parameters, expected)
  }

  @Test func preEncodedValuesAreWrittenAsTheyAreOrRefusedTyped() throws {
    try Fuzz.cases("url-pre-encoded", count: 100) { fuzz in
      let text = fuzz.text(seeds: ["swift+user:marty-suzuki", "a%20b", "%E6%97%A5", "x/y?z"])
      let valid = Self.isQuerySafe(text, allowingSubDelimiters: true)
      let request = URLRequest(url: try #require(URL(string: "https://a.example/p")))
      do {
        let encoded = try URLEncoding.queryString.encode(
          request, with: ["q": PreEncoded(percentEncodedQueryValue: text)])
        let url = try #require(encoded.url)
        #expect(valid, "\(fuzz): accepted \(text.debugDescription)")
        #expect(
          URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery == "q="
            + text)
      } catch ParameterEncodingError.invalidPercentEncoding(let name, let value) {
        #expect(!valid && name == "q" && value == text, "\(fuzz): refused \(text.debugDescription)")
      }
      let items = [
        QueryItem("k", fuzz.text(seeds: Self.seeds)),
        QueryItem("q", PreEncoded(percentEncodedQueryValue: text)),
      ]
      do {
        let query = try QueryItem.percentEncodedQuery(items)
        #expect(valid && query.hasSuffix("&q=" + text), "\(fuzz)")
      } catch ParameterEncodingError.invalidPercentEncoding(let name, _) {
        #expect(!valid && name == "q", "\(fuzz)")
      }
    }
  }

  @Test func queryItemsComeBackInOrder() throws {
    try Fuzz.cases("query-items", count: 200) { fuzz in
      let pairs = (0..<fuzz.int(in: 0...6)).map { _ in
        (fuzz.text(seeds: Self.seeds, maxCount: 64), fuzz.text(seeds: Self.seeds, maxCount: 128))
      }
      let query = try QueryItem.percentEncodedQuery(pairs.map { QueryItem($0.0, $0.1) })
      #expect(Self.isQuerySafe(query, allowingSubDelimiters: true), "\(fuzz)")
      let items = FixtureRequest(method: .get, target: "/p?" + query).queryItems
      #expect(items.map(\.name) == pairs.map(\.0), "\(fuzz): \(query)")
      #expect(items.map(\.value) == pairs.map { Optional($0.1) }, "\(fuzz): \(query)")
    }
  }

  @Test func deeplyNestedParametersEncodeWithoutTrapping() throws {
    try Fuzz.cases("url-nesting", count: 8) { fuzz in
      // Each level costs a pass over what it holds on Linux (casts bridge to `NSArray`), so the
      // depth stays at what JSON decoders allow.
      let depth = fuzz.chance(50) ? fuzz.int(in: 1...32) : fuzz.int(in: 1...256)
      var value: Any = fuzz.text(seeds: Self.seeds, maxCount: 16)
      for level in 0..<depth { value = level.isMultiple(of: 3) ? [value] : ["n": value] }
      let request = URLRequest(url: try #require(URL(string: "https://a.example/p")))
      let encoded = try URLEncoding.queryString.encode(request, with: ["k": value])
      #expect(encoded.url != nil, "\(fuzz)")
    }
  }

  /// The bytes `%XX` escapes stand for, every other byte as it is; `nil` for a bad escape.
  /// (Not `removingPercentEncoding`: it drops a leading byte order mark.)
  static func percentDecoded(_ text: String) -> [UInt8]? {
    var bytes = text.utf8[...]
    var decoded: [UInt8] = []
    while let byte = bytes.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        decoded.append(byte)
        continue
      }
      guard let high = bytes.popFirst(), let low = bytes.popFirst(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      decoded.append(value)
    }
    return decoded
  }

  /// Whether `text` holds only unreserved characters, `/`, `?`, `%XX` with uppercase hex
  /// (what the encoder writes), and with `allowingSubDelimiters` the rest of a query's `pchar`
  /// and lowercase hex too (what a pre-encoded value may hold).
  static func isQuerySafe(_ text: String, allowingSubDelimiters: Bool) -> Bool {
    let bytes = Array(text.utf8)
    let unreserved = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/?".utf8)
    let extra = Set("!$&'()*+,;=:@".utf8)
    let hex = Set((allowingSubDelimiters ? "0123456789ABCDEFabcdef" : "0123456789ABCDEF").utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, hex.contains(bytes[index + 1]),
          hex.contains(bytes[index + 2])
        else { return false }
        index += 3
      } else {
        guard
          unreserved.contains(bytes[index]) || allowingSubDelimiters && extra.contains(bytes[index])
        else { return false }
        index += 1
      }
    }
    return true
  }
}

/// A value a caller encoded by hand, right or wrong.
private struct PreEncoded: PercentEncodedQueryValue {
  var percentEncodedQueryValue: String
}
