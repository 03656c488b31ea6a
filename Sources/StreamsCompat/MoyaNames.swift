/// Moya's name for `Provider`: `MoyaProvider<GitHub>()`, and a superclass
/// for providers of your own (`final class APIProvider<T: TargetType>: MoyaProvider<T>`).
public typealias MoyaProvider = Provider

/// Moya's name for `ProviderType`.
public typealias MoyaProviderType = ProviderType

/// Moya's name for `NetworkError`, which has exactly `MoyaError`'s nine
/// cases: a `switch` written for Moya stays exhaustive.
public typealias MoyaError = NetworkError

/// Moya's name for `RequestTask`: `var task: Task { .requestPlain }`.
///
/// As with Moya, this `Task` shadows Swift concurrency's in files that import the
/// compatibility module; write `_Concurrency.Task { … }` there to start a task.
public typealias Task = RequestTask

/// Moya's callback for `Provider.request(_:callbackQueue:progress:completion:)`:
/// the response or the error.
public typealias Completion = (_ result: Result<Response, MoyaError>) -> Void

/// Moya's progress callback for
/// `Provider.request(_:callbackQueue:progress:completion:)`.
public typealias ProgressBlock = (_ progress: ProgressResponse) -> Void

/// Alamofire's name for a request's parameters, as `requestParameters(parameters:encoding:)`
/// takes them.
public typealias Parameters = [String: Any]
