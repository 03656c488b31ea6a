#if os(Linux)
import Foundation
import FoundationNetworking
import StreamsNetwork
import TestSupport
import Testing

/// What the libcurl transport takes from a `URLSessionConfiguration`, and how its timeouts
/// meet a request's own.
@Suite(.checksResources)
struct CurlSessionConfigurationTests {
  private let url = URL(string: "http://127.0.0.1:1/x")!

  private func timeout(of request: URLRequest, under configuration: CurlTransport.Configuration)
    -> TimeInterval
  {
    configuration.applyingTimeouts(to: TransportRequest(urlRequest: request)).urlRequest
      .timeoutInterval
  }

  @Test func theHeadersAndTimeoutsAreTaken() {
    let session = URLSessionConfiguration.ephemeral
    session.httpAdditionalHeaders = ["X-A": "1", "X-Number": 2]
    session.timeoutIntervalForRequest = 7
    session.timeoutIntervalForResource = 30
    let configuration = CurlTransport.Configuration(session)
    #expect(configuration.additionalHeaders == ["X-A": "1"])
    #expect(configuration.timeoutIntervalForRequest == 7)
    #expect(configuration.timeoutIntervalForResource == 30)
  }

  @Test func theRequestTimeoutReplacesOnlyTheDefaultOne() {
    var configuration = CurlTransport.Configuration()
    configuration.timeoutIntervalForRequest = 7
    #expect(timeout(of: URLRequest(url: url), under: configuration) == 7)
    var own = URLRequest(url: url)
    own.timeoutInterval = 2
    #expect(timeout(of: own, under: configuration) == 2)
  }

  @Test func theResourceTimeoutBoundsEveryRequest() {
    var configuration = CurlTransport.Configuration()
    configuration.timeoutIntervalForResource = 3
    var own = URLRequest(url: url)
    own.timeoutInterval = 10
    #expect(timeout(of: own, under: configuration) == 3)
    own.timeoutInterval = 0
    #expect(timeout(of: own, under: configuration) == 3, "no deadline is longer than any")
    own.timeoutInterval = 2
    #expect(timeout(of: own, under: configuration) == 2)
  }

  @Test func withoutTimeoutsTheRequestIsUntouched() {
    #expect(timeout(of: URLRequest(url: url), under: CurlTransport.Configuration()) == 60)
  }
}
#endif
