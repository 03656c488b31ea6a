extension ObservableType {
  /// A sequence of one element.
  ///
  ///     just(1)   1|
  ///
  /// - Parameter element: the element to emit before completing.
  /// - Returns: the sequence.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Observable(startsTrampoline: false) { sink, lifetime in
      sink(.next(element))
      if lifetime.isDisposed { return }
      sink(.completed)
      lifetime.dispose()
    }
  }

  /// A sequence of one element, emitted on `scheduler`.
  ///
  /// The element and the completion are sent by two scheduled actions, one after the other, as
  /// in RxSwift: on a `TestScheduler` started at 200, `next(201)` then `completed(202)`.
  ///
  ///     just(1, scheduler: s)   -1-|  (each on s)
  ///
  /// - Parameters:
  ///   - element: the element to emit before completing.
  ///   - scheduler: where the element and the completion are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      lifetime.add(
        scheduler.schedule(()) { _ in
          if lifetime.isDisposed { return Disposables.create() }
          sink(.next(element))
          if lifetime.isDisposed { return Disposables.create() }
          // Disposing the first action (the lifetime holds it) cancels this one.
          return scheduler.schedule(()) { _ in
            if lifetime.isDisposed { return Disposables.create() }
            sink(.completed)
            lifetime.dispose()
            return Disposables.create()
          }
        })
    }
  }
}
