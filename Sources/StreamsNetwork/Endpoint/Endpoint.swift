import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target resolved into what a request is made of: URL, method, task and headers, plus the
/// stubbed answer, as Moya's `Endpoint`.
///
/// Providers map targets to endpoints (``Endpoint/defaultMapping(for:)`` by default), let the
/// caller adjust them (``adding(newHTTPHeaderFields:)``, ``replacing(task:)``), then build the
/// request with ``urlRequest()``.
open class Endpoint {
  /// Produces the stubbed answer.
  public typealias SampleResponseClosure = () -> EndpointSampleResponse

  /// The full URL, as a string.
  public let url: String
  /// Produces the stubbed answer.
  public let sampleResponseClosure: SampleResponseClosure
  /// The HTTP method.
  public let method: HTTPMethod
  /// What the request carries.
  public let task: RequestTask
  /// The header fields, or `nil`.
  public let httpHeaderFields: [String: String]?
  /// The request's timeout, or `nil` for the session's.
  public let timeoutInterval: TimeInterval?
  /// Whether the request may use constrained networks (applied where `URLRequest` has it).
  public let allowsConstrainedNetworkAccess: Bool
  /// `url` already parsed, when the endpoint was made from a `URL`; saves a parse per request.
  let resolvedURL: URL?
  /// Whether the request may carry credentials, whoever adds them.
  ///
  /// `false` for a page at a server-given URL on another origin than the first page's: the
  /// request then goes without `Authorization`, `Cookie` and `Proxy-Authorization`. Copies keep
  /// it.
  var sendsCredentials = true

  /// Creates an endpoint.
  ///
  /// - Parameters:
  ///   - url: the full URL.
  ///   - sampleResponseClosure: produces the stubbed answer.
  ///   - method: the HTTP method.
  ///   - task: what the request carries.
  ///   - httpHeaderFields: the header fields, or `nil`.
  ///   - timeoutInterval: the timeout, or `nil` for the session's; values that are not
  ///     positive, or too long for a clock to count (about 292 years), are ignored.
  ///   - allowsConstrainedNetworkAccess: whether constrained networks may be used.
  public init(
    url: String, sampleResponseClosure: @escaping SampleResponseClosure, method: HTTPMethod,
    task: RequestTask, httpHeaderFields: [String: String]?, timeoutInterval: TimeInterval? = nil,
    allowsConstrainedNetworkAccess: Bool = true
  ) {
    self.url = url
    self.sampleResponseClosure = sampleResponseClosure
    self.method = method
    self.task = task
    self.httpHeaderFields = httpHeaderFields
    self.timeoutInterval = timeoutInterval
    self.allowsConstrainedNetworkAccess = allowsConstrainedNetworkAccess
    resolvedURL = nil
  }

  /// An endpoint for an already parsed URL (what ``defaultMapping(for:)`` makes).
  init(
    resolvedURL: URL, sampleResponseClosure: @escaping SampleResponseClosure,
    method: HTTPMethod, task: RequestTask, httpHeaderFields: [String: String]?,
    timeoutInterval: TimeInterval?, allowsConstrainedNetworkAccess: Bool
  ) {
    url = resolvedURL.absoluteString
    self.resolvedURL = resolvedURL
    self.sampleResponseClosure = sampleResponseClosure
    self.method = method
    self.task = task
    self.httpHeaderFields = httpHeaderFields
    self.timeoutInterval = timeoutInterval
    self.allowsConstrainedNetworkAccess = allowsConstrainedNetworkAccess
  }

  /// A copy with `newHTTPHeaderFields` merged in; a new field replaces an existing one of the
  /// same name, whatever its case.
  ///
  /// - Parameter newHTTPHeaderFields: the fields to add.
  /// - Returns: the new endpoint.
  open func adding(newHTTPHeaderFields: [String: String]) -> Endpoint {
    guard !newHTTPHeaderFields.isEmpty else { return copy(task: task, headers: httpHeaderFields) }
    var fields = httpHeaderFields ?? [:]
    for (name, value) in newHTTPHeaderFields {
      for existing in fields.keys where existing.lowercased() == name.lowercased() {
        fields[existing] = nil
      }
      fields[name] = value
    }
    return copy(task: task, headers: fields)
  }

  /// A copy with another task.
  ///
  /// - Parameter task: the new task.
  /// - Returns: the new endpoint.
  open func replacing(task: RequestTask) -> Endpoint {
    copy(task: task, headers: httpHeaderFields)
  }

  private func copy(task: RequestTask, headers: [String: String]?) -> Endpoint {
    let copy: Endpoint
    if let resolvedURL {
      copy = Endpoint(
        resolvedURL: resolvedURL, sampleResponseClosure: sampleResponseClosure, method: method,
        task: task, httpHeaderFields: headers, timeoutInterval: timeoutInterval,
        allowsConstrainedNetworkAccess: allowsConstrainedNetworkAccess)
    } else {
      copy = Endpoint(
        url: url, sampleResponseClosure: sampleResponseClosure, method: method, task: task,
        httpHeaderFields: headers, timeoutInterval: timeoutInterval,
        allowsConstrainedNetworkAccess: allowsConstrainedNetworkAccess)
    }
    copy.sendsCredentials = sendsCredentials
    return copy
  }
}

/// What a stubbed request answers, as Moya's `EndpointSampleResponse`.
public enum EndpointSampleResponse {
  /// A response with this status and body.
  case networkResponse(Int, Data)
  /// This exact `HTTPURLResponse` (headers included) and body.
  case response(HTTPURLResponse, Data)
  /// A transport failure.
  case networkError(NSError)
}
