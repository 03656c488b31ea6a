/// Moya's module name as a namespace, so qualified names written for Moya resolve:
/// `Moya.Task`, `Moya.Method`, `Moya.Response`, `Moya.MoyaProvider<API>`.
///
/// Each member is an alias of the StreamsNetwork type that does the work; unqualified names
/// (`Response`, `TargetType`) reach the same types through the re-exported module.
public enum Moya {
  /// `AccessTokenAuthorizable`.
  public typealias AccessTokenAuthorizable = StreamsNetwork.AccessTokenAuthorizable
  /// `AccessTokenPlugin`.
  public typealias AccessTokenPlugin = StreamsNetwork.AccessTokenPlugin
  /// `AuthorizationType`.
  public typealias AuthorizationType = StreamsNetwork.AuthorizationType
  /// `Cancellable`, what the callback-style `request` returns.
  public typealias Cancellable = StreamsNetwork.Cancellable
  /// Moya's callback type: the response or the error.
  public typealias Completion = StreamsCompat.Completion
  /// `DownloadDestination`.
  public typealias DownloadDestination = StreamsNetwork.DownloadDestination
  /// `Endpoint`.
  public typealias Endpoint = StreamsNetwork.Endpoint
  /// `EndpointSampleResponse`.
  public typealias EndpointSampleResponse = StreamsNetwork.EndpointSampleResponse
  /// `JSONEncoding`.
  public typealias JSONEncoding = StreamsNetwork.JSONEncoding
  /// `HTTPMethod`: Moya's `Method`.
  public typealias Method = StreamsNetwork.HTTPMethod
  /// `NetworkError`: Moya's `MoyaError`, with the same nine cases.
  public typealias MoyaError = StreamsNetwork.NetworkError
  /// `Provider`: Moya's `MoyaProvider`, which may be subclassed.
  public typealias MoyaProvider = StreamsNetwork.Provider
  /// `ProviderType`: Moya's `MoyaProviderType`.
  public typealias MoyaProviderType = StreamsNetwork.ProviderType
  /// `MultiTarget`.
  public typealias MultiTarget = StreamsNetwork.MultiTarget
  /// `MultipartFormData`: one part of a multipart upload, as in Moya 15.
  public typealias MultipartFormData = StreamsNetwork.MultipartFormData
  /// `NetworkActivityChangeType`.
  public typealias NetworkActivityChangeType = StreamsNetwork.NetworkActivityChangeType
  /// `NetworkActivityPlugin`.
  public typealias NetworkActivityPlugin = StreamsNetwork.NetworkActivityPlugin
  /// `NetworkLoggerPlugin`.
  public typealias NetworkLoggerPlugin = StreamsNetwork.NetworkLoggerPlugin
  /// `ParameterEncoding`.
  public typealias ParameterEncoding = StreamsNetwork.ParameterEncoding
  /// `PluginType`.
  public typealias PluginType = StreamsNetwork.PluginType
  /// Moya's progress callback type.
  public typealias ProgressBlock = StreamsCompat.ProgressBlock
  /// `ProgressResponse`.
  public typealias ProgressResponse = StreamsNetwork.ProgressResponse
  /// `RequestType`, what plugins see of a request.
  public typealias RequestType = StreamsNetwork.RequestType
  /// `Response`.
  public typealias Response = StreamsNetwork.Response
  /// `Session`: Moya's re-export of Alamofire's `Session`.
  public typealias Session = StreamsCompat.Session
  /// `StubBehavior`.
  public typealias StubBehavior = StreamsNetwork.StubBehavior
  /// `TargetType`.
  public typealias TargetType = StreamsNetwork.TargetType
  /// `RequestTask`: Moya's `Task`.
  public typealias Task = StreamsNetwork.RequestTask
  /// `URLEncoding`.
  public typealias URLEncoding = StreamsNetwork.URLEncoding
  /// `ValidationType`.
  public typealias ValidationType = StreamsNetwork.ValidationType
}
