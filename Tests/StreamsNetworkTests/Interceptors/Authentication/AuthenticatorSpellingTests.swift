import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An authenticator with `didRequest` as Alamofire spells it.
///
/// It takes an `HTTPURLResponse` and an `Error`, and treats a 403 as the credential's fault
/// too.
private struct AlamofireStyle: Authenticator {
  func apply(_ credential: TestCredential, to urlRequest: inout URLRequest) {}

  func refresh(_ credential: TestCredential) -> Observable<TestCredential> { .just(credential) }

  func didRequest(
    _ urlRequest: URLRequest, with response: HTTPURLResponse,
    failDueToAuthenticationError error: Error
  ) -> Bool {
    [401, 403].contains(response.statusCode)
  }
}

/// An authenticator that keeps every default.
private struct Plain: Authenticator {
  func apply(_ credential: TestCredential, to urlRequest: inout URLRequest) {}

  func refresh(_ credential: TestCredential) -> Observable<TestCredential> { .just(credential) }
}

/// An Alamofire-style `didRequest(_:with:failDueToAuthenticationError:)` is the one the
/// interceptor consults, not an extra overload beside the default.
@Suite(.checksResources)
struct AuthenticatorSpellingTests {
  private let request = URLRequest(url: URL(string: "https://api.example.com/me")!)

  private func response(_ status: Int) -> Response {
    let http = HTTPURLResponse(
      url: URL(string: "https://api.example.com/me")!, statusCode: status, httpVersion: nil,
      headerFields: nil)
    return Response(statusCode: status, data: Data(), request: request, response: http)
  }

  @Test func theAlamofireSpellingDecides() {
    let authenticator = AlamofireStyle()
    let forbidden = authenticator.didRequest(
      request, with: response(403), failDueToAuthenticationError: nil as NetworkError?)
    let fine = authenticator.didRequest(
      request, with: response(200), failDueToAuthenticationError: nil as NetworkError?)
    #expect(forbidden)
    #expect(!fine)
  }

  @Test func withoutItA401Decides() {
    let authenticator = Plain()
    #expect(
      authenticator.didRequest(
        request, with: response(401), failDueToAuthenticationError: nil as NetworkError?))
    #expect(
      !authenticator.didRequest(
        request, with: response(403), failDueToAuthenticationError: nil as NetworkError?))
  }
}
