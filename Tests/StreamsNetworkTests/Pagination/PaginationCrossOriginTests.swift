import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The first page of a feed whose pages the server spreads over two origins.
private struct Feed: TargetType, AccessTokenAuthorizable {
  var baseURL: URL
  var headers: [String: String]?
  var usesToken = false
  var path: String { "/pages/1" }
  var method: Method { .get }
  var task: RequestTask { .requestPlain }
  var authorizationType: AuthorizationType? { usesToken ? .bearer : nil }
}

/// Item 6 of issue 10: credentials stay on the first page's origin unless the caller opts in,
/// over real loopback with two servers (two ports, two origins), through every transport.
@Suite(.checksResources)
struct PaginationCrossOriginTests {
  private static let credentials = [
    "Authorization": "Bearer first-origin", "Cookie": "session=1",
    "Proxy-Authorization": "Basic cHJveHk=", "Accept": "application/json",
  ]

  /// Origin A serves pages 1 and 3, origin B page 2: A → B → A.
  private final class Origins: Sendable {
    let rig: LoopbackRig
    let other = FixtureServer()

    init(_ kind: TransportKind) throws {
      let other = other
      try other.start()
      rig = try LoopbackRig(kind) { server in
        server.route(.get, "/pages/1") { _ in
          FixtureResponse.json([1]).header("Link", "<\(other.url("/pages/2"))>; rel=\"next\"")
        }
        server.route(.get, "/pages/3", response: .json([3]))
      }
      let first = rig.server.url("/pages/3")
      other.route(.get, "/pages/2") { _ in
        FixtureResponse.json([2]).header("Link", "<\(first)>; rel=\"next\"")
      }
    }

    deinit { other.stop() }

    func provider(plugins: [PluginType] = []) -> Provider<Feed> {
      Provider(
        session: rig.transport, plugins: plugins,
        scheduler: SerialDispatchQueueScheduler(serialQueue: rig.clock))
    }

    func feed(headers: [String: String]? = credentials, usesToken: Bool = false) -> Feed {
      Feed(baseURL: rig.server.baseURL, headers: headers, usesToken: usesToken)
    }

    /// Subscribes, waits (bounded) for the end, and settles.
    func run(_ pages: Observable<Response>) -> EventCollector<Response> {
      let collector = EventCollector<Response>()
      let subscription = pages.subscribe(collector)
      _ = collector.waitForEnd()
      subscription.dispose()
      rig.settle()
      return collector
    }

    var pageOnB: FixtureRequest? { other.log.requests(.get, "/pages/2").first }
    var pagesOnA: [FixtureRequest] { rig.server.log.requests }
  }

  @Test(arguments: TransportKind.available)
  func pageOnAnotherOriginGoesWithoutCredentialsByDefault(_ kind: TransportKind) throws {
    let origins = try Origins(kind)
    let run = origins.run(origins.provider().paginate(origins.feed()))
    #expect(run.elements.count == 3)
    #expect(run.isCompleted)
    let second = try #require(origins.pageOnB)
    for name in ["Authorization", "Cookie", "Proxy-Authorization"] {
      #expect(second.header(name) == nil, "\(name) must not reach the other origin")
    }
    #expect(second.header("Accept") == "application/json", "other headers still go")
    // Back on the first origin, the credentials are its own again.
    #expect(origins.pagesOnA.map(\.path) == ["/pages/1", "/pages/3"])
    for page in origins.pagesOnA {
      #expect(page.header("Authorization") == "Bearer first-origin", "\(page.path)")
      #expect(page.header("Cookie") == "session=1", "\(page.path)")
    }
  }

  @Test(arguments: TransportKind.available)
  func credentialsAddedByAPluginStayOnTheFirstOrigin(_ kind: TransportKind) throws {
    let origins = try Origins(kind)
    let provider = origins.provider(plugins: [AccessTokenPlugin { _ in "plugin-token" }])
    let run = origins.run(provider.paginate(origins.feed(headers: nil, usesToken: true)))
    #expect(run.isCompleted)
    #expect(try #require(origins.pageOnB).header("Authorization") == nil)
    #expect(origins.pagesOnA.first?.header("Authorization") == "Bearer plugin-token")
  }

  @Test(arguments: TransportKind.available)
  func keepCredentialsSendsThemToTheOtherOrigin(_ kind: TransportKind) throws {
    let origins = try Origins(kind)
    let run = origins.run(
      origins.provider().paginate(origins.feed(), crossOrigin: .keepCredentials))
    #expect(run.isCompleted)
    let second = try #require(origins.pageOnB)
    #expect(second.header("Authorization") == "Bearer first-origin")
    #expect(second.header("Cookie") == "session=1")
  }

  @Test(arguments: TransportKind.available)
  func refuseFailsWithTheLinkingPageAndAsksNothingOfTheOtherOrigin(_ kind: TransportKind) throws {
    let origins = try Origins(kind)
    let run = origins.run(origins.provider().paginate(origins.feed(), crossOrigin: .refuse))
    #expect(run.elements.count == 1)
    guard case .underlying(let cause, let response)? = run.error as? NetworkError else {
      Issue.record("expected underlying, got \(String(describing: run.error))")
      return
    }
    #expect(
      cause as? CrossOriginPageError == CrossOriginPageError(url: origins.other.url("/pages/2")))
    #expect(response?.request?.url?.path == "/pages/1", "the page whose link was refused")
    #expect(origins.other.log.requestCount == 0)
  }

  /// Two pages on one server, the first linking to the second by the host name `nextHost`
  /// (`nil`: the one the client used); returns what the server received, once all is settled.
  private func twoPages(nextHost: String?, _ kind: TransportKind) throws -> [FixtureRequest] {
    let rig = try LoopbackRig(kind) { server in
      server.route(.get, "/pages/1") { request in
        let next = request.absoluteURL("/pages/2", host: nextHost)
        return FixtureResponse.json([1]).header("Link", "<\(next)>; rel=next")
      }
      server.route(.get, "/pages/2", response: .json([2]))
    }
    let provider = Provider<Feed>(
      session: rig.transport, scheduler: SerialDispatchQueueScheduler(serialQueue: rig.clock))
    let collector = EventCollector<Response>()
    let feed = Feed(baseURL: rig.server.baseURL, headers: Self.credentials)
    let subscription = provider.paginate(feed).subscribe(collector)
    #expect(collector.waitForEnd())
    subscription.dispose()
    rig.settle()
    #expect(collector.isCompleted)
    return rig.server.log.requests
  }

  @Test(arguments: TransportKind.available)
  func pagesOnTheSameOriginKeepCredentials(_ kind: TransportKind) throws {
    let received = try twoPages(nextHost: nil, kind)
    #expect(received.map(\.path) == ["/pages/1", "/pages/2"])
    for page in received {
      #expect(page.header("Authorization") == "Bearer first-origin", "\(page.path)")
      #expect(page.header("Cookie") == "session=1", "\(page.path)")
      // Neither transport sends a request's `Proxy-*` fields to a server reached directly.
      #expect(page.header("Proxy-Authorization") == nil, "\(page.path)")
    }
  }

  @Test(arguments: TransportKind.available)
  func anotherHostNameOnTheSamePortIsAnotherOrigin(_ kind: TransportKind) throws {
    let received = try twoPages(nextHost: "localhost", kind)
    let second = received.first { $0.path == "/pages/2" }
    #expect(second?.host == "localhost")
    #expect(second?.header("Authorization") == nil)
    #expect(second?.header("Cookie") == nil)
  }
}
