import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// `Link` headers as a hostile server sends them: parsing never traps, every link it returns
/// is well formed, and links written by the RFC's grammar come back exactly.
@Suite(.checksResources)
struct LinkHeaderFuzzTests {
  static let seeds = [
    "<https://api.example.com/items?page=3&per_page=100>; rel=\"next\", "
      + "<https://api.example.com/items?page=9>; rel=last",
    "</relative/2>; rel=\"prev first\"; title=\"a, b; c \\\"q\\\"\"",
    "<https://a.example/x?ids=1,2,3>; title*=UTF-8'de'n%C3%A4chstes; rel=next",
    "<urn:isbn:0451450523>; anchor=\"#x\"; rel=\"alternate\"; type=\"text/html\"; hreflang=en",
    "<>; rel=self, <?page=2>; REL=NEXT ,, <//other.example/p>;rel=\"last\"",
  ]
  static let tokens = [
    "<", ">", ";", ",", "=", "\"", "rel", "rel=", "rel=\"", "next", "title*=", "\\", " ", "\t",
    "https://", "//", "../", "?page=", "<https://h.example/a>",
  ]
  static let base = URL(string: "https://api.example.com/items?page=2")

  @Test func anyValueGivesWellFormedLinks() {
    Fuzz.cases("link-header", count: 150) { fuzz in
      let value = fuzz.text(seeds: Self.seeds, tokens: Self.tokens)
      let links = LinkHeader.parse(value, relativeTo: fuzz.chance(50) ? Self.base : nil)
      for link in links {
        let expected = (link.parameters["rel"] ?? "").lowercased()
          .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        #expect(link.relations == expected, "\(fuzz): \(value.debugDescription)")
        #expect(
          link.parameters.keys.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() },
          "\(fuzz): \(value.debugDescription)")
      }
      // The response's accessors read the same parse.
      let response = makeResponse(200, headers: ["Link": value])
      let relations = Set(response.webLinks.flatMap(\.relations))
      #expect(Set(response.links.keys) == relations, "\(fuzz): \(value.debugDescription)")
      #expect(response.nextPage == response.links["next"], "\(fuzz)")
    }
  }

  @Test func linksWrittenByTheGrammarParseBackExactly() {
    Fuzz.cases("link-header-grammar", count: 200) { fuzz in
      let links = (0..<fuzz.int(in: 1...5)).map { _ in GeneratedLink(&fuzz) }
      var value = ""
      for (index, link) in links.enumerated() {
        if index > 0 { value += fuzz.pick([",", ", ", " ,", ",\t", " , "]) }
        // Malformed items between links are skipped; parsing resumes at the next link.
        if fuzz.chance(20) { value += fuzz.pick(["garbage", "x=1; y", "; rel=next", "  "]) + ", " }
        value += link.text(&fuzz)
      }
      let parsed = LinkHeader.parse(value)
      #expect(parsed.map(\.url.absoluteString) == links.map(\.url), "\(fuzz): \(value)")
      #expect(parsed.map(\.relations) == links.map(\.relations), "\(fuzz): \(value)")
      #expect(parsed.map(\.parameters) == links.map(\.parameters), "\(fuzz): \(value)")
    }
  }
}

/// A link as the grammar allows it: any order of parameters, quoted or not, with escapes and
/// optional whitespace.
private struct GeneratedLink {
  var url: String
  var relations: [String]
  var rawRelations: String
  var extra: [(name: String, value: String, quoted: Bool)]

  init(_ fuzz: inout FuzzCase) {
    let pieces = "abcXYZ019-._~/?=&,;:@!$'()*+".map(String.init) + ["%20", "%C3%A9"]
    var path = ""
    for _ in 0..<fuzz.int(in: 0...24) { path += fuzz.pick(pieces) }
    url = "https://h\(fuzz.int(in: 0...9)).example/" + path
    let vocabulary = ["next", "prev", "first", "last", "self", "alternate", "x-custom"]
    let chosen = (0..<fuzz.int(in: 1...3)).map { _ in fuzz.pick(vocabulary) }
    rawRelations = chosen.map { fuzz.chance(30) ? $0.uppercased() : $0 }.joined(separator: " ")
    relations = rawRelations.lowercased().split(separator: " ").map(String.init)
    let names = ["title", "type", "hreflang", "anchor", "media"].filter { _ in fuzz.chance(40) }
    extra = names.map { name in
      let quoted = fuzz.chance(70)
      let alphabet = Array(quoted ? "ab c,;=\"\\<>éZ" : "abcZ09-.")
      var value = ""
      for _ in 0..<fuzz.int(in: quoted ? 0...12 : 1...8) { value.append(fuzz.pick(alphabet)) }
      return (name, value, quoted)
    }
  }

  var parameters: [String: String] {
    var parameters = ["rel": rawRelations]
    for parameter in extra { parameters[parameter.name] = parameter.value }
    return parameters
  }

  func text(_ fuzz: inout FuzzCase) -> String {
    var items = extra.map { parameter in
      let value =
        parameter.quoted
        ? "\""
          + parameter.value.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"") + "\"" : parameter.value
      return (parameter.name, value)
    }
    let relation =
      relations.count > 1 || fuzz.chance(50) ? "\"\(rawRelations)\"" : rawRelations
    items.insert(("rel", relation), at: fuzz.int(in: 0...items.count))
    let space = { (fuzz: inout FuzzCase) in fuzz.pick(["", " ", "\t", "  "]) }
    var text = "<\(url)>"
    for (name, value) in items {
      text += space(&fuzz) + ";" + space(&fuzz) + name + space(&fuzz) + "=" + space(&fuzz) + value
    }
    return text
  }
}
