import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request whose identity each test varies.
private struct Fetch: TargetType, Coalescible {
  var path = "/items"
  var method: HTTPMethod = .get
  var headers: [String: String]?
  var body: Data?
  var coalesces: Bool?

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var task: RequestTask { body.map(RequestTask.requestData) ?? .requestPlain }
  var coalescesRequests: Bool { coalesces ?? (method == .get) }
}

/// A target that says nothing about coalescing.
private struct Plain: TargetType {
  var method: HTTPMethod = .get
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "/plain" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// Disposes each subscription just before the rest of the chain sees it: a dispose that won the
/// race against the subscription.
private struct GoneFirst: RequestInterceptor {
  func intercept(
    _ request: ProviderRequest, next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    let rest = next(request)
    return Observable { sink, lifetime in
      lifetime.dispose()
      rest.run(sink, lifetime)
    }
  }
}

/// Runs the rest of the chain twice, one run after the other, through the same observable.
private struct Twice: RequestInterceptor {
  func intercept(
    _ request: ProviderRequest, next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    let rest = next(request)
    return rest.concat(rest)
  }
}

@Suite(.checksResources)
struct RequestCoalescerTests {
  private func provider(_ transport: ScriptedTransport) -> Provider<Fetch> {
    Provider<Fetch>(session: transport, interceptors: [RequestCoalescer()])
  }

  @Test func identicalGetsInFlightShareOneCall() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    var received: [String] = []
    let subscriptions = ["a", "b", "c"].map { name in
      provider.response(Fetch()).subscribe(
        onNext: { received.append("\(name) \($0.statusCode)") },
        onCompleted: { received.append("\(name) done") })
    }
    #expect(transport.tasks.count == 1)
    transport.tasks.first?.respond(status: 200)
    #expect(received == ["a 200", "b 200", "c 200", "a done", "b done", "c done"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func providersCoalesceGetsByDefault() {
    let transport = ScriptedTransport()
    let provider = Provider<Plain>(session: transport)
    let first = provider.response(Plain()).subscribe()
    let second = provider.response(Plain()).subscribe()
    #expect(transport.tasks.count == 1)
    let post = provider.response(Plain(method: .post)).subscribe()
    let another = provider.response(Plain(method: .post)).subscribe()
    #expect(transport.tasks.count == 3)
    for subscription in [first, second, post, another] { subscription.dispose() }
  }

