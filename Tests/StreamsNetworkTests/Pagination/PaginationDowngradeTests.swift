import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A first page on `https`, with credentials.
private struct Secure: TargetType {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "/items" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? {
    ["Authorization": "Bearer t", "Cookie": "s=1", "Accept": "*/*"]
  }
}

/// Item 6 of issue 10: a `Link` from `https` to plain `http` never carries credentials, whatever
/// the cross-origin policy (a scripted transport stands in for TLS, which the loopback fixture
/// server does not speak).
@Suite(.checksResources)
struct PaginationDowngradeTests {
  /// Runs the first page, answers it with a link to `next`, and returns the second request, if
  /// any, and the events.
  private func follow(_ next: String, policy: CrossOriginPagePolicy) -> (
    request: URLRequest?, events: [Event<Response>]
  ) {
    let transport = ScriptedTransport()
    let provider = Provider<Secure>(session: transport)
    var events: [Event<Response>] = []
    let subscription = provider.paginate(Secure(), crossOrigin: policy).subscribe {
      events.append($0)
    }
    transport.tasks.last?.respond(status: 200, headers: ["Link": "<\(next)>; rel=\"next\""])
    let second = transport.tasks.count > 1 ? transport.tasks.last?.request.urlRequest : nil
    subscription.dispose()
    return (second, events)
  }

  @Test(arguments: [CrossOriginPagePolicy.stripCredentials, .keepCredentials])
  func downgradeToHTTPNeverCarriesCredentials(policy: CrossOriginPagePolicy) throws {
    let (request, _) = follow("http://api.example.com/items?page=2", policy: policy)
    let second = try #require(request)
    #expect(second.url?.absoluteString == "http://api.example.com/items?page=2")
    #expect(second.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(second.value(forHTTPHeaderField: "Cookie") == nil)
    #expect(second.value(forHTTPHeaderField: "Accept") == "*/*")
  }

  @Test func refuseRefusesADowngrade() {
    let (request, events) = follow("http://api.example.com/items?page=2", policy: .refuse)
    #expect(request == nil)
    let error = events.compactMap(\.error).first as? NetworkError
    #expect(error?.underlyingError is CrossOriginPageError)
  }

  @Test func keepCredentialsKeepsThemOnAnUpgradeOrAnotherSecureHost() throws {
    for next in ["https://cdn.example.com/items?page=2", "https://api.example.com:8443/items"] {
      let (request, _) = follow(next, policy: .keepCredentials)
      #expect(request?.value(forHTTPHeaderField: "Authorization") == "Bearer t", "\(next)")
    }
  }

  @Test func theDefaultStripsOnAnotherPortOrHostAndKeepsOnTheSameOrigin() throws {
    let expected: [(String, String?)] = [
      ("https://api.example.com:8443/items", nil), ("https://evil.example.net/items", nil),
      ("https://API.example.com:443/items?page=2", "Bearer t"),
    ]
    for (next, authorization) in expected {
      let (request, _) = follow(next, policy: .stripCredentials)
      #expect(request?.value(forHTTPHeaderField: "Authorization") == authorization, "\(next)")
    }
  }

  @Test func theRefusalNamesOnlyTheOrigin() {
    let error = CrossOriginPageError(url: URL(string: "https://evil.example.net:8443/p?token=s")!)
    #expect(error.localizedDescription.contains("https://evil.example.net:8443"))
    #expect(!error.localizedDescription.contains("token"))
  }
}
