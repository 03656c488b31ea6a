/// Alamofire's module name as a namespace for the names Moya apps qualify with it:
/// `Alamofire.HTTPMethod`, `Alamofire.Session`, `Alamofire.URLEncoding`.
///
/// Each member is an alias of the type that does that job here. Alamofire's request API
/// (`AF.request`, `DataRequest`, response serializers) is not here.
public enum Alamofire {
  /// `HTTPHeaders`.
  public typealias HTTPHeaders = StreamsCompat.HTTPHeaders
  /// `HTTPMethod`.
  public typealias HTTPMethod = StreamsNetwork.HTTPMethod
  /// `JSONEncoding`.
  public typealias JSONEncoding = StreamsNetwork.JSONEncoding
  /// `ParameterEncoding`.
  public typealias ParameterEncoding = StreamsNetwork.ParameterEncoding
  /// `Parameters`: `[String: Any]`.
  public typealias Parameters = StreamsCompat.Parameters
  /// `Session`.
  public typealias Session = StreamsCompat.Session
  /// `URLEncoding`.
  public typealias URLEncoding = StreamsNetwork.URLEncoding
  /// `URLRequestConvertible`.
  public typealias URLRequestConvertible = StreamsNetwork.URLRequestConvertible
}
