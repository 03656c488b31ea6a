import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Endpoint: Equatable, Hashable {
  /// Whether two endpoints make the same request, as Moya compares them.
  ///
  /// They must have equal `URLRequest`s (URL, method, headers, body) and, for uploads, the
  /// same file or multipart parts. Two endpoints whose requests both fail to build are equal
  /// when URL and method are.
  ///
  /// - Parameters:
  ///   - lhs: an endpoint.
  ///   - rhs: another endpoint.
  /// - Returns: `true` when they describe the same request.
  public static func == (lhs: Endpoint, rhs: Endpoint) -> Bool {
    guard lhs.uploadIdentity == rhs.uploadIdentity else { return false }
    switch (try? lhs.urlRequest(), try? rhs.urlRequest()) {
    case (let left?, let right?):
      return left == right && left.httpBody == right.httpBody
    case (nil, nil):
      return lhs.url == rhs.url && lhs.method == rhs.method
    default:
      return false
    }
  }

  /// Hashes the request (or, when it cannot be built, the URL and method).
  ///
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    if let request = try? urlRequest() {
      hasher.combine(request)
    } else {
      hasher.combine(url)
      hasher.combine(method)
    }
    hasher.combine(uploadIdentity)
  }

  /// What an upload sends beyond the request: the file or the multipart parts.
  private var uploadIdentity: UploadIdentity {
    switch task {
    case .uploadFile(let url): .file(url)
    case .uploadMultipart(let parts), .uploadCompositeMultipart(let parts, _):
      .multipart(parts)
    default: .none
    }
  }
}

private enum UploadIdentity: Hashable {
  case none
  case file(URL)
  case multipart([MultipartFormData])
}
