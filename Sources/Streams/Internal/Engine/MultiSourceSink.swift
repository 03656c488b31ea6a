/// What one operator with several sources does with each input: its own state and logic, and
/// nothing else.
///
/// ``MultiSourceSink`` holds what merge (and `concat` and the `flatMap` family), zip,
/// combineLatest, amb, sample, withLatestFrom, `take(until:)`, `skip(until:)` and
/// `retry(when:)` share; the rule is a value it owns and hands every input to, one at a time. ``TimedSink`` is the same idea for the operators
/// driven by a scheduler's timer.
@usableFromInline
protocol MultiSourceRule {
  /// What the sources send through the serializer: which source, which event.
  associatedtype Input
  /// The element type sent downstream.
  associatedtype Output

  /// Answers one input; the sink runs it one input at a time, only while the subscription is
  /// live.
  ///
  /// A rule reaches the sink and lifetime through `sources`, never through its own `rule`: the
  /// rule is being mutated in place. Once the rule has called ``MultiSourceSink/finish(_:)``,
  /// no further input reaches it.
  mutating func handle(_ input: Input, _ sources: MultiSourceSink<Self>)

  /// Lets go of what the rule holds (buffers, latest values, waiting sources) once the
  /// subscription is over: right after the input that finished it, or at the first input
  /// that finds it disposed.
  mutating func release()
}

extension MultiSourceRule {
  /// Holds nothing worth letting go of early.
  @inlinable
  mutating func release() {}
}

/// The skeleton every operator with several sources shares: the downstream sink and lifetime,
/// the stopped flag, and the rule it hands each input to; the sink is its own ``Serializer``,
/// which its sources send to from whatever thread.
///
/// The prologue is here once: an input after the end is dropped, an input that finds the
/// subscription disposed stops it, and ``finish(_:)`` sends the terminal event (unless the
/// subscription is already disposed) and disposes it. The sink is generic over the rule, so the
/// rule's calls are specialised and direct on the per-event path.
@usableFromInline
final class MultiSourceSink<Rule: MultiSourceRule>: Serializer, @unchecked Sendable {
  // Safe to share: `rule` and `stopped` are touched only by `receive`, which runs one input at a
  // time; the rest never changes.
  @usableFromInline let sink: (Event<Rule.Output>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let queue = SerializerQueue<Rule.Input>.make()
  // The `var`s below belong to `receive`, which never runs twice at once nor re-entrantly, and
  // the rule never reaches `rule` again through this sink while it runs: the runtime's
  // exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var rule: Rule
  @usableFromInline @exclusivity(unchecked) var stopped = false

  /// The sink of one subscription; its sources send to it for as long as inputs may come.
  @inlinable
  init(_ sink: @escaping (Event<Rule.Output>) -> Void, _ lifetime: Lifetime, _ rule: Rule) {
    self.sink = sink
    self.lifetime = lifetime
    self.rule = rule
  }

  @inlinable
  func receive(_ input: Rule.Input) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      rule.release()
      return
    }
    rule.handle(input, self)
    if stopped { rule.release() }
  }

  /// Ends the subscription with the terminal `event`.
  ///
  /// Sends `event` unless the subscription is already disposed, then disposes it; the rule
  /// sees no input after this one.
  @inlinable
  func finish(_ event: Event<Rule.Output>) {
    stopped = true
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
