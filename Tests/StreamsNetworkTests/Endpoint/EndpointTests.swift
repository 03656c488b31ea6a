import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct EndpointTests {
  @Test(arguments: [
    ("https://a.example", "users", "https://a.example/users"),
    ("https://a.example/", "users", "https://a.example/users"),
    ("https://a.example", "/users", "https://a.example/users"),
    ("https://a.example/", "/users", "https://a.example/users"),
    ("https://a.example/api/v1/", "/users/", "https://a.example/api/v1/users/"),
    ("https://a.example/api//", "//users", "https://a.example/api/users"),
    ("https://a.example/api", "", "https://a.example/api"),
    ("https://a.example/api/", "", "https://a.example/api/"),
    ("https://a.example", "", "https://a.example"),
    ("https://a.example/api", "/", "https://a.example/api/"),
    ("https://a.example/api", "a b/c?d#e%", "https://a.example/api/a%20b/c%3Fd%23e%25"),
    ("https://a.example/api", "users/日本", "https://a.example/api/users/%E6%97%A5%E6%9C%AC"),
    ("https://a.example/api", "me@x:1/~", "https://a.example/api/me@x:1/~"),
    ("https://a.example/api?key=1", "users", "https://a.example/api/users?key=1"),
    ("https://a.example/a%20b/", "c", "https://a.example/a%20b/c"),
    ("https://a.example/api#top", "users", "https://a.example/api/users#top"),
    ("https://a.example/api?", "users", "https://a.example/api/users?"),
    ("https://a.example/api?q=1#f", "/x y/", "https://a.example/api/x%20y/?q=1#f"),
    ("https://a.example//", "///", "https://a.example/"),
    ("http://127.0.0.1:8080", "items/7", "http://127.0.0.1:8080/items/7"),
  ])
  func joinsBaseURLAndPath(base: String, path: String, expected: String) {
    let target = PlainTarget(baseURL: URL(string: base)!, path: path)
    #expect(URL(target: target).absoluteString == expected)
    #expect(Endpoint.defaultMapping(for: target).url == expected)
  }

  @Test func addingHeadersMergesAndReplacesWhateverTheCase() {
    let endpoint = makeEndpoint(.requestPlain, headers: ["Accept": "a", "X-Keep": "k"])
    let added = endpoint.adding(newHTTPHeaderFields: ["accept": "b", "X-New": "n"])
    #expect(added.httpHeaderFields == ["accept": "b", "X-Keep": "k", "X-New": "n"])
    #expect(endpoint.httpHeaderFields == ["Accept": "a", "X-Keep": "k"])
    let fromNothing = makeEndpoint(.requestPlain).adding(newHTTPHeaderFields: ["A": "1"])
    #expect(fromNothing.httpHeaderFields == ["A": "1"])
    #expect(makeEndpoint(.requestPlain).adding(newHTTPHeaderFields: [:]).httpHeaderFields == nil)
  }

  @Test func replacingTheTaskKeepsEverythingElse() throws {
    let endpoint = Endpoint(
      url: "https://a.example/x", sampleResponseClosure: { .networkResponse(201, Data("s".utf8)) },
      method: .put, task: .requestPlain, httpHeaderFields: ["A": "1"], timeoutInterval: 9,
      allowsConstrainedNetworkAccess: false)
    let replaced = endpoint.replacing(task: .requestData(Data("body".utf8)))
    #expect(replaced.url == endpoint.url)
    #expect(replaced.method == .put)
    #expect(replaced.httpHeaderFields == ["A": "1"])
    #expect(replaced.timeoutInterval == 9)
    #expect(!replaced.allowsConstrainedNetworkAccess)
    guard case .networkResponse(201, _) = replaced.sampleResponseClosure() else {
      Issue.record("sample response lost")
      return
    }
    let request = try replaced.urlRequest()
    #expect(bodyText(request) == "body")
    #expect(request.timeoutInterval == 9)
    #expect(request.value(forHTTPHeaderField: "A") == "1")
  }

  @Test func equalEndpointsHashAlike() {
    let one = Endpoint.defaultMapping(for: GitHub.userRepositories("x", page: 1))
    let same = Endpoint.defaultMapping(for: GitHub.userRepositories("x", page: 1))
    let other = Endpoint.defaultMapping(for: GitHub.userRepositories("x", page: 2))
    #expect(one == same)
    #expect(one.hashValue == same.hashValue)
    #expect(one != other)
    let broken = makeEndpoint(.requestPlain, url: "")
    #expect(broken == makeEndpoint(.requestPlain, url: ""))
    #expect(broken != one)
    let a = makeEndpoint(.uploadFile(URL(fileURLWithPath: "/tmp/a")))
    let b = makeEndpoint(.uploadFile(URL(fileURLWithPath: "/tmp/b")))
    #expect(a != b)
  }
}
