import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct LinkHeaderTests {
  private func links(_ value: String, base: String? = nil) -> [String: String] {
    var result: [String: String] = [:]
    for link in LinkHeader.parse(value, relativeTo: base.flatMap { URL(string: $0) }) {
      for relation in link.relations where result[relation] == nil {
        result[relation] = link.url.absoluteString
      }
    }
    return result
  }

  @Test func parsesGitHubStylePagination() {
    let response = makeResponse(
      200,
      headers: [
        "Link": "<https://api.github.com/user/repos?page=3&per_page=100>; rel=\"next\", "
          + "<https://api.github.com/user/repos?page=1&per_page=100>; rel=\"prev\", "
          + "<https://api.github.com/user/repos?page=1&per_page=100>; rel=\"first\", "
          + "<https://api.github.com/user/repos?page=50&per_page=100>; rel=\"last\""
      ])
    #expect(
      response.nextPage?.absoluteString == "https://api.github.com/user/repos?page=3&per_page=100")
    #expect(
      response.prevPage?.absoluteString == "https://api.github.com/user/repos?page=1&per_page=100")
    #expect(
      response.firstPage?.absoluteString == "https://api.github.com/user/repos?page=1&per_page=100")
    #expect(
      response.lastPage?.absoluteString == "https://api.github.com/user/repos?page=50&per_page=100")
    #expect(response.links.count == 4)
  }

  @Test func acceptsUnquotedAndAnyCaseRelations() {
    #expect(links("<https://a.example/2>; rel=next") == ["next": "https://a.example/2"])
    #expect(links("<https://a.example/2>; REL=\"NEXT\"") == ["next": "https://a.example/2"])
  }

  @Test func splitsSeveralRelationsInOneLink() {
    let parsed = LinkHeader.parse("<https://a.example/1>; rel=\"prev first\"")
    #expect(parsed.count == 1)
    #expect(parsed.first?.relations == ["prev", "first"])
    #expect(
      links("<https://a.example/1>; rel=\"prev  first\"") == [
        "prev": "https://a.example/1", "first": "https://a.example/1",
      ])
  }

  @Test func keepsCommasInsideURLsAndQuotedStrings() {
    let value =
      "<https://a.example/x?ids=1,2,3>; title=\"a, b; c \\\"q\\\"\"; rel=next, "
      + "<https://a.example/y>; rel=last"
    let parsed = LinkHeader.parse(value)
    #expect(parsed.count == 2)
    #expect(parsed.first?.url.absoluteString == "https://a.example/x?ids=1,2,3")
    #expect(parsed.first?.parameters["title"] == "a, b; c \"q\"")
    #expect(parsed.last?.relations == ["last"])
  }

  @Test func toleratesWhitespaceEverywhere() {
    let value = "  <https://a.example/2>  ;  rel = \"next\"  ,\t<https://a.example/0>;rel=prev ,"
    #expect(links(value) == ["next": "https://a.example/2", "prev": "https://a.example/0"])
  }

  @Test func readsParametersInAnyOrder() {
    let parsed = LinkHeader.parse(
      "<https://a.example/2>; type=\"text/html\"; rel=next; hreflang=en")
    #expect(parsed.first?.relations == ["next"])
    #expect(parsed.first?.parameters == ["type": "text/html", "rel": "next", "hreflang": "en"])
  }

  @Test func theFirstOccurrenceWins() {
    #expect(links("<https://a.example/1>; rel=next; rel=last") == ["next": "https://a.example/1"])
    #expect(
      links("<https://a.example/1>; rel=next, <https://a.example/2>; rel=next")
        == ["next": "https://a.example/1"])
  }

  @Test func resolvesRelativeTargetsAgainstTheResponseURL() {
    let response = makeResponse(
      200, headers: ["link": "</items?page=2>; rel=next, <page3>; rel=last"],
      url: "https://api.example.com/v1/items?page=1")
    #expect(response.nextPage?.absoluteString == "https://api.example.com/items?page=2")
    #expect(response.lastPage?.absoluteString == "https://api.example.com/v1/page3")
  }

  @Test func skipsMalformedLinksAndCarriesOn() {
    #expect(links("garbage, <https://a.example/2>; rel=next") == ["next": "https://a.example/2"])
    #expect(
      links("<https://a.example/1> junk, <https://a.example/2>; rel=next")
        == ["next": "https://a.example/2"])
    #expect(
      links("<https://a.example/1>; =x, <https://a.example/2>; rel=last")
        == ["last": "https://a.example/2"])
    #expect(links("<https://a.example/1; rel=next").isEmpty)
    #expect(links("<https://a.example/1>; title=\"open").isEmpty)
    #expect(
      links("<http://a b>; rel=next, <https://a.example/2>; rel=last") == [
        "last": "https://a.example/2"
      ])
    #expect(LinkHeader.parse("").isEmpty)
    #expect(LinkHeader.parse("<https://a.example/1>").first?.relations == [])
  }

  @Test func previousIsAnAliasForPrev() {
    let response = makeResponse(200, headers: ["Link": "<https://a.example/0>; rel=previous"])
    #expect(response.prevPage?.absoluteString == "https://a.example/0")
  }

  @Test func noHeaderMeansNoLinks() {
    let response = makeResponse(200)
    #expect(response.links.isEmpty)
    #expect(response.webLinks.isEmpty)
    #expect(response.nextPage == nil)
    #expect(Response(statusCode: 200, data: Data()).lastPage == nil)
  }

  @Test func readsTheTotalCount() {
    #expect(makeResponse(200, headers: ["Total-Count": "42"]).totalCount == 42)
    #expect(makeResponse(200, headers: ["x-total-count": " 7 "]).totalCount == 7)
    #expect(makeResponse(200, headers: ["X-Total-Count": "0"]).totalCount == 0)
    #expect(
      makeResponse(200, headers: ["Total-Count": "abc", "X-Total-Count": "3"]).totalCount == 3)
    for invalid in ["abc", "-1", "1.5", "", "99999999999999999999999"] {
      #expect(makeResponse(200, headers: ["X-Total-Count": invalid]).totalCount == nil)
    }
    #expect(makeResponse(200).totalCount == nil)
  }
}
