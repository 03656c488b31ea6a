import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each request as it goes out and each response or error as it comes back, as Moya's
/// `NetworkLoggerPlugin`.
///
/// Give it a ``Configuration`` to choose what is logged (``Configuration/LogOptions``), how it
/// is worded (``Configuration/Formatter``) and where it goes (``Configuration/OutputType``;
/// standard output by default). Credentials are redacted by default: see ``Configuration``.
///
/// ```swift
/// let provider = Provider<GitHub>(plugins: [
///   NetworkLoggerPlugin(
///     configuration: .init(
///       logOptions: .verbose, redaction: .default.adding(headerNames: ["X-Tenant-Key"])))
/// ])
/// ```
///
/// Each request is logged in one call to the output, in ``PluginType/willSend(_:target:)``
/// (after every plugin's `prepare`, so an `Authorization` added by ``AccessTokenPlugin`` is
/// seen, and redacted); each outcome in one more call, in
/// ``PluginType/didReceive(_:target:)``.
public final class NetworkLoggerPlugin: @unchecked Sendable {
  // Safe to share: the plugin keeps no mutable state (nothing needs a lock box); its one
  // stored property is a `let`. The configuration's closures are the caller's and are called
  // from whichever thread performs a request, as documented on `Configuration`.

  /// What is logged, how, and where.
  public let configuration: Configuration

  /// Creates a logger.
  ///
  /// - Parameter configuration: what is logged, how and where; the default logs method and
  ///   headers to standard output, credentials redacted.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }
}

extension NetworkLoggerPlugin: PluginType {
  /// Logs the request: as one cURL command with ``Configuration/LogOptions/formatRequestAscURL``,
  /// else its URL and what the options ask for.
  ///
  /// - Parameters:
  ///   - request: the request about to be sent.
  ///   - target: its target.
  public func willSend(_ request: RequestType, target: TargetType) {
    configuration.output(target, requestEntries(request, target: target))
  }

  /// Logs the response (status, URL, headers, and the body if the options ask), or the error.
  ///
  /// - Parameters:
  ///   - result: the outcome.
  ///   - target: its target.
  public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    switch result {
    case .success(let response):
      configuration.output(target, responseEntries(response, target: target, isFromError: false))
    case .failure(let error):
      configuration.output(target, errorEntries(error, target: target))
    }
  }

  /// Logs the end of a streamed response: the bytes it brought, or the error that ended it.
  ///
  /// - Parameters:
  ///   - result: the bytes of body received, or why the stream ended.
  ///   - target: its target.
  public func didFinishStream(_ result: Result<Int, NetworkError>, target: TargetType) {
    // One line for the whole stream, never the chunks, nor the head again.
    let message: String
    switch result {
    case .success(let bytes):
      message = "\(call(of: target)) : \(bytes) bytes"
    case .failure(let error):
      message = "\(call(of: target)) : " + error.description(redaction: configuration.redaction)
    }
    configuration.output(target, [configuration.formatter.entry("Stream Ended", message, target)])
  }
}

extension NetworkLoggerPlugin {
  func requestEntries(_ request: RequestType, target: TargetType) -> [String] {
    let options = configuration.logOptions
    let entry = configuration.formatter.entry
    let redaction = configuration.redaction
    if options.contains(.formatRequestAscURL) {
      let command = request.cURLText(
        redaction: redaction, headers: options.contains(.requestHeaders),
        body: options.contains(.requestBody))
      return [entry("Request", command, target)]
    }
    guard let http = request.request else {
      return [entry("Request", "(invalid request)", target)]
    }
    var output = [entry("Request", http.url.map(redaction.url) ?? "(no URL)", target)]
    if options.contains(.requestHeaders) {
      output.append(entry("Request Headers", redaction.describe(request.mergedHeaders), target))
    }
    if options.contains(.requestBody) {
      if let stream = http.httpBodyStream {
        output.append(entry("Request Body Stream", "\(stream)", target))
      }
      if let body = http.httpBody {
        let shown = redaction.body(body, contentType: request.bodyContentType)
        output.append(entry("Request Body", configuration.formatter.requestData(shown), target))
      }
    }
    if options.contains(.requestMethod), let method = http.httpMethod {
      output.append(entry("HTTP Request Method", method, target))
    }
    return output
  }

  func responseEntries(_ response: Response, target: TargetType, isFromError: Bool) -> [String] {
    let entry = configuration.formatter.entry
    let redaction = configuration.redaction
    var output: [String] = []
    if let http = response.response {
      let headers = response.headers.map { (name: $0.key, value: $0.value) }
        .sorted { $0.name.lowercased() < $1.name.lowercased() }
      let url = http.url.map(redaction.url) ?? "(no URL)"
      output.append(
        entry(
          "Response",
          "Status Code: \(response.statusCode), URL: \(url), Headers: "
            + redaction.describe(headers),
          target))
    } else {
      let call = response.request.map(call(of:)) ?? call(of: target)
      output.append(
        entry(
          "Response",
          "Received empty network response for \(call) (Status Code: \(response.statusCode)).",
          target))
    }
    let wantsBody: Configuration.LogOptions =
      isFromError ? .errorResponseBody : .successResponseBody
    if configuration.logOptions.contains(wantsBody) {
      let shown = redaction.body(response.data, contentType: response.header("Content-Type"))
      output.append(entry("Response Body", configuration.formatter.responseData(shown), target))
    }
    return output
  }

  func errorEntries(_ error: NetworkError, target: TargetType) -> [String] {
    // Errors with a response (a status the validation rejects) log it; the rest (connection,
    // timeout, cancellation) have only the error to show.
    if let response = error.response {
      return responseEntries(response, target: target, isFromError: true)
    }
    let message =
      "Error calling \(call(of: target)) : "
      + error.description(redaction: configuration.redaction)
    return [configuration.formatter.entry("Error", message, target)]
  }

  /// `GET https://…`, redacted: never the target itself, whose values may be secrets.
  private func call(of target: TargetType) -> String {
    "\(target.method.rawValue) \(configuration.redaction.url(URL(target: target)))"
  }

  /// `GET https://…` for a request, redacted.
  private func call(of request: URLRequest) -> String {
    let url = request.url.map(configuration.redaction.url) ?? "(no URL)"
    return "\(request.httpMethod ?? "GET") \(url)"
  }
}
