import Foundation
import Streams

extension Provider {
  /// Sends `target` and waits for its response: the provider from Swift concurrency.
  ///
  ///     let response = try await provider.request(.user("octocat"))
  ///
  /// The request goes the way every other goes (the endpoint, plugins, interceptors, the
  /// target's deadline and validation), and it is sent when the call is made, not before.
  /// In an `async` context `try await provider.request(.x)` is this method; without `await`
  /// (or where a `Single` is asked for) the same spelling is the reactive ``request(_:)``.
  ///
  /// Cancelling the calling task cancels the request: the transport's task is cancelled (the
  /// connection is closed) and the call throws ``NetworkError/underlying(_:_:)`` wrapping
  /// `CancellationError` (``NetworkError/isCancelled`` is `true`), at once, without waiting
  /// for the transport. In a task already cancelled when it is called, nothing is sent.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the response; under ``CachePolicy/cacheThenNetwork``, the network's (or the
  ///   stored one when the network fails after it), as the callback `request` answers.
  /// - Throws: the request's ``NetworkError``.
  public func request(_ target: Target) async throws(NetworkError) -> Response {
    // `value` subscribes even in a cancelled task (RxSwift's rule for a source that may end
    // synchronously); a request is not such a source, so a cancelled caller sends nothing.
    if Task.isCancelled { throw NetworkError.wrapping(CancellationError()) }
    let answer: Result<Response, NetworkError>
    do {
      answer = try await response(target).materialize()
        .reduce(Result.noResponse) { answer, event in answer.folding(event) }
        .asSingle().value
    } catch {
      // `materialize` never fails, so this is the waiting task's cancellation.
      throw NetworkError.wrapping(error)
    }
    return try answer.get()
  }

  /// Sends `target`, waits for its response and decodes the body as JSON.
  ///
  ///     let user = try await provider.request(.user("octocat"), as: User.self)
  ///
  /// The response is the one `request(_:)` (the async one) returns, decoded as
  /// ``Response/map(_:atKeyPath:using:failsOnEmptyData:)`` decodes it.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - type: the type to decode.
  ///   - decoder: the decoder to use; a new `JSONDecoder` by default.
  /// - Returns: the decoded value.
  /// - Throws: the request's ``NetworkError``; when the body does not decode,
  ///   ``NetworkError/objectMapping(_:_:)`` with the `DecodingError` and the response (or
  ///   ``NetworkError/jsonMapping(_:)`` for an empty body), as Moya's `map` throws.
  public func request<Model: Decodable>(
    _ target: Target, as type: Model.Type, using decoder: JSONDecoder = JSONDecoder()
  ) async throws(NetworkError) -> Model {
    try await request(target).map(type, using: decoder)
  }
}
