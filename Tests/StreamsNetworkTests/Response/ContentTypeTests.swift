import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct ContentTypeTests {
  private func accepts(_ contentType: String?, _ acceptable: [String], body: String = "{}") -> Bool
  {
    let response = makeResponse(200, body, headers: contentType.map { ["Content-Type": $0] } ?? [:])
    do {
      return try response.filter(contentTypes: acceptable) === response
    } catch {
      guard case .underlying(let rejected as ContentTypeError, let carried?) = error else {
        Issue.record("expected a ContentTypeError, got \(error)")
        return false
      }
      #expect(carried === response)
      #expect(rejected.acceptableContentTypes == acceptable)
      #expect(rejected.contentType == contentType)
      #expect(error.contentTypeError == rejected)
      return false
    }
  }

  @Test func matchesExactTypesIgnoringCaseAndParameters() {
    #expect(accepts("application/json", ["application/json"]))
    #expect(accepts("Application/JSON; charset=utf-8", ["application/json"]))
    #expect(accepts("application/json", ["text/plain", "application/json; charset=utf-8"]))
    #expect(!accepts("text/html", ["application/json"]))
    #expect(!accepts("application/jsonp", ["application/json"]))
  }

  @Test func structuredSyntaxSuffixesMatchTheirBase() {
    #expect(accepts("application/problem+json", ["application/json"]))
    #expect(accepts("application/vnd.github+json; charset=utf-8", ["application/json"]))
    #expect(accepts("application/vnd.github+json", ["application/*+json"]))
    #expect(!accepts("application/xml", ["application/*+json"]))
    #expect(!accepts("text/json+plain", ["application/json"]))
  }

  @Test func wildcardsMatchTheirRange() {
    #expect(accepts("application/xml", ["application/*"]))
    #expect(!accepts("text/xml", ["application/*"]))
    #expect(accepts("image/png", ["*/*"]))
    #expect(accepts(nil, ["*/*"]))
  }

  @Test func aMissingOrMalformedTypeFails() {
    #expect(!accepts(nil, ["application/json"]))
    #expect(!accepts("json", ["application/json"]))
    #expect(!accepts("", ["application/json"]))
    #expect(!accepts("application/json", []))
  }

  @Test func anEmptyBodyPassesAsInAlamofire() {
    #expect(accepts(nil, ["application/json"], body: ""))
    #expect(accepts("text/html", ["application/json"], body: ""))
  }

  @Test func exposesTheMIMEType() {
    #expect(
      makeResponse(200, headers: ["content-type": "Text/HTML; charset=x"]).mimeType == "text/html")
    #expect(makeResponse(200).mimeType == nil)
  }
}
