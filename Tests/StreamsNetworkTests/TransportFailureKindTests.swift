import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One representative failure and what it means.
struct ClassifiedFailure: Sendable, CustomTestStringConvertible {
  let error: any Error
  let kind: TransportFailure

  init(_ error: any Error, _ kind: TransportFailure) {
    self.error = error
    self.kind = kind
  }

  var testDescription: String { "\(error) is \(kind)" }

  /// Representatives of every kind, as URLSession, the libcurl transport (which reports
  /// URLSession's codes), sockets and Swift concurrency report them.
  static let all: [ClassifiedFailure] = [
    .init(URLError(.cancelled), .cancelled),
    .init(NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled), .cancelled),
    .init(CancellationError(), .cancelled),
    .init(URLError(.timedOut), .timedOut),
    .init(NSError(domain: NSURLErrorDomain, code: -1001), .timedOut),
    .init(POSIXError(.ETIMEDOUT), .timedOut),
    .init(URLError(.notConnectedToInternet), .unreachable),
    .init(URLError(.cannotConnectToHost), .unreachable),
    .init(URLError(.cannotFindHost), .unreachable),
    .init(URLError(.dnsLookupFailed), .unreachable),
    .init(URLError(.dataNotAllowed), .unreachable),
    .init(POSIXError(.ECONNREFUSED), .unreachable),
    .init(NSError(domain: NSPOSIXErrorDomain, code: Int(ENETUNREACH)), .unreachable),
    .init(POSIXError(.EHOSTUNREACH), .unreachable),
    .init(URLError(.networkConnectionLost), .connectionLost),
    .init(POSIXError(.ECONNRESET), .connectionLost),
    .init(NSError(domain: NSPOSIXErrorDomain, code: Int(EPIPE)), .connectionLost),
    .init(URLError(.secureConnectionFailed), .tls),
    .init(URLError(.serverCertificateUntrusted), .tls),
    .init(URLError(.serverCertificateHasUnknownRoot), .tls),
    .init(URLError(.clientCertificateRejected), .tls),
    .init(
      NSError(domain: NSURLErrorDomain, code: URLError.Code.serverCertificateHasBadDate.rawValue),
      .tls),
    .init(URLError(.badServerResponse), .malformedResponse),
    .init(URLError(.cannotParseResponse), .malformedResponse),
    .init(URLError(.cannotDecodeContentData), .malformedResponse),
    .init(URLError(.httpTooManyRedirects), .tooManyRedirects),
    .init(URLError(.badURL), .other),
    .init(URLError(.unknown), .other),
    .init(POSIXError(.ENOENT), .other),
    .init(NSError(domain: "other", code: NSURLErrorTimedOut), .other),
    .init(TestError.boom, .other),
  ]
}

@Suite(.checksResources)
struct TransportFailureKindTests {
  /// The ways a failure reaches a classifier: bare, in a ``NetworkError``, as the
  /// `NSUnderlyingErrorKey` of an error that says nothing itself (the libcurl transport's
  /// `URLError(.unknown)` carrying its cause is one), and both.
  private func wrappings(of error: any Error) -> [(String, any Error)] {
    let underOther = NSError(domain: "Wrapper", code: 1, userInfo: [NSUnderlyingErrorKey: error])
    let underUnknown = URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])
    let wrapped = NetworkError.underlying(error, nil)
    return [
      ("bare", error),
      ("NetworkError.underlying", wrapped),
      ("NSUnderlyingErrorKey", underOther),
      ("URLError(.unknown) cause", underUnknown),
      ("NetworkError over NSUnderlyingErrorKey", NetworkError.underlying(underOther, nil)),
      ("NetworkError over NetworkError", NetworkError.underlying(wrapped, nil)),
    ]
  }

  @Test(arguments: ClassifiedFailure.all)
  func classifiesEveryKindHoweverWrapped(_ failure: ClassifiedFailure) {
    for (wrapping, error) in wrappings(of: failure.error) {
      #expect(TransportFailure(error) == failure.kind, "\(wrapping)")
    }
  }

  @Test(arguments: ClassifiedFailure.all)
  func networkErrorAccessorsReadTheTable(_ failure: ClassifiedFailure) {
    let error = NetworkError.underlying(failure.error, nil)
    #expect(error.transportFailure == failure.kind)
    #expect(error.isCancelled == (failure.kind == .cancelled))
    #expect(error.isTimeout == (failure.kind == .timedOut))
  }

  @Test(arguments: ClassifiedFailure.all)
  func retryTakesTheTransientKindsAndNoOther(_ failure: ClassifiedFailure) {
    let transient: Set<TransportFailure> = [.timedOut, .unreachable, .connectionLost]
    #expect(failure.kind.isTransient == transient.contains(failure.kind))
    for (wrapping, error) in wrappings(of: failure.error) {
      #expect(RetryPolicy.isRetryableFailure(error) == failure.kind.isTransient, "\(wrapping)")
    }
  }

  @Test func anOuterErrorThatSaysSomethingIsNotOverruled() {
    let cause = POSIXError(.ECONNRESET)
    let timedOut = URLError(.timedOut, userInfo: [NSUnderlyingErrorKey: cause])
    #expect(TransportFailure(timedOut) == .timedOut)
    let cancelled = URLError(.cancelled, userInfo: [NSUnderlyingErrorKey: cause])
    #expect(TransportFailure(cancelled) == .cancelled)
  }

  @Test func failuresThatAreNotTheTransportsAreOther() {
    let response = makeResponse(503)
    let others: [NetworkError] = [
      .statusCode(response), .jsonMapping(response), .requestMapping("::"),
      .objectMapping(TestError.boom, response),
    ]
    for error in others { #expect(error.transportFailure == .other, "\(error)") }
  }

  @Test func aCycleOfUnderlyingErrorsEnds() {
    #expect(TransportFailure(SelfCaused()) == .other)
    #expect(TransportFailure(NetworkError.underlying(SelfCaused(), nil)) == .other)
  }
}

/// An error that names itself as its cause: a cycle no classifier may follow for ever.
private struct SelfCaused: CustomNSError {
  static var errorDomain: String { "SelfCaused" }
  var errorUserInfo: [String: Any] { [NSUnderlyingErrorKey: self] }
}
