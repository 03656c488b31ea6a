import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportRequest {
  /// The transport request for a built request, as `provider` sends it: the one place every
  /// request passes on its way to the transport, whatever added its headers (target, endpoint,
  /// plugins, interceptors, the session).
  ///
  /// - Only to an `http` or `https` URL (see ``UnsupportedURLSchemeError``).
  /// - Without credentials when its endpoint may not carry any (a page on another origin).
  /// - With the task's upload or download.
  /// - Its header fields checked: a name that is not a token, or a value with CR, LF or NUL,
  ///   fails the request before anything is sent.
  /// - With its response size limit: the target's, else the provider's.
  /// - Measuring progress only when the subscriber observes it.
  ///
  /// - Parameters:
  ///   - context: the request, after plugins and interceptors.
  ///   - provider: the provider sending it.
  /// - Returns: what to hand to the transport.
  /// - Throws: ``NetworkError/parameterEncoding(_:)`` when a multipart body cannot be encoded;
  ///   ``NetworkError/underlying(_:_:)`` with a ``HeaderFieldError`` for a header field that
  ///   cannot be sent, or an ``UnsupportedURLSchemeError`` for a URL that is not HTTP.
  static func make<Target>(_ context: RequestContext<Target>, provider: Provider<Target>)
    throws(NetworkError) -> TransportRequest
  {
    let endpoint = context.endpoint
    let supported = try context.urlRequest.withSupportedScheme()
    let urlRequest = endpoint.sendsCredentials ? supported : supported.withoutCredentials()
    var request = try make(urlRequest, task: endpoint.task)
    try request.validateHeaders(sessionHeaders: provider.session.sessionHeaders)
    request.maximumResponseSize = ResponseSizeLimit.resolved(
      target: context.target.maximumResponseSize, provider: provider.maximumResponseSize)
    request.reportsProgress = context.reportsProgress
    return request
  }

  /// The transport request for `urlRequest` carrying `task`'s upload or download.
  ///
  /// - Throws: ``NetworkError/parameterEncoding(_:)`` when a multipart body cannot be encoded.
  static func make(_ urlRequest: URLRequest, task: RequestTask) throws(NetworkError)
    -> TransportRequest
  {
    switch task {
    case .uploadFile(let file):
      return TransportRequest(urlRequest: urlRequest, upload: .file(file))
    case .uploadMultipart(let parts), .uploadCompositeMultipart(let parts, _):
      let body: MultipartBody
      do { body = try MultipartFormDataEncoder().encode(MultipartForm(parts: parts)) } catch {
        throw NetworkError.parameterEncoding(error)
      }
      var request = urlRequest
      request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
      return TransportRequest(urlRequest: request, upload: .data(body.data))
    case .downloadDestination(let destination), .downloadParameters(_, _, let destination):
      // The destination closure runs once, on the transport's queue, for this request only.
      let box = UncheckedSendable(destination)
      return TransportRequest(urlRequest: urlRequest) { temporaryURL, response in
        try moveDownload(from: temporaryURL, to: box.value(temporaryURL, response))
      }
    default:
      return TransportRequest(urlRequest: urlRequest)
    }
  }
}

extension TransportRequest {
  /// The request as it goes out, an in-memory upload body (a multipart form) set as its
  /// `httpBody`: what plugins see in `willSend`.
  var describedRequest: URLRequest {
    guard case .data(let body)? = upload else { return urlRequest }
    var request = urlRequest
    request.httpBody = body
    return request
  }
}

/// Moves a finished download where its destination says, honouring the options.
private func moveDownload(
  from temporaryURL: URL, to destination: (destinationURL: URL, options: DownloadOptions)
) throws {
  let files = FileManager.default
  let target = destination.destinationURL
  if destination.options.contains(.createIntermediateDirectories) {
    try files.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
  }
  if destination.options.contains(.removePreviousFile), files.fileExists(atPath: target.path) {
    try files.removeItem(at: target)
  }
  try files.moveItem(at: temporaryURL, to: target)
}
