import Streams

extension Request where Element: Sendable {
  /// Sends the request and waits for its first model.
  ///
  ///     let user = try await API.Users.Get(login: "octocat").value
  ///
  /// Cancelling the waiting task cancels the request.
  ///
  /// - Throws: the request's ``NetworkError``, `RxError.noElements` when it emits nothing, or
  ///   `CancellationError`.
  public var value: Element {
    get async throws { try await asObservable().take(1).asSingle().value }
  }
}
