import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture API: `GET /me` wants the refreshed token, `POST /token` hands it out.
private enum AccountAPI: TargetType {
  case me(URL)
  case refresh(URL, refreshToken: String)

  var baseURL: URL {
    switch self {
    case .me(let url), .refresh(let url, _): url
    }
  }
  var path: String {
    switch self {
    case .me: "/me"
    case .refresh: "/token"
    }
  }
  var method: StreamsNetwork.HTTPMethod {
    switch self {
    case .me: .get
    case .refresh: .post
    }
  }
  var task: RequestTask {
    switch self {
    case .me: .requestPlain
    case .refresh(_, let token):
      .requestParameters(
        parameters: ["refresh_token": token], encoding: JSONEncoding.default)
    }
  }
  var headers: [String: String]? { nil }
  var validationType: ValidationType { .successCodes }
}

extension AccountAPI: AuthenticationScoped {
  /// The token endpoint is sent as it is: it must not wait for the refresh it performs.
  var requiresAuthentication: Bool {
    if case .me = self { return true }
    return false
  }
}

/// Wraps a transport and tracks, per request, whether it still holds the request's handler:
/// a real transport lets go of it only after the last event was delivered, so a test waits
/// for that (bounded) before the live-resource count is compared.
///
/// With `holding` > 0 it also holds back the first `holding` requests until all of them have
/// been handed to it, then starts them together: every one of them is adapted (given its
/// credential) before any answer can come back, however the threads that subscribe them are
/// scheduled.
private final class ReleaseTrackingTransport: Transport, @unchecked Sendable {
  // Safe to share: `base`, `held` and `holding` are immutable or thread-safe; the queue of held
  // requests lives in a `Locked` box.
  let base: Transport
  let held = DispatchGroup()
  private let holding: Int
  private let gate = Locked<(arrived: Int, waiting: [@Sendable () -> Void])>((0, []))

  init(_ base: Transport, holding: Int = 0) {
    self.base = base
    self.holding = holding
  }

  var sessionHeaders: [String: String] { base.sessionHeaders }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let box = HandlerBox(handler, held: held)
    let task = HeldTask()
    let send: @Sendable () -> Void = { [base] in
      task.started(base.start(request) { event in box.send(event) })
    }
    let release: [@Sendable () -> Void]? = gate.withLock { gate in
      gate.arrived += 1
      guard gate.arrived <= holding else { return [send] }
      gate.waiting.append(send)
      guard gate.arrived == holding else { return nil }
      defer { gate.waiting = [] }
      return gate.waiting
    }
    for send in release ?? [] { send() }
    return task
  }
}

/// A task that may not have started yet: a cancel before the start cancels it as it starts.
private final class HeldTask: TransportTask, @unchecked Sendable {
  // Safe to share: the state lives in a `Locked` box.
  private let state = Locked<(task: TransportTask?, cancelled: Bool)>((nil, false))

  func started(_ task: TransportTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.cancelled
    }
    if cancelled { task.cancel() }
  }

  func cancel() {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    task?.cancel()
  }
}

/// Holds one request's handler and leaves the group once the transport released it.
private final class HandlerBox: @unchecked Sendable {
  // Safe to share: `handler` is written only in `init` and `deinit`, when no other reference
  // exists; `send` only reads it.
  private var handler: (@Sendable (TransportEvent) -> Void)?
  private let held: DispatchGroup

  init(_ handler: @escaping @Sendable (TransportEvent) -> Void, held: DispatchGroup) {
    self.handler = handler
    self.held = held
    held.enter()
  }

  func send(_ event: TransportEvent) { handler?(event) }

  deinit {
    // Release the request's resources first, then report.
    handler = nil
    held.leave()
  }
}

private struct TokenReply: Decodable {
  let accessToken: String

  enum CodingKeys: String, CodingKey { case accessToken = "access_token" }
}

/// Real HTTP over loopback, through each transport.
@Suite(.checksResources)
struct AuthenticationIntegrationTests {
  /// A server whose `/me` accepts only `Bearer new`, and whose `/token` hands that token out.
  ///
  /// Anything else on `/me` gets 401 and a `WWW-Authenticate: Bearer` challenge. `Bearer`, not
  /// `Basic`: on Linux, FoundationNetworking may never complete a 401 carrying a `Basic`
  /// challenge with the current simple transport (a corelibs bug the hardened transport works
  /// around). `/token` answers after a short delay, so the refresh is still in flight while the
  /// other requests are refused.
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/me") { request in
      guard request.header("Authorization") == "Bearer new" else {
        return .json(
          Data(#"{"error":"expired"}"#.utf8), status: 401, headers: ["WWW-Authenticate": "Bearer"])
      }
      return .json(Data(#"{"login":"ann"}"#.utf8))
    }
    server.route(.post, "/token") { _ in
      FixtureResponse.json(Data(#"{"access_token":"new"}"#.utf8)).delayed(by: .milliseconds(100))
    }
    try server.start()
    return server
  }

  @Test(arguments: TransportKind.available)
  func twentyConcurrentRefusalsMakeOneRefreshAndTwentySuccesses(_ kind: TransportKind) throws {
    let server = try makeServer()
    let base = server.baseURL
    // All 20 go out with the old token (the refresh, the 21st request, is not held).
    let transport = ReleaseTrackingTransport(
      try kind.make(.fixture, completions: TaskCompletions()), holding: 20)
    let refreshes = Locked(0)
    // Refresh through the same provider: the token target opts out of authentication.
    let provider = Locked<Provider<AccountAPI>?>(nil)
    let authenticator = BearerTokenAuthenticator { token in
      refreshes.withLock { $0 += 1 }
      guard let tokens = provider.withLock({ $0 }) else { return .error(TestError.boom) }
      return tokens.response(.refresh(base, refreshToken: token.refreshToken ?? ""))
        .map { response in
          let reply = try JSONDecoder().decode(TokenReply.self, from: response.data)
          return BearerToken(accessToken: reply.accessToken, refreshToken: token.refreshToken)
        }
    }
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: BearerToken(accessToken: "old", refreshToken: "r1"))
    provider.withLock { $0 = Provider(session: transport, interceptors: [interceptor]) }
    guard let api = provider.withLock({ $0 }) else { return }

    let finished = DispatchGroup()
    let outcomes = (0..<20).map { _ in Outcome() }
    let subscriptions = Locked<[Disposable]>([])
    DispatchQueue.concurrentPerform(iterations: outcomes.count) { index in
      let subscription = outcomes[index].record(api.response(.me(base)), finished: finished)
      subscriptions.withLock { $0.append(subscription) }
    }
    #expect(finished.wait(timeout: .now() + 20) == .success)

    #expect(outcomes.allSatisfy { $0.statuses == [200] && $0.completed })
    #expect(refreshes.withLock { $0 } == 1)
    #expect(server.log.count(.post, "/token") == 1)
    let sent = server.log.requests(.get, "/me").map { $0.header("Authorization") }
    #expect(sent.filter { $0 == "Bearer old" }.count == 20)
    #expect(sent.filter { $0 == "Bearer new" }.count == 20)
    #expect(interceptor.credential?.accessToken == "new")
    for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
    provider.withLock { $0 = nil }
    #expect(transport.held.wait(timeout: .now() + 10) == .success)
  }
}
