import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportRequest {
  /// The transport request for `urlRequest` carrying `task`'s upload or download: the one
  /// place a provider turns a ``RequestTask`` into what the transport sends (the `URLRequest`
  /// already carries the body of a plain, data, parameters or `Encodable` task).
  ///
  /// - Parameters:
  ///   - urlRequest: the built request.
  ///   - task: the endpoint's task.
  ///   - encodesBody: whether to encode a multipart form; `false` for a stubbed request, which
  ///     never reads the parts (as in Moya).
  /// - Returns: the request, with its upload or download.
  /// - Throws: ``NetworkError/parameterEncoding(_:)`` when a multipart body cannot be encoded.
  static func make(_ urlRequest: URLRequest, task: RequestTask, _ encodesBody: Bool = true)
    throws(NetworkError) -> TransportRequest
  {
    switch task {
    case .uploadFile(let file):
      return TransportRequest(urlRequest: urlRequest, upload: .file(file))
    case .uploadMultipart(let parts), .uploadCompositeMultipart(let parts, _):
      guard encodesBody else { return TransportRequest(urlRequest: urlRequest) }
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
