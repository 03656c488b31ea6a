extension ObservableType {
  /// A sequence that runs a state machine: emits each state while `condition` holds, moving on
  /// with `iterate`.
  ///
  /// `iterate` runs only when the next state is wanted, so a subscription disposed after an
  /// element never computes the state after it. With the default scheduler the states are
  /// sent synchronously in a loop that checks for disposal; on another scheduler each state is
  /// one scheduled action.
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
    Observable { sink, lifetime in
      var state = initialState
      var isFirst = true
      // One step: advance (except the first time), then emit or complete. False when over.
      let step = { () -> Bool in
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
        lifetime.dispose()
        return false
      }
      guard !(scheduler is CurrentThreadScheduler) else {
        while !lifetime.isDisposed, step() {}
        return
      }
      lifetime.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          if lifetime.isDisposed { return }
          if step() { recurse(()) }
        })
    }
  }
}
