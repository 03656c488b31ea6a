import Foundation

extension TargetType {
  /// An attempt's outcome as this target accepts it.
  ///
  /// A response whose status its ``validationType`` rejects becomes
  /// ``NetworkError/statusCode(_:)``, then one whose media type is not among its
  /// ``acceptableContentTypes`` becomes ``NetworkError/underlying(_:_:)`` carrying a
  /// ``ContentTypeError``. A failure passes unchanged.
  ///
  /// One job of an attempt (validation), apart so it can be tested alone.
  ///
  /// - Parameter result: the response or failure the attempt produced.
  /// - Returns: the outcome plugins hear in `didReceive`.
  package func validate(_ result: Result<Response, NetworkError>)
    -> Result<Response, NetworkError>
  {
    result.flatMap { response -> Result<Response, NetworkError> in
      guard validationType.accepts(statusCode: response.statusCode) else {
        return .failure(.statusCode(response))
      }
      guard let types = acceptableContentTypes else { return .success(response) }
      return Result { () throws(NetworkError) in try response.filter(contentTypes: types) }
    }
  }
}
