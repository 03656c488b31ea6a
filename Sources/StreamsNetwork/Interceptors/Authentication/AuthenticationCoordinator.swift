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
///
/// A failed refresh is remembered for its credential until the cool-down passes: meanwhile a
/// request that would need that credential refreshed fails at once with the same failure, so
/// a storm of late 401s does not start a refresh each. Setting a credential, or a successful
/// refresh, forgets it.
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
    /// The credential's refresh failed within the cool-down: fail with the same failure.
    case failed(AuthenticationError)
    /// There is no credential.
    case missing
  }

  /// A refresh that failed, remembered for the cool-down.
  struct Failure {
    /// The credential generation it failed for.
    let generation: UInt64
    let error: AuthenticationError
    /// Until when, on the provider's clock, it stands in for a new refresh.
    let until: Date
  }

  struct State {
    var credential: Credential?
    /// Counts credential changes, so an unlocked question about one stays valid only for it.
    var generation: UInt64 = 0
    var refreshing = false
    /// Counts refreshes, so a late event from an earlier refresh is ignored.
    var refreshEpoch: UInt64 = 0
    /// The generation of the credential being refreshed.
    var refreshGeneration: UInt64 = 0
    /// The last failed refresh, while it may still stand in for a new one.
    var failure: Failure?
    var waiters = Bag<Waiter>()
  }

  private enum Step {
    case decided(Decision)
    case ask(Credential, generation: UInt64)
  }

  let authenticator: AuthenticatorType
  /// How long a failed refresh stands in for a new one, in seconds.
  let refreshCoolDown: TimeInterval
  private let state: Locked<State>

  init(authenticator: AuthenticatorType, credential: Credential?, refreshCoolDown: TimeInterval) {
    self.authenticator = authenticator
    self.refreshCoolDown = refreshCoolDown.isNaN ? 0 : max(0, refreshCoolDown)
    state = Locked(State(credential: credential))
  }

  var credential: Credential? {
    get { state.withLock { $0.credential } }
    set {
      state.withLock {
        $0.credential = newValue
        $0.generation &+= 1
        $0.failure = nil
      }
    }
  }

  /// Decides whether a request sends now, waits for a refresh in flight, or starts one.
  ///
  /// - Parameters:
  ///   - waiter: registered when the request has to wait.
  ///   - clock: the provider's scheduler, read (outside the lock) when a refresh is needed,
  ///     to tell whether a failed refresh's cool-down is over.
  ///   - needsRefresh: asked, outside the lock, whether the current credential must be
  ///     refreshed; `false` sends with it.
  /// - Returns: the decision; after ``Decision/refresh(_:_:)`` the caller calls
  ///   ``startRefresh(_:clock:)``.
  func decide(
    waiter: @escaping Waiter, clock: SchedulerType, needsRefresh: (Credential) -> Bool
  ) -> Decision {
    var answer: (generation: UInt64, needsRefresh: Bool, now: Date?)?
    while true {
      let step = state.withLock { state -> Step in
        if state.refreshing { return .decided(.wait(state.waiters.insert(waiter))) }
        guard let credential = state.credential else { return .decided(.missing) }
        guard let answer, answer.generation == state.generation else {
          return .ask(credential, generation: state.generation)
        }
        guard answer.needsRefresh, let now = answer.now else { return .decided(.send(credential)) }
        if let failure = state.failure, failure.generation == state.generation {
          if now < failure.until { return .decided(.failed(failure.error)) }
          state.failure = nil
        }
        state.refreshing = true
        state.refreshEpoch &+= 1
        state.refreshGeneration = state.generation
        return .decided(.refresh(credential, state.waiters.insert(waiter)))
      }
      switch step {
      case .decided(let decision): return decision
      case .ask(let credential, let generation):
        let needed = needsRefresh(credential)
        answer = (generation, needed, needed ? clock.now : nil)
      }
    }
  }

  /// Forgets a waiting request (it was disposed); the refresh goes on for the others.
  func removeWaiter(_ key: BagKey) {
    _ = state.withLock { $0.waiters.remove(key) }
  }

  /// Runs the one refresh in flight and resumes every waiter with its outcome.
  ///
  /// Call it only after ``decide(waiter:clock:needsRefresh:)`` returned
  /// ``Decision/refresh(_:_:)``.
  ///
  /// - Parameters:
  ///   - credential: the credential to refresh.
  ///   - clock: the provider's scheduler, which times the cool-down after a failure.
  func startRefresh(_ credential: Credential, clock: SchedulerType) {
    let epoch = state.withLock { $0.refreshEpoch }
    let refresh = authenticator.refresh(credential)
    let lifetime = Lifetime()
    refresh.run(
      { [self] event in
        switch event {
        case .next(let refreshed):
          finish(epoch: epoch, .success(refreshed), now: nil)
          lifetime.dispose()
        case .error(let error):
          finish(epoch: epoch, .failure(.refreshFailed(error)), now: clock.now)
        case .completed:
          finish(epoch: epoch, .failure(.refreshFailed(RxError.noElements)), now: clock.now)
        }
      }, lifetime)
  }

  /// Ends the refresh of `epoch`: stores its credential, or remembers its failure (read at
  /// `now`) for the cool-down; then resumes every waiter.
  private func finish(
    epoch: UInt64, _ result: Result<Credential, AuthenticationError>, now: Date?
  ) {
    let waiters = state.withLock { state -> [Waiter] in
      guard state.refreshing, state.refreshEpoch == epoch else { return [] }
      state.refreshing = false
      switch result {
      case .success(let refreshed):
        state.credential = refreshed
        state.generation &+= 1
        state.failure = nil
      case .failure(let error):
        if let now, refreshCoolDown > 0 {
          state.failure = Failure(
            generation: state.refreshGeneration, error: error,
            until: now.addingTimeInterval(refreshCoolDown))
        }
      }
      return state.waiters.removeAll()
    }
    for waiter in waiters { waiter(result) }
  }
}
