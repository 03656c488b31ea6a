import FixtureServer
import Foundation
import RxSwift

/// GitHub's routes served on a loopback port, for the request chains: the app's targets go
/// there through `StagingProvider`, over the real transport.
final class FixtureGitHub: Sendable {
  let server = FixtureServer()

  init() throws {
    server.route(.get, "/zen", response: .text("Keep it logically awesome."))
    server.route(.get, "/users/{login}") { request in
      let login = request.pathParameters["login"] ?? ""
      guard login != "ghost" else { return .json(["message": "Not Found"], status: 404) }
      return .json(Data(#"{"login":"\#(login)","name":"The \#(login)","public_repos":8}"#.utf8))
    }
    server.route(.post, "/repos/{owner}/{repo}/issues") { request in
      struct Posted: Decodable { let title: String }
      guard request.header("Content-Type") == "application/json",
        let posted = try? JSONDecoder().decode(Posted.self, from: request.body)
      else { return .json(["message": "Problems parsing JSON"], status: 400) }
      return .json(Data(#"{"number":42,"title":"\#(posted.title)"}"#.utf8), status: 201)
    }
    server.route(.post, "/user/avatar", response: .status(201))
    server.route(.get, "/emojis", response: .data(Data("<p>".utf8), contentType: "text/html"))
    server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(4)))
    try server.start()
  }

  /// Where the server listens.
  var host: URL { server.baseURL }

  /// The last request the server received.
  var lastRequest: FixtureRequest? { server.log.lastRequest }

  func stop() { server.stop() }
}

/// What a sequence delivered before it ended.
enum Outcome<Element> {
  case completed([Element])
  case failed(any Error)
  case timedOut
}

extension ObservableConvertibleType {
  /// Subscribes and waits, at most `seconds`, for the sequence to end: for requests that go
  /// over a loopback socket, the only real wait these tests make.
  func outcome(waitingAtMost seconds: Double = 10) -> Outcome<Element> {
    let state = Guarded<(elements: [Element], end: Outcome<Element>?)>(([], nil))
    let ended = DispatchSemaphore(value: 0)
    let subscription = asObservable().subscribe(
      onNext: { element in state.withLock { $0.elements.append(element) } },
      onError: { error in
        state.withLock { $0.end = .failed(error) }
        ended.signal()
      },
      onCompleted: {
        state.withLock { $0.end = .completed($0.elements) }
        ended.signal()
      })
    let waited = ended.wait(timeout: .now() + seconds)
    subscription.dispose()
    guard waited == .success else { return .timedOut }
    return state.withLock { $0.end } ?? .timedOut
  }

  /// The elements, if the sequence completed.
  func elements(waitingAtMost seconds: Double = 10) -> [Element]? {
    guard case .completed(let elements) = outcome(waitingAtMost: seconds) else { return nil }
    return elements
  }

  /// The error, if the sequence failed.
  func error(waitingAtMost seconds: Double = 10) -> (any Error)? {
    guard case .failed(let error) = outcome(waitingAtMost: seconds) else { return nil }
    return error
  }
}
