extension ObservableType where Element: Sendable {
  /// A sequence whose subscriptions each run `produce` in a new `Task`, emitting into an
  /// observer.
  ///
  ///     create { o in o.onNext(1); try await work(); o.onNext(2) }   -1--2|
  ///
  /// Returning from `produce` completes the sequence; throwing fails it. Disposing the
  /// subscription cancels the task, so `Task.isCancelled`, `Task.checkCancellation()` and
  /// cancellable awaits inside `produce` see it; what it sends afterwards is dropped. Events are
  /// delivered on the task's executor: add `observe(on:)` to move them.
  ///
  /// The synchronous `create` is chosen for closures that return a `Disposable`; this one for
  /// closures that return nothing, typically because they `await`.
  ///
  /// - Parameters:
  ///   - priority: the priority of the task; `nil` for the default.
  ///   - produce: the producer, run once per subscription.
  /// - Returns: the sequence.
  @inlinable
  public static func create(
    priority: TaskPriority? = nil,
    _ produce: @escaping @Sendable (TaskObserver<Element>) async throws -> Void
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      let observer = TaskObserver(TaskEmitter(sink, lifetime))
      let task = Task(priority: priority) {
        do {
          try await produce(observer)
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      lifetime.onDispose { task.cancel() }
    }
  }
}
