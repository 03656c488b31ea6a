import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct URLEncodingTests {
  private func query(_ parameters: [String: Any], _ encoding: URLEncoding = .queryString) throws
    -> String?
  {
    try encoding.encode(makeRequest("https://a.example/p"), with: parameters).url?.query
  }

  @Test func escapesEveryReservedCharacterButSlashAndQuestionMark() throws {
    #expect(
      try query(["k": ":#[]@!$&'()*+,;="]) == "k=%3A%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D")
    #expect(try query(["k": "a/b?c"]) == "k=a/b?c")
    #expect(try query(["k": "AZaz09-._~"]) == "k=AZaz09-._~")
    #expect(try query(["k": "a b%"]) == "k=a%20b%25")
    #expect(try query(["k": "é🙂"]) == "k=%C3%A9%F0%9F%99%82")
    #expect(try query(["a&b=c": "1"]) == "a%26b%3Dc=1")
  }

  @Test func sortsKeysForAStableOrder() throws {
    let parameters: [String: Any] = ["b": 1, "a": 2, "c": 3, "B": 4]
    let first = try query(parameters)
    #expect(first == "B=4&a=2&b=1&c=3")
    for _ in 0..<20 { #expect(try query(parameters) == first) }
  }

  @Test func encodesArraysInEveryStyle() throws {
    let ids: [String: Any] = ["ids": [1, 2]]
    #expect(try query(ids, URLEncoding(destination: .queryString)) == "ids%5B%5D=1&ids%5B%5D=2")
    #expect(
      try query(ids, URLEncoding(destination: .queryString, arrayEncoding: .noBrackets))
        == "ids=1&ids=2")
    #expect(
      try query(ids, URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets))
        == "ids%5B0%5D=1&ids%5B1%5D=2")
    #expect(try query(["ids": [Int]()]) == "")
    #expect(URLEncoding.ArrayEncoding.indexInBrackets.encode(key: "k", atIndex: 3) == "k[3]")
  }

  @Test func encodesBoolsNumericallyOrLiterally() throws {
    let flags: [String: Any] = ["off": false, "on": true]
    #expect(try query(flags) == "off=0&on=1")
    let literal = URLEncoding(destination: .queryString, boolEncoding: .literal)
    #expect(try query(flags, literal) == "off=false&on=true")
    // JSONSerialization's booleans are NSNumbers; its numbers must not become booleans.
    let parsed = try JSONSerialization.jsonObject(with: Data(#"{"b":true,"n":1,"d":1.5}"#.utf8))
    #expect(try query(parsed as! [String: Any], literal) == "b=true&d=1.5&n=1")
  }

  @Test func encodesNestedDictionariesWithSortedKeys() throws {
    let parameters: [String: Any] = [
      "user": ["name": "x y", "address": ["zip": "1", "city": "T"]]
    ]
    #expect(
      try query(parameters)
        == "user%5Baddress%5D%5Bcity%5D=T&user%5Baddress%5D%5Bzip%5D=1&user%5Bname%5D=x%20y")
    #expect(try query(["a": ["b": "c"]]) == "a%5Bb%5D=c")
    #expect(try query(["a": [["b": 1], ["b": 2]]]) == "a%5B%5D%5Bb%5D=1&a%5B%5D%5Bb%5D=2")
  }

  @Test func leavesOutNilAndNSNull() throws {
    let missing: Int? = nil
    let present: Int? = 3
    #expect(try query(["a": missing as Any, "b": NSNull(), "c": present as Any]) == "c=3")
  }

  @Test func nonFiniteNumbersAreWrittenAsTextNotTrapped() throws {
    #expect(try query(["x": Double.nan, "y": Double.infinity]) == "x=nan&y=inf")
  }

  @Test func methodDependentPutsGetHeadDeleteInTheQueryAndTheRestInTheBody() throws {
    for method in [HTTPMethod.get, .head, .delete] {
      let request = try URLEncoding.default.encode(
        makeRequest("https://a.example/p", method: method), with: ["q": "1"])
      #expect(request.url?.absoluteString == "https://a.example/p?q=1")
      #expect(request.httpBody == nil)
    }
    for method in [HTTPMethod.post, .put, .patch] {
      let request = try URLEncoding.default.encode(
        makeRequest("https://a.example/p", method: method), with: ["q": "a b", "r": true])
      #expect(request.url?.absoluteString == "https://a.example/p")
      #expect(bodyText(request) == "q=a%20b&r=1")
      #expect(
        request.value(forHTTPHeaderField: "Content-Type")
          == "application/x-www-form-urlencoded; charset=utf-8")
    }
  }

  @Test func fixedDestinationsIgnoreTheMethod() throws {
    let post = try URLEncoding.queryString.encode(makeRequest(method: .post), with: ["q": 1])
    #expect(post.url?.query == "q=1")
    #expect(post.httpBody == nil)
    let get = try URLEncoding.httpBody.encode(makeRequest(method: .get), with: ["q": 1])
    #expect(get.url?.query == nil)
    #expect(bodyText(get) == "q=1")
  }

  @Test func keepsAnExistingContentType() throws {
    var request = makeRequest(method: .post)
    request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
    let encoded = try URLEncoding.httpBody.encode(request, with: ["q": 1])
    #expect(encoded.value(forHTTPHeaderField: "Content-Type") == "text/plain")
  }

  @Test func appendsToAnExistingQueryAndKeepsTheFragment() throws {
    let request = try URLEncoding.queryString.encode(
      makeRequest("https://a.example/p?x=%20y#top"), with: ["q": "1"])
    #expect(request.url?.absoluteString == "https://a.example/p?x=%20y&q=1#top")
  }

  @Test func emptyOrNilParametersLeaveTheRequestAlone() throws {
    let request = makeRequest("https://a.example/p")
    #expect(try URLEncoding.queryString.encode(request, with: [:]).url == request.url)
    #expect(try URLEncoding.httpBody.encode(request, with: nil) == request)
  }

  @Test func aRequestWithoutURLThrowsMissingURL() {
    var request = makeRequest()
    request.url = nil
    let error = #expect(throws: ParameterEncodingError.self) {
      try URLEncoding.queryString.encode(request, with: ["q": 1])
    }
    guard case .missingURL? = error else {
      Issue.record("expected missingURL, got \(String(describing: error))")
      return
    }
  }

  @Test func aPreEncodedValueThatIsNotThrows() throws {
    struct Raw: PercentEncodedQueryValue { var percentEncodedQueryValue: String }
    #expect(try query(["q": Raw(percentEncodedQueryValue: "a+b:%2B")]) == "q=a+b:%2B")
    for bad in ["a b", "100%", "%zz", "a#b"] {
      let error = #expect(throws: ParameterEncodingError.self) {
        try query(["q": Raw(percentEncodedQueryValue: bad)])
      }
      guard case .invalidPercentEncoding(name: "q", value: bad)? = error else {
        Issue.record("expected invalidPercentEncoding for \(bad)")
        continue
      }
    }
  }

  @Test func escapeIsPublicForCustomEncodings() {
    #expect(URLEncoding.default.escape("a b&c") == "a%20b%26c")
  }
}
