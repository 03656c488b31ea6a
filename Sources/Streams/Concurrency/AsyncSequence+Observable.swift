extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// The elements of this async sequence as an ``Observable``.
  ///
  ///     async 1, 2, 3, end   asObservable()   -1-2-3|
  ///
  /// Each subscription iterates the sequence anew in a new `Task`; disposing the subscription
  /// cancels that task. The sequence's end completes the observable and its error fails it.
  /// Events are delivered on the task's executor.
  ///
  /// - Parameter priority: the priority of the iterating task; `nil` for the default.
  /// - Returns: the observable.
  @inlinable
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.create(priority: priority) { observer in
      for try await element in self {
        if observer.isDisposed { return }
        observer.onNext(element)
      }
    }
  }
}
