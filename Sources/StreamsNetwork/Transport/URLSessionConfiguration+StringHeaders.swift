import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionConfiguration {
  /// The additional headers (`httpAdditionalHeaders`) whose names and values are strings, the
  /// ones a session sends; others are skipped.
  var stringHeaders: [String: String] {
    var headers: [String: String] = [:]
    for (key, value) in httpAdditionalHeaders ?? [:] {
      if let key = key as? String, let value = value as? String { headers[key] = value }
    }
    return headers
  }
}
