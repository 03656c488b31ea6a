import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One authenticated request: sends it with the current credential, and on an authentication
/// failure waits for the shared refresh (or replays at once when it was sent with an older
/// credential), at most once.
///
/// Attempt events, the refresh's outcome and disposal arrive on different threads, so they all
/// pass through the operation's own inbox (`Serializer`): `receive(_:)` owns the mutable state
/// below, and events of a superseded attempt are recognised by their attempt number and dropped.
final class AuthenticationOperation<AuthenticatorType: Authenticator>: Serializer,
  @unchecked Sendable
{
  // Safe to share: the mutable state is only touched by `receive(_:)`; the rest is
  // immutable, and the inbox itself is safe to send to from any thread.
  typealias Credential = AuthenticatorType.Credential
  typealias Next = (ProviderRequest) -> Observable<Response>

  enum Input {
    case start
    case attempt(Int, Event<Response>)
    case resumed(Result<Credential, AuthenticationError>)
    case disposed
  }

  private let coordinator: AuthenticationCoordinator<AuthenticatorType>
  private let request: ProviderRequest
  private let next: Next
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()

  private var authenticator: AuthenticatorType { coordinator.authenticator }

  // Handler-only state.
  private var stopped = false
  private var attempt = 0
  private var current: (lifetime: Lifetime, key: BagKey?)?
  private var sent: URLRequest
  /// Set once the request has waited for a refresh or been replayed: its next
  /// authentication failure is final.
  private var hadSecondChance = false
  private var waiterKey: BagKey?
  /// The response that sent the request to wait, carried by a refresh failure.
  private var refusedResponse: Response?

  init(
    coordinator: AuthenticationCoordinator<AuthenticatorType>, request: ProviderRequest,
    next: @escaping Next, sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    self.coordinator = coordinator
    self.request = request
    self.next = next
    self.sink = sink
    self.lifetime = lifetime
    sent = request.urlRequest
  }

  func start() {
    lifetime.onDispose { [self] in self.send(.disposed) }
    send(.start)
  }

  // MARK: Handling

  func receive(_ input: Input) {
    switch input {
    case .disposed:
      stopped = true
      if let waiterKey { coordinator.removeWaiter(waiterKey) }
      waiterKey = nil
    case .start:
      guard !stopped else { return }
      let decision = coordinator.decide(waiter: waiter, clock: request.scheduler) {
        $0.requiresRefresh
      }
      proceed(decision, refused: nil)
    case .attempt(let index, let event):
      guard !stopped, index == attempt else { return }
      handle(event)
    case .resumed(let result):
      guard !stopped, waiterKey != nil else { return }
      waiterKey = nil
      switch result {
      case .success(let credential): send(with: credential)
      case .failure(let error): fail(.underlying(error, refusedResponse))
      }
    }
  }

  private func handle(_ event: Event<Response>) {
    switch event {
    case .next(let response):
      if isRefusal(response, error: nil) {
        refused(response) {
          self.sink(event)
          if !self.lifetime.isDisposed { self.sink(.completed) }
        }
      } else {
        sink(event)
      }
    case .error(let error):
      let networkError = error as? NetworkError
      if let response = networkError?.response, isRefusal(response, error: networkError) {
        refused(response) { self.sink(.error(error)) }
      } else {
        finish(event)
      }
    case .completed:
      finish(event)
    }
  }

  private func isRefusal(_ response: Response, error: NetworkError?) -> Bool {
    authenticator.didRequest(sent, with: response, failDueToAuthenticationError: error)
  }

  /// The attempt was refused for its credential: replay, wait, refresh, or, when the request
  /// had its second chance already, hand the refusal on as the attempt produced it.
  private func refused(_ response: Response, deliver: () -> Void) {
    endCurrentAttempt()
    guard !hadSecondChance else {
      deliver()
      stopped = true
      lifetime.dispose()
      return
    }
    hadSecondChance = true
    let request = sent
    let decision = coordinator.decide(waiter: waiter, clock: self.request.scheduler) {
      [authenticator] credential in
      authenticator.isRequest(request, authenticatedWith: credential)
    }
    proceed(decision, refused: response)
  }

  private func proceed(
    _ decision: AuthenticationCoordinator<AuthenticatorType>.Decision, refused: Response?
  ) {
    switch decision {
    case .send(let credential):
      send(with: credential)
    case .wait(let key):
      wait(key, refused: refused)
    case .refresh(let credential, let key):
      wait(key, refused: refused)
      coordinator.startRefresh(credential, clock: request.scheduler)
    case .failed(let error):
      fail(.underlying(error, refused))
    case .missing:
      fail(.underlying(AuthenticationError.missingCredential, refused))
    }
  }

  private func wait(_ key: BagKey, refused: Response?) {
    waiterKey = key
    refusedResponse = refused
    hadSecondChance = true
  }

  /// Resumes this request from any thread; re-entrant calls queue behind the current input.
  private var waiter: AuthenticationCoordinator<AuthenticatorType>.Waiter {
    { [self] result in self.send(.resumed(result)) }
  }

  // MARK: Attempts

  private func send(with credential: Credential) {
    attempt += 1
    let index = attempt
    var adapted = request
    authenticator.apply(credential, to: &adapted.urlRequest)
    sent = adapted.urlRequest
    let (child, key) = lifetime.child()
    current = (child, key)
    next(adapted).run({ [self] event in self.send(.attempt(index, event)) }, child)
  }

  private func endCurrentAttempt() {
    guard let current else { return }
    self.current = nil
    lifetime.end(child: current.lifetime, key: current.key)
  }

  private func finish(_ event: Event<Response>) {
    stopped = true
    sink(event)
    lifetime.dispose()
  }

  private func fail(_ error: NetworkError) {
    finish(.error(error))
  }
}
