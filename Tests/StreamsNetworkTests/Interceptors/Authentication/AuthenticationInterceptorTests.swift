import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The authenticator, an interceptor starting from `credential`, and a provider over
/// `transport`.
private func makeProvider(
  _ authenticator: ScriptedAuthenticator, transport: ScriptedTransport,
  credential: TestCredential? = TestCredential(token: "old")
) -> (Provider<SecureTarget>, AuthenticationInterceptor<ScriptedAuthenticator>) {
  let interceptor = AuthenticationInterceptor(authenticator: authenticator, credential: credential)
  return (Provider(session: transport, interceptors: [interceptor]), interceptor)
}

/// The error a refresh failed with, as the interceptor reports it.
private func refreshError(_ outcome: Outcome) -> Error? {
  guard case .refreshFailed(let error)? = outcome.networkError?.authenticationError else {
    return nil
  }
  return error
}

@Suite(.checksResources)
struct AuthenticationInterceptorTests {
  @Test func sendsEveryRequestWithTheCurrentCredential() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport(autoRespond: 200)
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let first = Outcome()
    let second = Outcome()
    _ = first.record(provider.response(SecureTarget()))
    _ = second.record(provider.response(SecureTarget(path: "other")))
    #expect(transport.tasks.map(\.authorization) == ["Bearer old", "Bearer old"])
    #expect(first.statuses == [200] && first.completed)
    #expect(second.statuses == [200] && second.completed)
    #expect(authenticator.refreshes.isEmpty)
  }

  @Test func concurrentFailuresShareOneRefreshAndReplayOnce() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, interceptor) = makeProvider(authenticator, transport: transport)
    let outcomes = (0..<5).map { _ in Outcome() }
    for outcome in outcomes { _ = outcome.record(provider.response(SecureTarget())) }
    for task in transport.tasks { task.refuse() }
    #expect(authenticator.refreshes == ["old"])
    #expect(transport.tasks.count == 5)
    #expect(outcomes.allSatisfy { $0.isEmpty })

    authenticator.succeed(with: "new")
    let replays = transport.tasks.dropFirst(5)
    #expect(replays.map(\.authorization) == Array(repeating: "Bearer new", count: 5))
    for task in replays { task.respond(status: 200) }
    #expect(outcomes.allSatisfy { $0.statuses == [200] && $0.completed })
    #expect(authenticator.refreshes == ["old"])
    #expect(interceptor.credential == TestCredential(token: "new"))
  }

  @Test func requestsStartedDuringARefreshWaitForIt() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let first = Outcome()
    let late = Outcome()
    _ = first.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    _ = late.record(provider.response(SecureTarget(path: "late")))
    #expect(transport.tasks.count == 1)

    authenticator.succeed(with: "new")
    #expect(transport.tasks.count == 3)
    #expect(transport.tasks.dropFirst().map(\.authorization) == ["Bearer new", "Bearer new"])
    for task in transport.tasks.dropFirst() { task.respond(status: 200) }
    #expect(first.statuses == [200] && late.statuses == [200])
    #expect(authenticator.refreshes == ["old"])
  }

  @Test func aRequestRefusedForAnOlderCredentialIsReplayedWithoutARefresh() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let slow = Outcome()
    let fast = Outcome()
    _ = slow.record(provider.response(SecureTarget(path: "slow")))
    _ = fast.record(provider.response(SecureTarget(path: "fast")))
    try transport.task(1).refuse()
    authenticator.succeed(with: "new")
    try transport.task(2).respond(status: 200)
    #expect(fast.statuses == [200])

    // The slow request was sent with "old" before the refresh: it is replayed with "new" at once.
    try transport.task(0).refuse()
    #expect(transport.tasks.count == 4)
    #expect(try transport.task(3).authorization == "Bearer new")
    #expect(authenticator.refreshes == ["old"])
    #expect(authenticator.pendingCount == 0)
    try transport.task(3).respond(status: 200)
    #expect(slow.statuses == [200] && slow.completed)
  }

  @Test func aFailedRefreshFailsEveryWaitingRequest() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let refused = (0..<3).map { _ in Outcome() }
    for outcome in refused { _ = outcome.record(provider.response(SecureTarget())) }
    for task in transport.tasks { task.refuse() }
    let unsent = Outcome()
    _ = unsent.record(provider.response(SecureTarget(path: "unsent")))

    authenticator.fail(with: TestError.boom)
    for outcome in refused {
      #expect(refreshError(outcome) as? TestError == .boom)
      #expect(outcome.networkError?.statusCode == 401)
      #expect(outcome.statuses.isEmpty)
    }
    #expect(refreshError(unsent) as? TestError == .boom)
    #expect(unsent.networkError?.response == nil)
    #expect(transport.tasks.count == 3)
  }

  @Test func aRefreshWithoutACredentialFailsWithNoElements() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, interceptor) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    authenticator.completeEmpty()
    #expect(refreshError(outcome) as? RxError == .noElements)
    #expect(interceptor.credential == TestCredential(token: "old"))
  }

  @Test func aReplayRefusedAgainFailsWithoutASecondRefresh() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    authenticator.succeed(with: "new")
    try transport.task(1).refuse()
    guard case .statusCode(let response)? = outcome.networkError else {
      Issue.record("expected a status-code error, got \(outcome.errors)")
      return
    }
    #expect(response.statusCode == 401)
    #expect(authenticator.refreshes == ["old"])
    #expect(authenticator.pendingCount == 0)
    #expect(transport.tasks.count == 2)
  }

  @Test func withoutValidationASecondRefusalIsHandedOnAsTheResponse() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget(validationType: .none)))
    try transport.task(0).refuse()
    #expect(outcome.isEmpty)
    authenticator.succeed(with: "new")
    try transport.task(1).refuse()
    #expect(outcome.statuses == [401] && outcome.completed)
    #expect(authenticator.refreshes == ["old"])
  }

  @Test func aCredentialThatRequiresRefreshIsRefreshedBeforeSending() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(
      authenticator, transport: transport,
      credential: TestCredential(token: "old", requiresRefresh: true))
    let first = Outcome()
    let second = Outcome()
    _ = first.record(provider.response(SecureTarget()))
    _ = second.record(provider.response(SecureTarget(path: "second")))
    #expect(transport.tasks.isEmpty)
    #expect(authenticator.refreshes == ["old"])

    authenticator.succeed(with: "new")
    #expect(transport.tasks.map(\.authorization) == ["Bearer new", "Bearer new"])
    for task in transport.tasks { task.respond(status: 200) }
    #expect(first.statuses == [200] && second.statuses == [200])
  }

  @Test func withoutACredentialRequestsFailAtOnce() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport(autoRespond: 200)
    let (provider, interceptor) = makeProvider(authenticator, transport: transport, credential: nil)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    guard case .missingCredential? = outcome.networkError?.authenticationError else {
      Issue.record("expected missingCredential, got \(outcome.errors)")
      return
    }
    #expect(transport.tasks.isEmpty && authenticator.refreshes.isEmpty)

    interceptor.credential = TestCredential(token: "login")
    let later = Outcome()
    _ = later.record(provider.response(SecureTarget()))
    #expect(transport.tasks.map(\.authorization) == ["Bearer login"])
    #expect(later.statuses == [200])
  }

  @Test func disposingAWaitingRequestLeavesTheRefreshToTheOthers() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let leaving = Outcome()
    let staying = Outcome()
    let subscription = leaving.record(provider.response(SecureTarget(path: "leaving")))
    _ = staying.record(provider.response(SecureTarget(path: "staying")))
    for task in transport.tasks { task.refuse() }
    subscription.dispose()
    #expect(authenticator.pendingCount == 1)

    authenticator.succeed(with: "new")
    #expect(transport.tasks.count == 3)
    #expect(try transport.task(2).request.urlRequest.url?.path == "/staying")
    try transport.task(2).respond(status: 200)
    #expect(staying.statuses == [200])
    #expect(leaving.isEmpty)
  }

  @Test func aRefreshWhoseWaitersAllLeftStillStoresItsCredential() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, interceptor) = makeProvider(authenticator, transport: transport)
    let subscription = Outcome().record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    subscription.dispose()
    authenticator.succeed(with: "new")
    #expect(transport.tasks.count == 1)
    #expect(interceptor.credential == TestCredential(token: "new"))

    _ = Outcome().record(provider.response(SecureTarget()))
    #expect(transport.tasks.last?.authorization == "Bearer new")
    transport.tasks.last?.respond(status: 200)
  }

  @Test func disposingDuringAReplayCancelsIt() throws {
    let authenticator = ScriptedAuthenticator(immediate: "new")
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    let subscription = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    #expect(transport.tasks.count == 2)
    subscription.dispose()
    #expect(try transport.task(1).isCancelled)
    #expect(outcome.isEmpty)
  }

  @Test func aRefreshThatAnswersAtOnceReplaysAtOnce() throws {
    let authenticator = ScriptedAuthenticator(immediate: "new")
    let transport = ScriptedTransport()
    let (provider, _) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    #expect(transport.tasks.map(\.authorization) == ["Bearer old", "Bearer new"])
    try transport.task(1).respond(status: 200)
    #expect(outcome.statuses == [200] && outcome.completed)
  }

  @Test func settingTheCredentialReplacesItForLaterAndRefusedRequests() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let (provider, interceptor) = makeProvider(authenticator, transport: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    interceptor.credential = TestCredential(token: "login")
    try transport.task(0).refuse()
    #expect(transport.tasks.map(\.authorization) == ["Bearer old", "Bearer login"])
    #expect(authenticator.refreshes.isEmpty)
    try transport.task(1).respond(status: 200)
    #expect(outcome.statuses == [200])
  }
}
