import Streams

/// One answer from a request's responses, for the callers that want one: the callback
/// ``Provider/request(_:callbackQueue:progress:completion:)`` and the async `request(_:)`.
///
/// The answer is the last response; a failure after a response (the network failing after
/// ``CachePolicy/cacheThenNetwork``'s stored answer) keeps that response; with none, the
/// error, or `RxError.noElements` when the sequence completes without one.
extension Result where Success == Response, Failure == NetworkError {
  /// The answer before any event: `RxError.noElements`, as ``NetworkError/underlying(_:_:)``.
  static var noResponse: Self { .failure(.underlying(RxError.noElements, nil)) }

  /// The answer once `event` has arrived after the events that made this one.
  ///
  /// - Parameter event: the next event of the responses.
  /// - Returns: the answer so far.
  func folding(_ event: Event<Response>) -> Self {
    switch (event, self) {
    case (.next(let response), _): .success(response)
    case (.error, .success), (.completed, _): self
    case (.error(let error), .failure): .failure(NetworkError.wrapping(error))
    }
  }
}

extension NetworkError {
  /// `error` itself when it is a ``NetworkError``, else wrapped in
  /// ``underlying(_:_:)`` without a response.
  static func wrapping(_ error: any Error) -> NetworkError {
    error as? NetworkError ?? .underlying(error, nil)
  }
}
