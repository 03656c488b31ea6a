import Foundation
import Streams

/// A type-erased ``Request`` emitting `Element`: store requests of different types together.
public struct AnyRequest<Element>: Request {
  /// What ``decode(_:)`` yields: the erased request's models, ready to emit.
  public typealias Decoded = Observable<Element>

  /// The erased request, as a target.
  public let target: any TargetType
  private let decodeClosure: (Response) throws -> Observable<Element>
  private let providerValue: Provider<MultiTarget>

  /// Erases `request`.
  ///
  /// - Parameter request: the request to wrap; its provider, decoding and models are kept.
  public init<Wrapped: Request>(_ request: Wrapped) where Wrapped.Element == Element {
    target = request
    decodeClosure = { response in request.didDecode(try request.decode(response)) }
    providerValue = request.provider
  }

  /// The wrapped request's base URL.
  public var baseURL: URL { target.baseURL }
  /// The wrapped request's path.
  public var path: String { target.path }
  /// The wrapped request's method.
  public var method: HTTPMethod { target.method }
  /// The wrapped request's task.
  public var task: RequestTask { target.task }
  /// The wrapped request's headers.
  public var headers: [String: String]? { target.headers }
  /// The wrapped request's sample data.
  public var sampleData: Data { target.sampleData }
  /// The wrapped request's validation.
  public var validationType: ValidationType { target.validationType }
  /// The wrapped request's timeout.
  public var timeoutInterval: TimeInterval? { target.timeoutInterval }
  /// The wrapped request's constrained-network setting.
  public var allowsConstrainedNetworkAccess: Bool { target.allowsConstrainedNetworkAccess }
  /// The wrapped request's acceptable content types.
  public var acceptableContentTypes: [String]? { target.acceptableContentTypes }
  /// The wrapped request's response size limit.
  public var maximumResponseSize: Int { target.maximumResponseSize }
  /// The wrapped request's provider.
  public var provider: Provider<MultiTarget> { providerValue }

  /// Decodes with the wrapped request and runs its `didDecode`.
  public func decode(_ response: Response) throws -> Observable<Element> {
    try decodeClosure(response)
  }

  /// The models the wrapped request makes.
  public func didDecode(_ decoded: Observable<Element>) -> Observable<Element> { decoded }
}
