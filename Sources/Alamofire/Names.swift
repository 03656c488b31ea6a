// `import Alamofire`: the part of Alamofire's names that Moya apps use, each an alias of the
// StreamsNetwork type that does that job, beside this module's `Session`, `HTTPHeaders` and
// `HTTPHeader`.
// Alamofire's request API (`AF.request`, `DataRequest`, response serializers) is not here.
// Foundation, Dispatch and (on Linux) FoundationNetworking are re-exported, so `URLRequest`
// and `URLSessionConfiguration` need no import of their own.

@_exported import Dispatch
@_exported import Foundation
import StreamsNetwork

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// Alamofire's `HTTPMethod`: `StreamsNetwork.HTTPMethod`.
public typealias HTTPMethod = StreamsNetwork.HTTPMethod
/// Alamofire's `JSONEncoding`: `StreamsNetwork.JSONEncoding`.
public typealias JSONEncoding = StreamsNetwork.JSONEncoding
/// Alamofire's `ParameterEncoding`: `StreamsNetwork.ParameterEncoding`.
public typealias ParameterEncoding = StreamsNetwork.ParameterEncoding
/// Alamofire's `URLEncoding`: `StreamsNetwork.URLEncoding`.
public typealias URLEncoding = StreamsNetwork.URLEncoding
/// Alamofire's `URLRequestConvertible`: `StreamsNetwork.URLRequestConvertible`.
public typealias URLRequestConvertible = StreamsNetwork.URLRequestConvertible

/// Alamofire's name for a request's parameters, as `requestParameters(parameters:encoding:)`
/// takes them.
public typealias Parameters = [String: Any]
