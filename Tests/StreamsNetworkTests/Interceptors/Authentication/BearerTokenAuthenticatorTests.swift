import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct BearerTokenAuthenticatorTests {
  private let authenticator = BearerTokenAuthenticator { token in
    .just(BearerToken(accessToken: "new", refreshToken: token.refreshToken))
  }

  @Test func appliesTheAccessTokenAsABearerHeader() {
    var request = makeRequest()
    request.setValue("Basic stale", forHTTPHeaderField: "Authorization")
    authenticator.apply(BearerToken(accessToken: "abc"), to: &request)
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
  }

  @Test func recognisesTheTokenARequestCarries() {
    var request = makeRequest()
    authenticator.apply(BearerToken(accessToken: "abc"), to: &request)
    #expect(authenticator.isRequest(request, authenticatedWith: BearerToken(accessToken: "abc")))
    #expect(!authenticator.isRequest(request, authenticatedWith: BearerToken(accessToken: "xyz")))
  }

  @Test func onlyA401IsARefusalByDefault() {
    let request = makeRequest()
    let refused = makeResponse(401)
    let forbidden = makeResponse(403)
    #expect(authenticator.didRequest(request, with: refused, failDueToAuthenticationError: nil))
    #expect(
      !authenticator.didRequest(
        request, with: forbidden, failDueToAuthenticationError: .statusCode(forbidden)))
  }

  @Test func aTokenRequiresRefreshWithinItsMargin() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let token = BearerToken(
      accessToken: "abc", expiresAt: now.addingTimeInterval(90), refreshMargin: 60)
    #expect(!token.requiresRefresh(at: now))
    #expect(token.requiresRefresh(at: now.addingTimeInterval(30)))
    #expect(token.requiresRefresh(at: now.addingTimeInterval(120)))
    #expect(!BearerToken(accessToken: "abc").requiresRefresh(at: now))
    #expect(BearerToken(accessToken: "abc", expiresAt: Date.distantPast).requiresRefresh)
  }

  @Test func refreshesThroughItsClosureOnARefusal() throws {
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: BearerToken(accessToken: "old", refreshToken: "r"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let outcome = Outcome()
    _ = outcome.record(provider.response(SecureTarget()))
    try transport.task(0).refuse()
    #expect(transport.tasks.map(\.authorization) == ["Bearer old", "Bearer new"])
    try transport.task(1).respond(status: 200)
    #expect(outcome.statuses == [200])
    #expect(interceptor.credential == BearerToken(accessToken: "new", refreshToken: "r"))
  }
}
