import Foundation
import Moya
import RxMoya
import RxSwift

/// A `MoyaProvider` subclass as apps write them around every call: it restates Moya's
/// designated initializer as an override, and wraps `request` with the caller's place for its
/// log, keeping only successful statuses.
final class AuditedProvider<Target: TargetType>: MoyaProvider<Target> {
  /// Where each request was made from, `function@line`, in order.
  private(set) var log: [String] = []
  private let lock = NSLock()

  override init(
    endpointClosure: @escaping EndpointClosure = MoyaProvider<Target>.defaultEndpointMapping,
    requestClosure: @escaping RequestClosure = MoyaProvider<Target>.defaultRequestMapping,
    stubClosure: @escaping StubClosure = MoyaProvider<Target>.neverStub,
    callbackQueue: DispatchQueue? = nil,
    session: Session = MoyaProvider<Target>.defaultAlamofireSession(),
    plugins: [PluginType] = [],
    trackInflights: Bool = false
  ) {
    super.init(
      endpointClosure: endpointClosure, requestClosure: requestClosure, stubClosure: stubClosure,
      callbackQueue: callbackQueue, session: session, plugins: plugins,
      trackInflights: trackInflights)
  }

  /// The response for `target`, failing on an unsuccessful status, logged with its caller.
  func request(
    _ target: Target, file: StaticString = #file, function: StaticString = #function,
    line: UInt = #line
  ) -> Single<Response> {
    lock.lock()
    log.append("\(function)@\(line)")
    lock.unlock()
    return rx.request(target).filterSuccessfulStatusCodes()
  }
}
