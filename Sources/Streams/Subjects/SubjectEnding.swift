/// How an ended subject greets a subscriber: what its policy replays after the end, then its
/// terminal event.
///
/// Frozen when the subject ends, so subscribers to an ended subject are served at once, on
/// their own thread, without waiting for the serializer. It keeps the policy as it was (a copy
/// of a value: no array of the replayed elements is built).
@usableFromInline
struct SubjectEnding<Policy: SubjectPolicy> {
  @usableFromInline let policy: Policy
  @usableFromInline let event: Event<Policy.Element>

  @inlinable
  init(policy: Policy, event: Event<Policy.Element>) {
    self.policy = policy
    self.event = event
  }

  /// Sends the replay and the terminal event to `sink`, then ends `lifetime`.
  @inlinable
  func send(to sink: (Event<Policy.Element>) -> Void, _ lifetime: Lifetime) {
    policy.replay(before: event, to: sink, lifetime)
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}

/// A subject's terminal event without its element type: what its core keeps once it has ended.
///
/// Not generic, so the core's deinit destroys it without asking the runtime for metadata.
@usableFromInline
enum SubjectTermination {
  /// The subject completed.
  case completed
  /// The subject failed with the error.
  case failed(any Error)

  /// The termination that the terminal `event` makes.
  @inlinable
  init<Element>(_ event: Event<Element>) {
    if case .error(let error) = event {
      self = .failed(error)
    } else {
      self = .completed
    }
  }

  /// The terminal event.
  @inlinable
  func event<Element>() -> Event<Element> {
    switch self {
    case .completed: .completed
    case .failed(let error): .error(error)
    }
  }
}
