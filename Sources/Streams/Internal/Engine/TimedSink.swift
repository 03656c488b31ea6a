/// What one time-based operator does with each upstream event and timer tick: its own state
/// and logic, and nothing else.
///
/// ``TimedSink`` holds what debounce, throttle, buffer, delay and timeout share;
/// the rule is a value it owns and hands every input to, one at a time.
@usableFromInline
protocol TimedRule {
  /// The upstream's element type.
  associatedtype Element
  /// The element type sent downstream.
  associatedtype Output = Element

  /// Answers one input; the serializer runs it one input at a time, only while the
  /// subscription is live.
  ///
  /// A rule reaches the sink, lifetime, scheduler and timer through `timed`, never its
  /// `rule`: the rule is being mutated in place.
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>)

  /// Lets go of what the rule holds, when an input arrives after the subscription is over.
  mutating func release()
}

extension TimedRule {
  /// Holds nothing worth letting go of early.
  @inlinable
  mutating func release() {}
}

/// The skeleton every time-based operator shares: the downstream sink and lifetime, the
/// scheduler, one re-armable timer tied to the lifetime; the sink is its own serializer
/// (``Serializer``), which keeps upstream events (the upstream's thread) and ticks (the
/// scheduler's) from overlapping.
///
/// The operator's own rule gets each input the sink receives; the sink is generic over the
/// rule, so the rule's calls are specialised and direct on the per-event path.
@usableFromInline
final class TimedSink<Rule: TimedRule>: Serializer, @unchecked Sendable {
  // Safe to share: `rule` is touched only by `receive`, which runs one input at a time;
  // every other property is immutable or thread-safe.
  @usableFromInline let sink: (Event<Rule.Output>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  /// The inputs in flight (the object is its own ``Serializer``).
  @usableFromInline let queue = SerializerQueue<TimedInput<Rule.Element>>.make()
  // Unchecked: only `receive` accesses it, one input at a time, and the rule it calls never
  // reaches it again through this sink, so no two accesses overlap.
  @usableFromInline @exclusivity(unchecked) var rule: Rule

  @inlinable
  init(
    _ sink: @escaping (Event<Rule.Output>) -> Void, _ lifetime: Lifetime,
    _ scheduler: SchedulerType, _ rule: Rule
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.scheduler = scheduler
    self.rule = rule
    lifetime.add(timer)
  }

  /// The upstream's sink.
  @inlinable
  func on(_ event: Event<Rule.Element>) { send(.event(event)) }

  @inlinable
  func receive(_ input: TimedInput<Rule.Element>) {
    if lifetime.isDisposed {
      rule.release()
      return
    }
    rule.handle(input, self)
  }

  /// Arms the timer to send `.tick(tick)` after `dueTime`, replacing the pending one.
  @inlinable
  func arm(_ tick: UInt64, after dueTime: RxTimeInterval) {
    timer.disposable = scheduler.scheduleRelative(tick, dueTime: dueTime) { [self] tick in
      self.send(.tick(tick))
      return Disposables.create()
    }
  }

  /// Sends the terminal `event` downstream and ends the subscription.
  @inlinable
  func end(_ event: Event<Rule.Output>) {
    sink(event)
    lifetime.dispose()
  }
}
