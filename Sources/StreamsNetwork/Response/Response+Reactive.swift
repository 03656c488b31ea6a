import Foundation
import Streams

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Response {
  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is in `statusCodes`.
  public func filter<R: RangeExpression>(statusCodes: R) -> Single<Response> where R.Bound == Int {
    primitiveSequence.map { try $0.filter(statusCodes: statusCodes) }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is `statusCode`.
  public func filter(statusCode: Int) -> Single<Response> {
    primitiveSequence.map { try $0.filter(statusCode: statusCode) }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is 2xx.
  public func filterSuccessfulStatusCodes() -> Single<Response> {
    primitiveSequence.map { try $0.filterSuccessfulStatusCodes() }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is 2xx or 3xx.
  public func filterSuccessfulStatusAndRedirectCodes() -> Single<Response> {
    primitiveSequence.map { try $0.filterSuccessfulStatusAndRedirectCodes() }
  }

  /// The body as a JSON object.
  public func mapJSON(failsOnEmptyData: Bool = true) -> Single<Any> {
    primitiveSequence.map { try $0.mapJSON(failsOnEmptyData: failsOnEmptyData) }
  }

  /// The body, or the string at `keyPath` of its JSON, as text.
  public func mapString(atKeyPath keyPath: String? = nil) -> Single<String> {
    primitiveSequence.map { try $0.mapString(atKeyPath: keyPath) }
  }

  /// The body, or the JSON at `keyPath`, decoded into `type`.
  public func map<D: Decodable>(
    _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(),
    failsOnEmptyData: Bool = true
  ) -> Single<D> {
    primitiveSequence.map {
      try $0.map(type, atKeyPath: keyPath, using: decoder, failsOnEmptyData: failsOnEmptyData)
    }
  }
}

extension ObservableType where Element == Response {
  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is in `statusCodes`.
  public func filter<R: RangeExpression>(statusCodes: R) -> Observable<Response>
  where R.Bound == Int {
    map { try $0.filter(statusCodes: statusCodes) }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is `statusCode`.
  public func filter(statusCode: Int) -> Observable<Response> {
    map { try $0.filter(statusCode: statusCode) }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is 2xx.
  public func filterSuccessfulStatusCodes() -> Observable<Response> {
    map { try $0.filterSuccessfulStatusCodes() }
  }

  /// Fails with ``NetworkError/statusCode(_:)`` unless the status is 2xx or 3xx.
  public func filterSuccessfulStatusAndRedirectCodes() -> Observable<Response> {
    map { try $0.filterSuccessfulStatusAndRedirectCodes() }
  }

  /// Each body as a JSON object.
  public func mapJSON(failsOnEmptyData: Bool = true) -> Observable<Any> {
    map { try $0.mapJSON(failsOnEmptyData: failsOnEmptyData) }
  }

  /// Each body, or the string at `keyPath` of its JSON, as text.
  public func mapString(atKeyPath keyPath: String? = nil) -> Observable<String> {
    map { try $0.mapString(atKeyPath: keyPath) }
  }

  /// Each body, or the JSON at `keyPath`, decoded into `type`.
  public func map<D: Decodable>(
    _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(),
    failsOnEmptyData: Bool = true
  ) -> Observable<D> {
    map { try $0.map(type, atKeyPath: keyPath, using: decoder, failsOnEmptyData: failsOnEmptyData) }
  }
}