  @Test func differentRequestsDoNotShare() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    let variants = [
      Fetch(), Fetch(path: "/other"), Fetch(headers: ["Authorization": "Bearer a"]),
      Fetch(headers: ["Authorization": "Bearer b"]), Fetch(method: .head),
    ]
    let subscriptions = variants.map { provider.response($0).subscribe() }
    #expect(transport.tasks.count == 5)
    let withTrace = provider.response(
      Fetch(headers: ["Authorization": "Bearer a", "X-Request-ID": "1"])
    )
    .subscribe()
    #expect(transport.tasks.count == 5, "a tracing id does not make a request different")
    for subscription in subscriptions + [withTrace] { subscription.dispose() }
  }

  @Test func targetsChooseWhetherTheyAreCoalesced() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    let polls = (0..<2).map { _ in provider.response(Fetch(coalesces: false)).subscribe() }
    #expect(transport.tasks.count == 2)
    let posts = (0..<2).map { _ in provider.response(Fetch(method: .post)).subscribe() }
    #expect(transport.tasks.count == 4)
    let queries = (0..<3).map { _ in
      provider.response(Fetch(method: .post, body: Data("q".utf8), coalesces: true)).subscribe()
    }
    #expect(transport.tasks.count == 5)
    for subscription in polls + posts + queries { subscription.dispose() }
  }

  @Test func eachTargetTypeDecidesForItself() {
    let transport = ScriptedTransport()
    let provider = Provider<MultiTarget>(session: transport, interceptors: [RequestCoalescer()])
    // A type that says nothing, then one that opts out, then the first again.
    let plain = (0..<2).map { _ in provider.response(MultiTarget(Plain())).subscribe() }
    #expect(transport.tasks.count == 1)
    let polls = (0..<2).map { _ in
      provider.response(MultiTarget(Fetch(coalesces: false))).subscribe()
    }
    #expect(transport.tasks.count == 3)
    let again = provider.response(MultiTarget(Plain())).subscribe()
    #expect(transport.tasks.count == 3)
    for subscription in plain + polls + [again] { subscription.dispose() }
  }

  @Test func oneSubscriberLeavingDoesNotCancelTheOthers() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    var left: [Int] = []
    var stayed: [Int] = []
    let leaving = provider.response(Fetch()).subscribe(onNext: { left.append($0.statusCode) })
    let staying = provider.response(Fetch()).subscribe(onNext: { stayed.append($0.statusCode) })
    leaving.dispose()
    #expect(transport.tasks.first?.isCancelled == false)
    transport.tasks.first?.respond(status: 200)
    #expect(left.isEmpty)
    #expect(stayed == [200])
    staying.dispose()
  }

  @Test func theCallIsCancelledWhenEverySubscriberHasLeft() {
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Fetch>(session: transport, interceptors: [coalescer])
    let first = provider.response(Fetch()).subscribe()
    let second = provider.response(Fetch()).subscribe()
    #expect(coalescer.inFlightCount == 1)
    first.dispose()
    #expect(transport.tasks.first?.isCancelled == false)
    second.dispose()
    #expect(transport.tasks.first?.isCancelled == true)
    #expect(coalescer.inFlightCount == 0)
    // The next identical request makes a new call.
    let third = provider.response(Fetch()).subscribe()
    #expect(transport.tasks.count == 2)
    third.dispose()
  }

  @Test func aRequestAfterTheOutcomeMakesANewCall() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    var late: [Int] = []
    var inner: Disposable?
    let first = provider.response(Fetch()).subscribe(onNext: { _ in
      // Subscribing while the shared response is being delivered joins no finished call.
      inner = provider.response(Fetch()).subscribe(onNext: { late.append($0.statusCode) })
    })
    transport.tasks.first?.respond(status: 200)
    #expect(transport.tasks.count == 2)
    #expect(late.isEmpty)
    transport.tasks.last?.respond(status: 201)
    #expect(late == [201])
    first.dispose()
    inner?.dispose()
  }

  @Test func oneRequestSubscribedAgainAfterItsCallMakesACallOfItsOwn() {
    // The coalescer's observable for one request, subscribed a second time once its first call
    // has answered: the second call is in flight until it answers, and then leaves the table.
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Fetch>(session: transport, interceptors: [Twice(), coalescer])
    var statuses: [Int] = []
    var completed = false
    let subscription = provider.response(Fetch()).subscribe(
      onNext: { statuses.append($0.statusCode) }, onCompleted: { completed = true })
    #expect(coalescer.inFlightCount == 1)
    transport.tasks.first?.respond(status: 200)
    #expect(transport.tasks.count == 2)
    #expect(coalescer.inFlightCount == 1)
    transport.tasks.last?.respond(status: 201)
    #expect(statuses == [200, 201])
    #expect(completed)
    #expect(coalescer.inFlightCount == 0)
    subscription.dispose()
  }

  @Test func aSubscriberGoneBeforeItJoinsLeavesNoCallBehind() {
    // The coalescer makes the call for a subscriber whose lifetime is disposed before the
    // call's share counts it (a dispose racing the subscription on another thread): the call
    // is forgotten, not left in flight with no one on it.
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let gone = Provider<Fetch>(session: transport, interceptors: [GoneFirst(), coalescer])
    var events = 0
    let subscription = gone.response(Fetch()).subscribe(onNext: { _ in events += 1 })
    #expect(coalescer.inFlightCount == 0)
    #expect(transport.tasks.isEmpty)
    #expect(events == 0)
    subscription.dispose()
    let provider = Provider<Fetch>(session: transport, interceptors: [coalescer])
    let live = provider.response(Fetch()).subscribe(onNext: { _ in events += 1 })
    #expect(coalescer.inFlightCount == 1)
    #expect(transport.tasks.count == 1)
    transport.tasks.first?.respond(status: 200)
    #expect(events == 1)
    live.dispose()
  }

  @Test func aCallMadeAloneIsJoinedAfterADifferentRequestArrives() {
    // The first call starts with nothing else in flight; a different request comes next, and
    // then one identical to the first: it joins the first call, not a call of its own.
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Fetch>(session: transport, interceptors: [coalescer])
    var received: [String] = []
    let first = provider.response(Fetch()).subscribe(onNext: { _ in received.append("first") })
    let other = provider.response(Fetch(path: "/other")).subscribe()
    let again = provider.response(Fetch()).subscribe(onNext: { _ in received.append("again") })
    #expect(transport.tasks.count == 2)
    #expect(coalescer.inflightEndpoints.values.sorted() == [1, 2])
    transport.tasks.first?.respond(status: 200)
    #expect(received == ["first", "again"])
    #expect(coalescer.inFlightCount == 1)
    for subscription in [first, other, again] { subscription.dispose() }
    #expect(coalescer.inFlightCount == 0)
  }

  @Test func aCallMadeAloneLeavesTheTableOnceItIsFiledByKey() {
    // The first call is filed under its key when the second request arrives; its answer takes
    // it out, so the next identical request makes a new call, and the second is still joined.
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Fetch>(session: transport, interceptors: [coalescer])
    let first = provider.response(Fetch()).subscribe()
    let other = provider.response(Fetch(path: "/other")).subscribe()
    #expect(coalescer.inFlightCount == 2)
    transport.tasks.first?.respond(status: 200)
    #expect(coalescer.inFlightCount == 1)
    let fresh = provider.response(Fetch()).subscribe()
    let joining = provider.response(Fetch(path: "/other")).subscribe()
    #expect(transport.tasks.count == 3)
    #expect(coalescer.inFlightCount == 2)
    for subscription in [first, other, fresh, joining] { subscription.dispose() }
    #expect(coalescer.inFlightCount == 0)
  }

  @Test func aCallMadeAloneIsCountedAndForgotten() {
    let transport = ScriptedTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Fetch>(session: transport, interceptors: [coalescer])
    let first = provider.response(Fetch()).subscribe()
    #expect(coalescer.inFlightCount == 1)
    #expect(coalescer.inflightEndpoints.values.sorted() == [1])
    first.dispose()
    #expect(coalescer.inFlightCount == 0)
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func failuresReachEverySubscriber() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    var failures = 0
    let subscriptions = (0..<3).map { _ in
      provider.response(Fetch()).subscribe(onError: { _ in failures += 1 })
    }
    transport.tasks.first?.send(.failed(URLError(.networkConnectionLost), nil))
    #expect(failures == 3)
    #expect(transport.tasks.count == 1)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func progressSubscribersShareOnlyWithEachOther() {
    let transport = ScriptedTransport()
    let provider = provider(transport)
    var steps: [Double] = []
    let plain = provider.response(Fetch()).subscribe()
    let watching = (0..<2).map { _ in
      provider.requestWithProgress(Fetch()).subscribe(onNext: { step in
        steps.append(step.progress)
      })
    }
    #expect(transport.tasks.count == 2)
    transport.tasks.last?.send(.downloadProgress(completed: 5, total: 10))
    transport.tasks.last?.respond(status: 200)
    #expect(steps == [0.5, 0.5, 1, 1])
    for subscription in [plain] + watching { subscription.dispose() }
  }
}
