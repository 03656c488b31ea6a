extension ObservableType {
  /// A sequence that emits `element` over and over, without end.
  ///
  /// With the default scheduler the elements are sent on the thread's trampoline, one per turn,
  /// in a loop that checks for disposal before each one, so `repeatElement(1).take(3)` stops
  /// after three. On another scheduler each element is one scheduled action.
  ///
  ///     repeatElement(1)   1111…
  ///
  /// - Parameters:
  ///   - element: the element to repeat.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the endless sequence; only disposal stops it.
  @inlinable
  public static func repeatElement(
    _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    guard !(scheduler is CurrentThreadScheduler) else {
      return Observable(startsTrampoline: false) { sink, lifetime in
        Trampoline.subscribe(RepeatingSteps(element), sink, lifetime)
      }
    }
    return Observable { sink, lifetime in
      lifetime.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          if lifetime.isDisposed { return }
          sink(.next(element))
          recurse(())
        })
    }
  }
}
