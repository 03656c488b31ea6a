import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionConfiguration {
  /// The configuration's additional headers (`httpAdditionalHeaders`) as ``HTTPHeaders``, as
  /// Alamofire spells them: `configuration.headers = .default`.
  public var headers: HTTPHeaders {
    get {
      var headers = HTTPHeaders()
      let pairs = (httpAdditionalHeaders ?? [:]).compactMap { key, value in
        (key as? String).flatMap { name in (value as? String).map { (name, $0) } }
      }
      for (name, value) in pairs.sorted(by: { $0.0 < $1.0 }) {
        headers.update(name: name, value: value)
      }
      return headers
    }
    set { httpAdditionalHeaders = newValue.dictionary }
  }
}
