extension ImmediateSchedulerType {
  /// Schedules `action` repeatedly: each run may ask for another with `recurse`.
  ///
  /// Recursion is iterative, so a long chain of `recurse` calls never grows the stack on a
  /// scheduler that runs work synchronously.
  ///
  /// - Returns: a disposable that stops further runs.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursion = RecursiveScheduling(scheduler: self, action: action)
    recursion.schedule(state)
    return recursion.disposable
  }
}

/// Drives `scheduleRecursive`; a `recurse` call made while the action runs is taken by a loop.
final class RecursiveScheduling<State>: @unchecked Sendable {
  // Safe to share: each step's `key`/`started` pair is read and written only under `lock`
  // (the step may run on another thread before `schedule` returns); the action runs one step
  // at a time, each step scheduled by the previous one.
  private let scheduler: ImmediateSchedulerType
  private let action: (State, (State) -> Void) -> Void
  let disposable = CompositeDisposable()
  private let lock = Lock()

  init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    var key: CompositeDisposable.DisposeKey?
    var started = false
    let scheduled = scheduler.schedule(state) { [self] state in
      let finished = self.lock.withLock { () -> CompositeDisposable.DisposeKey? in
        started = true
        return key
      }
      if let finished { self.disposable.remove(for: finished) }
      if self.disposable.isDisposed { return Disposables.create() }
      self.action(state) { next in self.schedule(next) }
      return Disposables.create()
    }
    let inserted = disposable.insert(scheduled)
    // A step that already started will not remove itself: drop it here instead.
    let stale = lock.withLock { () -> CompositeDisposable.DisposeKey? in
      if started { return inserted }
      key = inserted
      return nil
    }
    if let stale { disposable.remove(for: stale) }
  }
}
