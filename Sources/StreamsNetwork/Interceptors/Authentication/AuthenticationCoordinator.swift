import Foundation
import Streams

/// The state one ``AuthenticationInterceptor`` shares among all its requests: the credential,
/// whether a refresh is in flight, and the requests waiting for it.
///
/// Every decision is taken under the lock, but the authenticator's code (``Authenticator``,
/// ``AuthenticationCredential/requiresRefresh``) runs outside it: ``decide(waiter:needsRefresh:)``
/// reads the credential, asks about it unlocked, and commits only if the credential did not
/// change meanwhile (a generation counter), else asks again about the new one. Waiters are
/// resumed after the lock is released, on the thread that finished the refresh.
final class AuthenticationCoordinator<AuthenticatorType: Authenticator>: Sendable {
  typealias Credential = AuthenticatorType.Credential
  /// Resumes one waiting request with the refreshed credential or the refresh's failure.
  typealias Waiter = @Sendable (Result<Credential, AuthenticationError>) -> Void

  /// What a request does next.
  enum Decision {
    /// Send (or replay) now with this credential.
    case send(Credential)
    /// A refresh is in flight; the waiter registered under the key will be resumed.
    case wait(BagKey)
    /// The caller must start a refresh of this credential; its waiter is registered.
    case refresh(Credential, BagKey)
    /// There is no credential.
    case missing
  }

  struct State {
    var credential: Credential?
    /// Counts credential changes, so an unlocked question about one stays valid only for it.
    var generation: UInt64 = 0
    var refreshing = false
    /// Counts refreshes, so a late event from an earlier refresh is ignored.
    var refreshEpoch: UInt64 = 0
    var waiters = Bag<Waiter>()
  }

  private enum Step {
    case decided(Decision)
    case ask(Credential, generation: UInt64)
  }

  let authenticator: AuthenticatorType
  private let state: Locked<State>

  init(authenticator: AuthenticatorType, credential: Credential?) {
    self.authenticator = authenticator
    state = Locked(State(credential: credential))
  }

  var credential: Credential? {
    get { state.withLock { $0.credential } }
    set {
      state.withLock {
        $0.credential = newValue
        $0.generation &+= 1
      }
    }
  }

  /// Decides whether a request sends now, waits for a refresh in flight, or starts one.
  ///
  /// - Parameters:
  ///   - waiter: registered when the request has to wait.
  ///   - needsRefresh: asked, outside the lock, whether the current credential must be
  ///     refreshed; `false` sends with it.
  /// - Returns: the decision; after ``Decision/refresh(_:_:)`` the caller calls
  ///   ``startRefresh(_:)``.
  func decide(waiter: @escaping Waiter, needsRefresh: (Credential) -> Bool) -> Decision {
    var answer: (generation: UInt64, needsRefresh: Bool)?
    while true {
      let step = state.withLock { state -> Step in
        if state.refreshing { return .decided(.wait(state.waiters.insert(waiter))) }
        guard let credential = state.credential else { return .decided(.missing) }
        guard let answer, answer.generation == state.generation else {
          return .ask(credential, generation: state.generation)
        }
        guard answer.needsRefresh else { return .decided(.send(credential)) }
        state.refreshing = true
        state.refreshEpoch &+= 1
        return .decided(.refresh(credential, state.waiters.insert(waiter)))
      }
      switch step {
      case .decided(let decision): return decision
      case .ask(let credential, let generation):
        answer = (generation, needsRefresh(credential))
      }
    }
  }

  /// Forgets a waiting request (it was disposed); the refresh goes on for the others.
  func removeWaiter(_ key: BagKey) {
    _ = state.withLock { $0.waiters.remove(key) }
  }

  /// Runs the one refresh in flight and resumes every waiter with its outcome.
  ///
  /// Call it only after ``decide(waiter:needsRefresh:)`` returned ``Decision/refresh(_:_:)``.
  func startRefresh(_ credential: Credential) {
    let epoch = state.withLock { $0.refreshEpoch }
    let refresh = authenticator.refresh(credential)
    let lifetime = Lifetime()
    refresh.run(
      { [self] event in
        switch event {
        case .next(let refreshed):
          finish(epoch: epoch, .success(refreshed))
          lifetime.dispose()
        case .error(let error):
          finish(epoch: epoch, .failure(.refreshFailed(error)))
        case .completed:
          finish(epoch: epoch, .failure(.refreshFailed(RxError.noElements)))
        }
      }, lifetime)
  }

  private func finish(epoch: UInt64, _ result: Result<Credential, AuthenticationError>) {
    let waiters = state.withLock { state -> [Waiter] in
      guard state.refreshing, state.refreshEpoch == epoch else { return [] }
      state.refreshing = false
      if case .success(let refreshed) = result {
        state.credential = refreshed
        state.generation &+= 1
      }
      return state.waiters.removeAll()
    }
    for waiter in waiters { waiter(result) }
  }
}
