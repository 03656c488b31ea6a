import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct JSONEncodingTests {
  @Test func writesASortedCompactBodyWithContentType() throws {
    let parameters: [String: Any] = ["z": 1, "a": ["y": true, "b": NSNull()], "m": [1.5, "x"]]
    let request = try JSONEncoding.default.encode(makeRequest(method: .post), with: parameters)
    #expect(bodyText(request) == #"{"a":{"b":null,"y":true},"m":[1.5,"x"],"z":1}"#)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    for _ in 0..<10 {
      #expect(
        try JSONEncoding.default.encode(makeRequest(method: .post), with: parameters) == request)
    }
  }

  @Test func prettyPrintedIndentsAndStillSorts() throws {
    let request = try JSONEncoding.prettyPrinted.encode(makeRequest(), with: ["b": 1, "a": 2])
    let text = try #require(bodyText(request))
    #expect(text.contains("\n"))
    let a = try #require(text.range(of: "\"a\""))
    let b = try #require(text.range(of: "\"b\""))
    #expect(a.lowerBound < b.lowerBound)
    #expect(JSONEncoding.prettyPrinted.options.contains(.sortedKeys))
  }

  @Test func keepsAnExistingContentType() throws {
    var request = makeRequest(method: .post)
    request.setValue("application/vnd.api+json", forHTTPHeaderField: "Content-Type")
    let encoded = try JSONEncoding.default.encode(request, with: ["a": 1])
    #expect(encoded.value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
  }

  @Test func encodesArraysThroughWithJSONObject() throws {
    let request = try JSONEncoding.default.encode(makeRequest(), withJSONObject: [1, 2, 3])
    #expect(bodyText(request) == "[1,2,3]")
  }

  @Test func nilLeavesTheRequestAlone() throws {
    let request = makeRequest()
    #expect(try JSONEncoding.default.encode(request, with: nil) == request)
  }

  private static func invalid(_ label: String) -> [String: Any] {
    switch label {
    case "NaN": ["x": Double.nan]
    case "infinity": ["x": -Double.infinity]
    case "object": ["x": Probe()]
    case "date": ["x": Date(timeIntervalSince1970: 0)]
    default: ["x": ["y": [Double.nan]]]
    }
  }

  @Test(arguments: ["NaN", "infinity", "object", "date", "nested NaN"])
  func invalidJSONObjectsThrowInsteadOfTrapping(label: String) {
    let error = #expect(throws: ParameterEncodingError.self, "\(label)") {
      try JSONEncoding.default.encode(makeRequest(), with: Self.invalid(label))
    }
    guard case .invalidJSONObject? = error else {
      Issue.record("expected invalidJSONObject for \(label)")
      return
    }
  }
}
