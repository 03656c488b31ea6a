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
