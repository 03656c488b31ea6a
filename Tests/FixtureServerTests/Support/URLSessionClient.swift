import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession set up for tests against the fixture server: ephemeral, no cache, short timeouts.
enum URLSessionClient {
  /// A fresh session; with `followRedirects: false` a 3xx is returned instead of followed.
  static func session(timeout: TimeInterval = 5, followRedirects: Bool = true) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 2
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return URLSession(
      configuration: configuration, delegate: followRedirects ? nil : RedirectBlocker(),
      delegateQueue: nil)
  }

  /// Sends one request and returns the body and response.
  static func fetch(
    _ url: URL, method: String = "GET", body: Data? = nil, headers: [String: String] = [:],
    session: URLSession = session()
  ) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
  }
}

/// Refuses every redirect, so the test sees the 3xx itself.
final class RedirectBlocker: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
