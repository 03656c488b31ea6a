extension ObservableType {
  /// A sequence that runs a state machine: emits each state while `condition` holds, moving on
  /// with `iterate`.
  ///
  /// `iterate` runs only when the next state is wanted, so a subscription disposed after an
  /// element never computes the state after it. With the default scheduler the states are
  /// sent on the thread's trampoline, one per turn, in a loop that checks for disposal; on
  /// another scheduler each state is one scheduled action.
  ///
  ///     generate(initialState: 1, condition: { $0 < 4 }, iterate: { $0 + 1 })   123|
  ///
  /// - Parameters:
  ///   - initialState: the first state.
  ///   - condition: whether a state is emitted; the first `false` completes the sequence.
  ///   - scheduler: where the states are sent.
  ///   - iterate: computes the next state from the current one.
  /// - Returns: the sequence of states; a thrown error from `condition` or `iterate` ends it.
  @inlinable
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    let steps = GenerateSteps(state: initialState, condition: condition, iterate: iterate)
    guard !(scheduler is CurrentThreadScheduler) else {
      return Observable(startsTrampoline: false) { sink, lifetime in
        Trampoline.subscribe(steps, sink, lifetime)
      }
    }
    return Observable { sink, lifetime in
      var steps = steps
      lifetime.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          if lifetime.isDisposed { return }
          if steps.send(to: sink) { recurse(()) } else { lifetime.dispose() }
        })
    }
  }
}

/// The states of `generate`: advance (except the first time), then send the state or complete.
@usableFromInline
struct GenerateSteps<Element>: SynchronousSteps {
  @usableFromInline var state: Element
  @usableFromInline var isFirst = true
  @usableFromInline let condition: (Element) throws -> Bool
  @usableFromInline let iterate: (Element) throws -> Element

  @inlinable
  init(
    state: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element
  ) {
    self.state = state
    self.condition = condition
    self.iterate = iterate
  }

  @inlinable
  mutating func send(to sink: (Event<Element>) -> Void) -> Bool {
    do {
      if isFirst { isFirst = false } else { state = try iterate(state) }
      if try condition(state) {
        sink(.next(state))
        return true
      }
      sink(.completed)
    } catch {
      sink(.error(error))
    }
    return false
  }
}
