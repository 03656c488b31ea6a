import Foundation

extension FixtureResponse {
  /// A response whose body is written over time by `script`.
  ///
  /// ```swift
  /// server.route(.get, "/ticks", response: .stream([
  ///   .write("tick 1\n"), .pause(.milliseconds(20)), .write("tick 2\n"), .drop,
  /// ]))
  /// ```
  ///
  /// - Parameters:
  ///   - script: The steps and the framing.
  ///   - status: The status code.
  ///   - contentType: The `Content-Type`, added unless `headers` has one.
  ///   - headers: Extra headers; framing headers are added by the server.
  /// - Returns: The response.
  public static func stream(
    _ script: StreamScript, status: Int = 200, contentType: String = "application/octet-stream",
    headers: HTTPHeaders = [:]
  ) -> FixtureResponse {
    var response = data(Data(), status: status, contentType: contentType, headers: headers)
    response.stream = script
    return response
  }

  /// A response whose body is written over time by `steps`.
  ///
  /// - Parameters:
  ///   - steps: The steps, in order.
  ///   - framing: How the body is delimited; chunked by default.
  ///   - status: The status code.
  ///   - contentType: The `Content-Type`, added unless `headers` has one.
  ///   - headers: Extra headers; framing headers are added by the server.
  /// - Returns: The response.
  public static func stream(
    _ steps: [StreamScript.Step], framing: StreamScript.Framing = .chunked, status: Int = 200,
    contentType: String = "application/octet-stream", headers: HTTPHeaders = [:]
  ) -> FixtureResponse {
    stream(
      StreamScript(steps, framing: framing), status: status, contentType: contentType,
      headers: headers)
  }
}
