import Foundation
import StreamsNetwork

/// Moya's conversion of what a transport reports (a response head, a body, an error) into the
/// result a ``Completion`` receives.
///
/// A head with no error is a success, whatever its status (validation is a separate step); a
/// head with an error fails with `MoyaError.underlying` carrying that error and the response;
/// an error alone fails with `MoyaError.underlying(error, nil)`; nothing at all fails with
/// `URLError(.unknown)`. A missing body is empty `Data`.
///
/// - Parameters:
///   - response: the HTTP response head, if one arrived.
///   - request: the request that was sent, if known.
///   - data: the body, if any.
///   - error: the transport's error, if any.
/// - Returns: the response, or the error wrapped as Moya wraps it.
public func convertResponseToResult(
  _ response: HTTPURLResponse?, request: URLRequest?, data: Data?, error: Swift.Error?
) -> Result<Moya.Response, MoyaError> {
  let made = response.map {
    Moya.Response(statusCode: $0.statusCode, data: data ?? Data(), request: request, response: $0)
  }
  switch (made, error) {
  case (.some(let made), .none): return .success(made)
  case (let made, .some(let error)): return .failure(.underlying(error, made))
  case (.none, .none): return .failure(.underlying(URLError(.unknown), nil))
  }
}
