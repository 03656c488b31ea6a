import Alamofire

extension Moya.Method {
  /// Whether a request with this method may carry a multipart body, as Moya decides it:
  /// `POST`, `PUT`, `PATCH` and `CONNECT` may.
  public var supportsMultipart: Bool { [.post, .put, .patch, .connect].contains(self) }
}
