import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct AuthenticationScopeTests {
  @Test func aTargetThatOptsOutIsSentUntouchedAndNeverRefreshed() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old", requiresRefresh: true))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let outcome = Outcome()
    _ = outcome.record(
      provider.response(SecureTarget(path: "login", requiresAuthentication: false)))
    #expect(transport.tasks.count == 1)
    #expect(try transport.task(0).authorization == nil)
    try transport.task(0).refuse()
    #expect(outcome.networkError?.statusCode == 401)
    #expect(authenticator.refreshes.isEmpty)
  }

  @Test func aMultiTargetIsUnwrappedBeforeTheChoice() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport(autoRespond: 200)
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<MultiTarget>(session: transport, interceptors: [interceptor])
    _ = provider.response(MultiTarget(SecureTarget(requiresAuthentication: false))).subscribe()
    _ = provider.response(MultiTarget(MultiTarget(SecureTarget()))).subscribe()
    #expect(transport.tasks.map(\.authorization) == [nil, "Bearer old"])
  }

  @Test func aTargetThatDoesNotConformIsAuthenticated() {
    let transport = ScriptedTransport(autoRespond: 200)
    let interceptor = AuthenticationInterceptor(
      authenticator: ScriptedAuthenticator(), credential: TestCredential(token: "old"))
    let provider = Provider<PlainTarget>(session: transport, interceptors: [interceptor])
    _ = provider.response(PlainTarget()).subscribe()
    #expect(transport.tasks.first?.authorization == "Bearer old")
  }

  @Test func theAuthenticatorDecidesWhatCountsAsARefusal() throws {
    let authenticator = ScriptedAuthenticator(immediate: "new", refusals: [419])
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let plain401 = Outcome()
    _ = plain401.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    #expect(plain401.networkError?.statusCode == 401)
    #expect(authenticator.refreshes.isEmpty)

    let custom = Outcome()
    _ = custom.record(provider.response(SecureTarget()))
    try transport.task(1).respond(status: 419)
    #expect(authenticator.refreshes == ["old"])
    try transport.task(2).respond(status: 200)
    #expect(custom.statuses == [200])
  }

  @Test func failuresWithoutAResponseAreHandedOn() throws {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).send(.failed(URLError(.notConnectedToInternet), nil))
    #expect((outcome.networkError?.underlyingError as? URLError)?.code == .notConnectedToInternet)
    #expect(authenticator.refreshes.isEmpty)
  }

  @Test func progressStepsOfEachAttemptPassThrough() throws {
    let authenticator = ScriptedAuthenticator(immediate: "new")
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    var steps: [Double] = []
    _ = provider.requestWithProgress(SecureTarget()).subscribe(onNext: { steps.append($0.progress) }
    )
    try transport.task(0).send(.downloadProgress(completed: 1, total: 4))
    try transport.task(0).refuse()
    try transport.task(1).send(.downloadProgress(completed: 2, total: 4))
    try transport.task(1).respond(status: 200)
    #expect(steps == [0.25, 0.5, 1])
  }
}
