import Foundation
import Moya

// The async wrapper apps add to Moya, which has none: the one a bare `try await
// provider.request(.x)` must call.

/// How many times the app's async wrapper ran: tests read it to prove theirs was the one
/// called.
public enum AppAsyncWrapper {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  /// The number of calls so far.
  public static var calls: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  static func record() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}

extension MoyaProvider {
  /// The response for `target`, awaited through Moya's callback API.
  func request(_ target: Target) async throws -> Response {
    AppAsyncWrapper.record()
    return try await withCheckedThrowingContinuation { continuation in
      request(target, callbackQueue: nil, progress: nil) { result in
        continuation.resume(with: result)
      }
    }
  }
}
