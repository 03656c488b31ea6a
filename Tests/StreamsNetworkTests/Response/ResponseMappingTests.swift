import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct ResponseMappingTests {
  struct User: Decodable, Equatable {
    var id: Int
    var name: String
  }

  struct Settings: Decodable, Equatable {
    var theme: String?
  }

  private func expectError(
    _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("expected \(expected), nothing thrown", sourceLocation: sourceLocation)
    } catch {
      guard let error = error as? NetworkError else {
        Issue.record("expected NetworkError, got \(error)", sourceLocation: sourceLocation)
        return
      }
      let name =
        switch error {
        case .jsonMapping: "jsonMapping"
        case .stringMapping: "stringMapping"
        case .objectMapping(let inner, _): inner is DecodingError ? "objectMapping" : "other"
        default: "other"
        }
      #expect(name == expected, "\(error)", sourceLocation: sourceLocation)
      #expect(error.response != nil, sourceLocation: sourceLocation)
    }
  }

  @Test func mapsJSON() throws {
    let json = try makeResponse(200, #"{"a":[1,"x"]}"#).mapJSON() as? [String: Any]
    #expect((json?["a"] as? [Any])?.count == 2)
    #expect(try makeResponse(200, "42").mapJSON() as? Int == 42)
  }

  @Test func badOrEmptyJSONThrowsJSONMapping() {
    expectError("jsonMapping") { _ = try makeResponse(200, "{nope").mapJSON() }
    expectError("jsonMapping") { _ = try makeResponse(200, "").mapJSON() }
  }

  @Test func emptyJSONIsNSNullWhenAllowed() throws {
    #expect(try makeResponse(204).mapJSON(failsOnEmptyData: false) is NSNull)
  }

  @Test func mapsStrings() throws {
    #expect(try makeResponse(200, "héllo").mapString() == "héllo")
    #expect(try makeResponse(200, #"{"a":{"b":"deep"}}"#).mapString(atKeyPath: "a.b") == "deep")
  }

  @Test func stringFailuresAreTyped() {
    expectError("stringMapping") {
      _ = try makeResponse(200, data: Data([0xFF, 0xFE])).mapString()
    }
    expectError("stringMapping") {
      _ = try makeResponse(200, #"{"a":1}"#).mapString(atKeyPath: "a")
    }
    expectError("stringMapping") {
      _ = try makeResponse(200, #"{"a":1}"#).mapString(atKeyPath: "b")
    }
    expectError("jsonMapping") { _ = try makeResponse(200, "text").mapString(atKeyPath: "a") }
  }

  @Test func decodesObjectsAndKeyPaths() throws {
    let body = #"{"data":{"user":{"id":1,"name":"a"},"count":5,"tags":["x"],"none":null}}"#
    let response = makeResponse(200, body)
    #expect(try response.map(User.self, atKeyPath: "data.user") == User(id: 1, name: "a"))
    #expect(try response.map(Int.self, atKeyPath: "data.count") == 5)
    #expect(try response.map([String].self, atKeyPath: "data.tags") == ["x"])
    #expect(try response.map(String?.self, atKeyPath: "data.none") == nil)
    #expect(try makeResponse(200, #"{"id":2,"name":"b"}"#).map(User.self) == User(id: 2, name: "b"))
  }

  @Test func usesTheGivenDecoder() throws {
    struct Profile: Decodable, Equatable { var userName: String }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let profile = try makeResponse(200, #"{"user_name":"m"}"#).map(Profile.self, using: decoder)
    #expect(profile == Profile(userName: "m"))
  }

  @Test func decodingFailuresAreTyped() {
    expectError("objectMapping") { _ = try makeResponse(200, #"{"id":"x"}"#).map(User.self) }
    expectError("objectMapping") { _ = try makeResponse(200, "{nope").map(User.self) }
    expectError("objectMapping") {
      _ = try makeResponse(200, #"{"a":"x"}"#).map(Int.self, atKeyPath: "a")
    }
    expectError("jsonMapping") {
      _ = try makeResponse(200, #"{"a":{}}"#).map(User.self, atKeyPath: "a.b")
    }
    expectError("jsonMapping") {
      _ = try makeResponse(200, #"{"a":[1]}"#).map(Int.self, atKeyPath: "a.0")
    }
    expectError("jsonMapping") { _ = try makeResponse(200, "{nope").map(User.self, atKeyPath: "a") }
  }

  @Test func emptyBodiesFailByDefault() {
    expectError("objectMapping") { _ = try makeResponse(204).map(Settings.self) }
    expectError("jsonMapping") { _ = try makeResponse(204).map(Settings.self, atKeyPath: "a") }
  }

  @Test func emptyBodiesDecodeAsMoyaDoesWhenAllowed() throws {
    let empty = makeResponse(204)
    #expect(try empty.map(Settings.self, failsOnEmptyData: false) == Settings(theme: nil))
    #expect(
      try empty.map(Settings.self, atKeyPath: "a.b", failsOnEmptyData: false) == Settings())
    // Moya's second try is `[{}]`.
    #expect(try empty.map([Settings].self, failsOnEmptyData: false) == [Settings()])
    // Streams' third try is `null`.
    #expect(try empty.map(User?.self, failsOnEmptyData: false) == nil)
    expectError("objectMapping") { _ = try empty.map(User.self, failsOnEmptyData: false) }
  }

  @Test func readsHeadersWhateverTheirCase() {
    let response = makeResponse(200, headers: ["Content-Type": "text/plain", "X-Rate": "5"])
    #expect(response.header("content-type") == "text/plain")
    #expect(response.header("X-RATE") == "5")
    #expect(response.header("missing") == nil)
    #expect(response.headers["X-Rate"] == "5")
    #expect(Response(statusCode: 200, data: Data()).header("x") == nil)
    #expect(Response(statusCode: 200, data: Data()).headers.isEmpty)
  }

  @Test func describesAndComparesAsMoya() {
    let response = Response(statusCode: 201, data: Data("abc".utf8))
    #expect(response.description == "Status Code: 201, Data Length: 3")
    #expect(response.debugDescription == response.description)
    #expect(response == Response(statusCode: 201, data: Data("abc".utf8), request: makeRequest()))
    #expect(response != Response(statusCode: 200, data: Data("abc".utf8)))
    #expect(response != Response(statusCode: 201, data: Data("abd".utf8)))
  }
}
