import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one redaction rule: which names it hides, and how it finds them in URLs and text.
@Suite(.checksResources)
struct RedactionTests {
  private let redaction = Redaction.default

  private func url(_ text: String) -> String { redaction.url(URL(string: text)!) }

  @Test(arguments: [
    "token", "TOKEN", "access_token", "accessToken", "Access-Token", "refresh_token",
    "id_token", "api_key", "apiKey", "API-KEY", "apikey", "key", "password", "passwd", "secret",
    "client_secret", "signature", "sig", "code", "session", "auth", "X-Amz-Signature",
    "X-Amz-Security-Token", "api%5Fkey",
  ])
  func defaultQueryKeysAreHiddenWhateverTheirSpelling(name: String) {
    #expect(redaction.redactsQueryKey(name))
    #expect(
      url("https://h.example/p?\(name)=s3cr3t&page=2")
        == "https://h.example/p?\(name)=<redacted>&page=2")
  }

  @Test(arguments: ["page", "q", "sort", "tokens", "keyword", "monkey", "limit"])
  func otherQueryKeysAreShown(name: String) {
    #expect(!redaction.redactsQueryKey(name))
    #expect(url("https://h.example/p?\(name)=v") == "https://h.example/p?\(name)=v")
  }

  @Test(arguments: [
    "Authorization", "proxy-authorization", "COOKIE", "Set-Cookie", "X-API-Key", "x-api-key",
    "X-Auth-Token", "Api-Key", "X-Amz-Security-Token",
  ])
  func defaultHeadersAreHiddenIgnoringCase(name: String) {
    #expect(redaction.redactsHeader(name))
    #expect(redaction.headerValue("s3cr3t", name: name) == "<redacted>")
  }

  @Test func otherHeaderValuesAreShownWithTheirURLsRedacted() {
    #expect(redaction.headerValue("application/json", name: "Accept") == "application/json")
    #expect(
      redaction.headerValue("https://h.example/cb?code=abc&state=1", name: "Location")
        == "https://h.example/cb?code=<redacted>&state=1")
  }

  @Test func fragmentsPasswordsAndNestedURLsAreRedacted() {
    #expect(
      url("https://h.example/cb#access_token=abc&expires_in=60")
        == "https://h.example/cb#access_token=<redacted>&expires_in=60")
    #expect(url("https://ada:pw@h.example/x") == "https://ada:<redacted>@h.example/x")
    #expect(url("https://ada@h.example/x") == "https://ada@h.example/x")
    #expect(
      url("https://h.example/login?next=https://o.example/a?token=abc&page=1")
        == "https://h.example/login?next=https://o.example/a?token=<redacted>&page=1")
    #expect(url("https://h.example/p?token=&page=1") == "https://h.example/p?token=&page=1")
    #expect(url("https://h.example/p?token") == "https://h.example/p?token")
  }

  @Test func textEndsAValueAtSpacesQuotesAndBrackets() {
    let message =
      #"failed (GET https://h.example/p?token=abc) at "https://h.example/q?key=k2", "#
      + "{NSErrorFailingURLKey=https://u:pw@h.example/r?sig=zz, other=1} é?password=x y"
    #expect(
      redaction.text(message)
        == #"failed (GET https://h.example/p?token=<redacted>) at "#
        + #""https://h.example/q?key=<redacted>", "#
        + "{NSErrorFailingURLKey=https://u:<redacted>@h.example/r?sig=<redacted>, other=1} "
        + "é?password=<redacted> y")
    #expect(redaction.text("nothing to hide here") == "nothing to hide here")
  }

  @Test func namesAreConfigurable() {
    let wider = Redaction.default.adding(queryKeys: ["tenant"], headerNames: ["X-Tenant"])
    #expect(wider.redactsQueryKey("Tenant") && wider.redactsHeader("x-tenant"))
    #expect(wider.redactsQueryKey("token"))
    let narrower = Redaction.default.removing(queryKeys: ["CODE"], headerNames: ["cookie"])
    #expect(!narrower.redactsQueryKey("code") && !narrower.redactsHeader("Cookie"))
    #expect(narrower.redactsQueryKey("token") && narrower.redactsHeader("Authorization"))
    #expect(!Redaction.none.redactsQueryKey("token") && !Redaction.none.redactsHeader("Cookie"))
    #expect(
      Redaction.none.url(URL(string: "https://u:pw@h.example/?token=t")!)
        == "https://u:<redacted>@h.example/?token=t", "a URL password is never shown")
    #expect(Redaction(queryKeys: ["A"], headerNames: ["B"]).queryKeys == ["a"])
  }

  @Test func theProcessWideRedactionReachesErrorsCURLAndCacheKeys() {
    // A key no other test uses, added and taken away again: suites running beside this one
    // keep every default.
    let key = "streams_redaction_test_key"
    let saved = Redaction.current
    Redaction.current = saved.adding(queryKeys: [key])
    defer { Redaction.current = saved }
    let address = URL(string: "https://h.example/p?\(key)=v4lue&page=2")!
    let failed = NetworkError.statusCode(
      Response(statusCode: 404, data: Data(), request: URLRequest(url: address)))
    #expect(failed.localizedDescription.contains("\(key)=<redacted>&page=2"))
    #expect("\(failed)".contains("\(key)=<redacted>"))
    #expect(!String(reflecting: failed).contains("v4lue"))
    #expect(
      !HandMadeRequest(request: URLRequest(url: address)).cURLDescription().contains("v4lue"))
    #expect(!CacheKey(request: URLRequest(url: address)).description.contains("v4lue"))
    #expect(NetworkLoggerPlugin.Configuration().redaction.redactsQueryKey(key))
    #expect(failed.description(redaction: .none).contains("v4lue"), "asked for on purpose")
  }

  @Test func cacheKeyDescriptionsHideVariedCredentials() {
    var request = URLRequest(url: URL(string: "https://h.example/p?token=t0k")!)
    request.setValue("Bearer b3arer", forHTTPHeaderField: "Authorization")
    request.setValue("en", forHTTPHeaderField: "Accept-Language")
    let key = CacheKey(request: request)
      .varying(on: ["Authorization", "Accept-Language"], from: request)
    #expect(
      key.description
        == "GET https://h.example/p?token=<redacted>\naccept-language: en\n"
        + "authorization: <redacted>")
    #expect(key.stringValue.contains("b3arer"), "the key itself is exact")
  }

  @Test(arguments: [
    Double.infinity, -.infinity, .nan, 1e300, 9.3e18, -1, 86_400.5, .greatestFiniteMagnitude,
  ])
  func retryAdviceNeverTrapsOnAnySeconds(seconds: Double) {
    #expect(NetworkError.retryAdvice(seconds: seconds) == " Try again later.")
  }

  @Test func retryAdviceSpellsOutAWaitOfUpToADay() {
    #expect(NetworkError.retryAdvice(seconds: nil) == " Try again later.")
    #expect(NetworkError.retryAdvice(seconds: 0) == " Try again in 0 seconds.")
    #expect(NetworkError.retryAdvice(seconds: 0.2) == " Try again in 1 second.")
    #expect(NetworkError.retryAdvice(seconds: 86_400) == " Try again in 86400 seconds.")
  }
}
