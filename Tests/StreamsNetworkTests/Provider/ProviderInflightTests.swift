import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target as a Moya app writes it: no word on coalescing.
private enum Accounts: TargetType {
  case profile
  case logIn

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .profile: "/profile"
    case .logIn: "/session"
    }
  }
  var method: HTTPMethod {
    switch self {
    case .profile: .get
    case .logIn: .post
    }
  }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// `Provider(trackInflights:)` and `inflightRequests`, as Moya's.
@Suite(.checksResources)
struct ProviderInflightTests {
  @Test func trackingIsOffByDefault() {
    let provider = Provider<Accounts>(session: ScriptedTransport())
    #expect(!provider.trackInflights)
    #expect(provider.inflightRequests.isEmpty)
  }

  @Test func identicalRequestsInFlightShareOneTransportCall() {
    let transport = ScriptedTransport()
    let provider = Provider<Accounts>(session: transport, interceptors: [], trackInflights: true)
    var received: [Int] = []
    let subscriptions = (0..<2).map { _ in
      // A POST too: Moya tracks every method.
      provider.response(.logIn).subscribe(onNext: { received.append($0.statusCode) })
    }
    #expect(transport.tasks.count == 1)
    transport.tasks.first?.respond(status: 201)
    #expect(received == [201, 201])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func inflightRequestsListTheEndpointWhileInFlightOnly() {
    let transport = ScriptedTransport()
    let provider = Provider<Accounts>(session: transport, trackInflights: true)
    let endpoint = provider.endpoint(.profile)
    #expect(provider.inflightRequests.isEmpty)
    let first = provider.response(.profile).subscribe()
    let second = provider.response(.profile).subscribe()
    #expect(provider.inflightRequests == [endpoint: 2])
    transport.tasks.first?.respond(status: 200)
    #expect(provider.inflightRequests.isEmpty)
    first.dispose()
    second.dispose()
  }

  @Test func everyRequestLeavingTakesTheEndpointOut() {
    let transport = ScriptedTransport()
    let provider = Provider<Accounts>(session: transport, trackInflights: true)
    let subscription = provider.response(.profile).subscribe()
    #expect(provider.inflightRequests.count == 1)
    subscription.dispose()
    #expect(transport.tasks.first?.isCancelled == true)
    #expect(provider.inflightRequests.isEmpty)
  }

  @Test func withoutTrackingIdenticalRequestsEachGoOut() {
    let transport = ScriptedTransport()
    // Moya's behaviour: no coalescer in the list, no tracking.
    let provider = Provider<Accounts>(session: transport, interceptors: [], trackInflights: false)
    let subscriptions = (0..<2).map { _ in provider.response(.profile).subscribe() }
    #expect(transport.tasks.count == 2)
    #expect(provider.inflightRequests.isEmpty)
    // The default coalescer shares GETs only; without tracking, POSTs each go out.
    let defaults = Provider<Accounts>(session: transport)
    let posts = (0..<2).map { _ in defaults.response(.logIn).subscribe() }
    #expect(transport.tasks.count == 4)
    #expect(defaults.inflightRequests.isEmpty)
    for subscription in subscriptions + posts { subscription.dispose() }
  }

  @Test func trackingReplacesTheListsCoalescerWithOneOfEveryMethod() {
    let given = RequestCoalescer(ignoringHeaders: ["X-Trace"])
    let provider = Provider<Accounts>(
      session: ScriptedTransport(), interceptors: [given], trackInflights: true)
    #expect(provider.interceptors.count == 1)
    let tracker = provider.interceptors.first as? RequestCoalescer
    #expect(tracker !== given)
    #expect(tracker?.sharing == .everyMethod)
    #expect(tracker?.ignoredHeaders == ["x-trace"])
  }
}
