import Foundation
import Streams
import StreamsNetwork
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A credential whose need for a refresh the test sets by hand.
struct TestCredential: AuthenticationCredential, Equatable {
  var token: String
  var requiresRefresh = false
}

/// An authenticator whose refreshes the test answers by hand (or at once, when told), and
/// which records every refresh it was asked for.
final class ScriptedAuthenticator: Authenticator {
  typealias Credential = TestCredential

  private struct State {
    var refreshedFrom: [String] = []
    var pending: [AnyObserver<TestCredential>] = []
  }

  /// Answers every refresh at once with this token, when set.
  let immediate: String?
  /// Statuses that count as a refusal.
  let refusals: Set<Int>
  private let state = Locked(State())

  init(immediate: String? = nil, refusals: Set<Int> = [401]) {
    self.immediate = immediate
    self.refusals = refusals
  }

  /// The tokens refreshes started from, in order.
  var refreshes: [String] { state.withLock { $0.refreshedFrom } }

  /// Refreshes started and not answered yet.
  var pendingCount: Int { state.withLock { $0.pending.count } }

  func apply(_ credential: TestCredential, to urlRequest: inout URLRequest) {
    urlRequest.setValue("Bearer " + credential.token, forHTTPHeaderField: "Authorization")
  }

  func refresh(_ credential: TestCredential) -> Observable<TestCredential> {
    Observable.create { [self] observer in
      self.state.withLock { $0.refreshedFrom.append(credential.token) }
      if let immediate = self.immediate {
        observer.onNext(TestCredential(token: immediate))
        observer.onCompleted()
      } else {
        self.state.withLock { $0.pending.append(observer) }
      }
      return Disposables.create()
    }
  }

  func didRequest(
    _ urlRequest: URLRequest, with response: Response,
    failDueToAuthenticationError error: NetworkError?
  ) -> Bool {
    refusals.contains(response.statusCode)
  }

  /// Answers the pending refreshes with `token`.
  func succeed(with token: String) {
    for observer in takePending() {
      observer.onNext(TestCredential(token: token))
      observer.onCompleted()
    }
  }

  /// Fails the pending refreshes with `error`.
  func fail(with error: Error) {
    for observer in takePending() { observer.onError(error) }
  }

  /// Completes the pending refreshes without a credential.
  func completeEmpty() {
    for observer in takePending() { observer.onCompleted() }
  }

  private func takePending() -> [AnyObserver<TestCredential>] {
    state.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
  }
}

/// An authenticated target; `requiresAuthentication` opts it out.
struct SecureTarget: TargetType, AuthenticationScoped {
  var path = "me"
  var validationType: ValidationType = .successCodes
  var requiresAuthentication = true
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// What one subscription received.
final class Outcome: @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  private let state = Locked<(statuses: [Int], errors: [Error], completed: Bool)>(([], [], false))

  var statuses: [Int] { state.withLock { $0.statuses } }
  var errors: [Error] { state.withLock { $0.errors } }
  var completed: Bool { state.withLock { $0.completed } }
  var networkError: NetworkError? { errors.first as? NetworkError }
  /// Whether anything at all arrived.
  var isEmpty: Bool { statuses.isEmpty && errors.isEmpty && !completed }

  /// Subscribes to `responses`, recording what arrives.
  func record(_ responses: Observable<Response>, finished: DispatchGroup? = nil) -> Disposable {
    finished?.enter()
    return responses.subscribe(
      onNext: { [state] response in state.withLock { $0.statuses.append(response.statusCode) } },
      onError: { [state] error in
        state.withLock { $0.errors.append(error) }
        finished?.leave()
      },
      onCompleted: { [state] in
        state.withLock { $0.completed = true }
        finished?.leave()
      })
  }
}

extension ScriptedTransport.Task {
  /// The `Authorization` header the task was sent with.
  var authorization: String? { request.urlRequest.value(forHTTPHeaderField: "Authorization") }

  /// Answers 401 with a `WWW-Authenticate: Bearer` challenge.
  func refuse() { respond(status: 401, headers: ["WWW-Authenticate": "Bearer"]) }
}

extension ScriptedTransport {
  /// The task started `index`-th, or a recorded issue when there are fewer.
  func task(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> Task {
    let tasks = self.tasks
    try #require(index < tasks.count, "only \(tasks.count) tasks", sourceLocation: sourceLocation)
    return tasks[index]
  }
}
