import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: routes each callback to its request's
/// ``SessionTaskState`` through the ``TaskRegistry``.
///
/// A separate object from the transport, because the session retains its delegate until it is
/// invalidated: the transport can then deinit (and invalidate) while this winds down. Every
/// callback runs on the session's serial delegate queue, so each does the least it can: look up
/// the state, append bytes or report, and return.
final class SessionDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate,
  Sendable
{
  /// Redirects the transport re-sends itself (307/308 with a body) before it gives up: the
  /// session's own limit for the redirects it follows.
  static let maximumResentRedirects = 20

  /// The challenges of HTTP authentication, which the transport refuses so their response
  /// (401, 407) arrives as the answer.
  static let httpAuthenticationMethods: Set<String> = [
    NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic,
    NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodHTMLForm,
    NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
  ]

  private let registry: TaskRegistry
  private let observer: URLSessionTransport.TaskObserver?

  init(registry: TaskRegistry, observer: URLSessionTransport.TaskObserver?) {
    self.registry = registry
    self.observer = observer
  }

  // MARK: Progress and data

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    registry.state(for: task.taskIdentifier)?.report(
      .uploadProgress(completed: totalBytesSent, total: totalBytesExpectedToSend))
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    // A stream reports its head here. FoundationNetworking ignores the disposition: a
    // response over the size limit has its task cancelled by the state.
    let admitted = registry.state(for: dataTask.taskIdentifier)?.receive(response) ?? true
    completionHandler(admitted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let state = registry.state(for: dataTask.taskIdentifier) else { return }
    // `countOfBytesReceived` stays 0 on Linux: the state counts the bytes itself. The
    // response (its expected length) is read once, with the first bytes.
    state.append(data, of: dataTask.response)
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    guard let state = registry.state(for: downloadTask.taskIdentifier),
      state.admits(
        downloaded: totalBytesWritten, expected: totalBytesExpectedToWrite,
        response: downloadTask.response)
    else { return }
    state.report(.downloadProgress(completed: totalBytesWritten, total: totalBytesExpectedToWrite))
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    guard let state = registry.state(for: downloadTask.taskIdentifier),
      let move = state.request.download, !state.isSilenced
    else { return }
    // The file is deleted when this returns: the destination must take it now.
    guard let http = downloadTask.response as? HTTPURLResponse else {
      state.downloadFailure = URLError(.badServerResponse)
      return
    }
    do { try move(location, http) } catch { state.downloadFailure = error }
  }

  // MARK: Completion

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    observer?(task.taskIdentifier, error)
    registry.remove(task.taskIdentifier)?.complete(task, error: error)
  }

  // MARK: Redirects

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    guard let state = registry.state(for: task.taskIdentifier) else {
      completionHandler(request)
      return
    }
    if let refused = UnsupportedURLSchemeError.check(request.url) {
      // FoundationNetworking would follow to any scheme it speaks (ftp): only HTTP is sent.
      completionHandler(nil)
      state.abort(.failed(refused, response))
      return
    }
    let next = request.confiningCredentials(to: state.request.urlRequest.url)
    guard response.preservesMethod, state.hasBody else {
      completionHandler(next)
      return
    }
    // FoundationNetworking would send a 307/308 without its body: the old task ends with the
    // redirect response (ignored) and the request goes on a new task with method and body.
    completionHandler(nil)
    registry.remove(task.taskIdentifier)
    let method = task.currentRequest?.httpMethod ?? state.request.urlRequest.httpMethod
    let body = state.request.upload == nil ? state.request.urlRequest.httpBody : nil
    resend(state, as: next.repeating(method: method, body: body), on: session, after: response)
  }

  private func resend(
    _ state: SessionTaskState, as request: URLRequest, on session: URLSession,
    after response: HTTPURLResponse
  ) {
    state.resentRedirects += 1
    guard state.resentRedirects <= Self.maximumResentRedirects else {
      state.finish(.failed(URLError(.httpTooManyRedirects), response))
      return
    }
    guard !state.isSilenced else {
      state.finish(.failed(URLError(.cancelled), nil))
      return
    }
    // The session is valid: the state keeps its transport, and so the session, alive.
    let task = session.transportTask(
      for: URLSessionTransport.adjusted(request), of: state.request)
    state.restartBody()
    registry.insert(state, for: task.taskIdentifier)
    task.resume()
    // Cancelled between the check and now: the new task's end drops the state.
    if !state.attach(task) { task.cancel() }
  }

  // MARK: Authentication

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler:
      @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    guard
      SessionDelegate.httpAuthenticationMethods.contains(
        challenge.protectionSpace.authenticationMethod)
    else {
      completionHandler(.performDefaultHandling, nil)
      return
    }
    // An HTTP challenge (Basic, Digest…) left to default handling never completes on Linux.
    // Credentials travel in headers (plugins); the challenge's response is the answer.
    registry.state(for: task.taskIdentifier)?.challengeResponse =
      challenge.failureResponse as? HTTPURLResponse ?? task.response as? HTTPURLResponse
    completionHandler(.cancelAuthenticationChallenge, nil)
  }
}
