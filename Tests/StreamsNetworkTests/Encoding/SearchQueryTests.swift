import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct SearchQueryTests {
  @Test func qiitaSearchComesOutExactly() throws {
    let target = API.Community.Search(
      query: SearchQuery("swift", .qualifier("user", "marty-suzuki")))
    let request = try Endpoint.defaultMapping(for: target).urlRequest()
    #expect(
      request.url?.absoluteString
        == "https://qiita.com/api/v2/items?page=1&query=swift+user:marty-suzuki")
  }

  @Test func encodesEachTermOnceAndKeepsTheJoinerAndSeparatorLiteral() throws {
    let query = SearchQuery("c++ tips:日本", .qualifier("tag", "a+b c"), .qualifier("user:x", "é"))
    #expect(
      query.percentEncodedQueryValue
        == "c%2B%2B%20tips%3A%E6%97%A5%E6%9C%AC+tag:a%2Bb%20c+user%3Ax:%C3%A9")
    // Each term decodes back to what was typed: nothing was escaped twice.
    let terms = query.percentEncodedQueryValue.split(separator: "+")
    #expect(terms.first.flatMap { String($0).removingPercentEncoding } == "c++ tips:日本")
    #expect(query.description == "c++ tips:日本 tag:a+b c user:x:é")
    let request = try URLEncoding.queryString.encode(makeRequest(), with: ["query": query])
    #expect(request.url?.query == "query=\(query.percentEncodedQueryValue)")
  }

  @Test func buildsUpTermByTerm() {
    let query = SearchQuery(terms: []).adding("swift").adding(.qualifier("stars", ">100"))
    #expect(query.percentEncodedQueryValue == "swift+stars:%3E100")
    #expect(SearchQuery().percentEncodedQueryValue == "")
  }

  @Test func enumTargetsTakeSearchQueriesToo() throws {
    let target = GitHub.searchRepositories(
      SearchQuery("rx", .qualifier("language", "swift")), sort: nil)
    let request = try Endpoint.defaultMapping(for: target).urlRequest()
    #expect(
      request.url?.absoluteString
        == "https://api.github.com/search/repositories?q=rx+language:swift")
  }

  @Test func queryItemsKeepTheirOrderThenSortedParameters() throws {
    let encoding = QueryItemEncoding([
      QueryItem("query", SearchQuery("swift", .qualifier("user", "marty-suzuki"))),
      QueryItem("page", "2"),
      QueryItem("flag", nil),
      QueryItem("q&a", "x=y"),
    ])
    let request = try encoding.encode(
      makeRequest("https://a.example/p?k=v"), with: ["z": 1, "b": 2])
    #expect(
      request.url?.absoluteString
        == "https://a.example/p?k=v&query=swift+user:marty-suzuki&page=2&flag&q%26a=x%3Dy&b=2&z=1")
    #expect(try QueryItem.percentEncodedQuery([QueryItem("a", "1 2")]) == "a=1%202")
  }

  @Test func queryItemEncodingThroughAnEndpoint() throws {
    let endpoint = makeEndpoint(
      .requestParameters(parameters: [:], encoding: QueryItemEncoding([QueryItem("page", "3")])))
    #expect(try endpoint.urlRequest().url?.query == "page=3")
    let empty = makeEndpoint(.requestParameters(parameters: [:], encoding: QueryItemEncoding([])))
    #expect(try empty.urlRequest().url?.absoluteString == "https://api.example.com/items")
  }

  @Test func aBadPreEncodedItemThrows() {
    struct Raw: PercentEncodedQueryValue { var percentEncodedQueryValue: String }
    let error = #expect(throws: ParameterEncodingError.self) {
      try QueryItem.percentEncodedQuery([QueryItem("q", Raw(percentEncodedQueryValue: "a b"))])
    }
    guard case .invalidPercentEncoding(name: "q", value: "a b")? = error else {
      Issue.record("expected invalidPercentEncoding")
      return
    }
  }
}
