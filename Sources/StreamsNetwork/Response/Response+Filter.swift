/// Status filters: each returns the response when its status is accepted and throws
/// ``NetworkError/statusCode(_:)`` otherwise, as Moya's.
extension Response {
  /// This response if its status is in `statusCodes`.
  ///
  /// - Parameter statusCodes: the accepted statuses, e.g. `200...299`.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter(statusCodes: ClosedRange<Int>) throws(NetworkError) -> Response {
    guard statusCodes.contains(statusCode) else { throw NetworkError.statusCode(self) }
    return self
  }

  /// This response if its status is in `statusCodes`.
  ///
  /// - Parameter statusCodes: the accepted statuses, e.g. `200..<300` or `500...`.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter<R: RangeExpression>(statusCodes: R) throws(NetworkError) -> Response
  where R.Bound == Int {
    guard statusCodes.contains(statusCode) else { throw NetworkError.statusCode(self) }
    return self
  }

  /// This response if its status is `statusCode`.
  ///
  /// - Parameter statusCode: the accepted status.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter(statusCode: Int) throws(NetworkError) -> Response {
    try filter(statusCodes: statusCode...statusCode)
  }

  /// This response if its status is 2xx.
  ///
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` otherwise.
  public func filterSuccessfulStatusCodes() throws(NetworkError) -> Response {
    try filter(statusCodes: 200...299)
  }

  /// This response if its status is 2xx or 3xx.
  ///
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` otherwise.
  public func filterSuccessfulStatusAndRedirectCodes() throws(NetworkError) -> Response {
    try filter(statusCodes: 200...399)
  }
}
