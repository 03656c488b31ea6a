// `import Moya`: Moya 15's names and no others. `Task` and `Method` are Moya's (a file that
// imports Moya writes `_Concurrency.Task { … }` to start a task, as with Moya); Alamofire's
// names stay in `Alamofire` (Moya re-exports only the ones it aliases: `Session`, `Method`, the
// encodings). Each name is an alias of the StreamsNetwork type that does the work, except
// `MoyaProvider` and `MoyaProviderType`, which are Moya's class and protocol over it.
// Foundation, Dispatch and (on Linux) FoundationNetworking are re-exported, so `URL`,
// `URLRequest` and `DispatchQueue` need no import of their own.

import Alamofire
@_exported import Dispatch
@_exported import Foundation
import StreamsNetwork

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// Moya's `AccessTokenAuthorizable`: `StreamsNetwork.AccessTokenAuthorizable`.
public typealias AccessTokenAuthorizable = StreamsNetwork.AccessTokenAuthorizable
/// Moya's `AccessTokenPlugin`: `StreamsNetwork.AccessTokenPlugin`.
public typealias AccessTokenPlugin = StreamsNetwork.AccessTokenPlugin
/// Moya's `AuthorizationType`: `StreamsNetwork.AuthorizationType`.
public typealias AuthorizationType = StreamsNetwork.AuthorizationType
/// Moya's `Cancellable`, what the callback `request` returns: `StreamsNetwork.Cancellable`.
public typealias Cancellable = StreamsNetwork.Cancellable
/// Moya's `DownloadDestination`: `StreamsNetwork.DownloadDestination`.
public typealias DownloadDestination = StreamsNetwork.DownloadDestination
/// Moya's `Endpoint`: `StreamsNetwork.Endpoint`.
public typealias Endpoint = StreamsNetwork.Endpoint
/// Moya's `EndpointSampleResponse`: `StreamsNetwork.EndpointSampleResponse`.
public typealias EndpointSampleResponse = StreamsNetwork.EndpointSampleResponse
/// Moya's `JSONEncoding`, Alamofire's.
public typealias JSONEncoding = Alamofire.JSONEncoding
/// Moya's `Method`, Alamofire's `HTTPMethod`.
public typealias Method = Alamofire.HTTPMethod
/// Moya's `MoyaError`: `StreamsNetwork.NetworkError`, with exactly Moya 15's nine cases.
public typealias MoyaError = StreamsNetwork.NetworkError
/// Moya's `MultiTarget`: `StreamsNetwork.MultiTarget`.
public typealias MultiTarget = StreamsNetwork.MultiTarget
/// Moya 15's `MultipartFormData`, one part of a multipart upload:
/// `StreamsNetwork.MultipartFormData`.
public typealias MultipartFormData = StreamsNetwork.MultipartFormData
/// Moya's `NetworkActivityChangeType`: `StreamsNetwork.NetworkActivityChangeType`.
public typealias NetworkActivityChangeType = StreamsNetwork.NetworkActivityChangeType
/// Moya's `NetworkActivityPlugin`: `StreamsNetwork.NetworkActivityPlugin`.
public typealias NetworkActivityPlugin = StreamsNetwork.NetworkActivityPlugin
/// Moya's `ParameterEncoding`, Alamofire's.
public typealias ParameterEncoding = Alamofire.ParameterEncoding
/// Moya's `PluginType`: `StreamsNetwork.PluginType`.
public typealias PluginType = StreamsNetwork.PluginType
/// Moya's `ProgressResponse`: `StreamsNetwork.ProgressResponse`.
public typealias ProgressResponse = StreamsNetwork.ProgressResponse
/// Moya's `RequestType`, what plugins see of a request: `StreamsNetwork.RequestType`.
public typealias RequestType = StreamsNetwork.RequestType
/// Moya's `Response`: `StreamsNetwork.Response`.
public typealias Response = StreamsNetwork.Response
/// Moya's `Session`, Alamofire's.
public typealias Session = Alamofire.Session
/// Moya's `StubBehavior`: `StreamsNetwork.StubBehavior`.
public typealias StubBehavior = StreamsNetwork.StubBehavior
/// Moya's `TargetType`: `StreamsNetwork.TargetType`.
public typealias TargetType = StreamsNetwork.TargetType
/// Moya's `Task`, what a target sends: `StreamsNetwork.RequestTask`.
public typealias Task = StreamsNetwork.RequestTask
/// Moya's `URLEncoding`, Alamofire's.
public typealias URLEncoding = Alamofire.URLEncoding
/// Moya's `ValidationType`: `StreamsNetwork.ValidationType`.
public typealias ValidationType = StreamsNetwork.ValidationType

/// Moya's callback for `MoyaProvider.request(_:callbackQueue:progress:completion:)`: the
/// response or the error.
public typealias Completion = (_ result: Result<Moya.Response, MoyaError>) -> Void

/// Moya's progress callback for `MoyaProvider.request(_:callbackQueue:progress:completion:)`.
public typealias ProgressBlock = (_ progress: ProgressResponse) -> Void
