/// An observer that applies each element to a target object, on a scheduler.
///
/// It holds the target weakly: once the target is gone, elements are dropped. Elements are
/// delivered on `scheduler` (the main queue by default: UI bindings). Completion is ignored.
/// A binding must not fail, but an error sent into a binder does not crash either (RxSwift
/// stops in debug builds): it goes to ``Hooks/defaultErrorHandler``.
///
///     --1--2--|  bind(to: Binder(label) { $0.text = "\($1)" })   label.text "1", then "2"
public struct Binder<Value>: ObserverType {
  @usableFromInline let binding: (Event<Value>) -> Void

  /// Creates a binder that applies elements to `target`.
  ///
  /// - Parameters:
  ///   - target: the object to update; held weakly.
  ///   - scheduler: where `binding` runs; `MainScheduler.instance` runs it at once when the
  ///     element arrives on the main queue while none of its work is queued or running, else
  ///     queues it there.
  ///   - binding: applies one element to the target.
  @inlinable
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
    binding: @escaping (Target, Value) -> Void
  ) {
    self.binding = { [weak target] event in
      switch event {
      case .next(let element):
        guard target != nil else { return }
        _ = scheduler.schedule(element) { [weak target] element in
          if let target { binding(target, element) }
          return Disposables.create()
        }
      case .error(let error):
        Hooks.unhandled(error)
      case .completed:
        break
      }
    }
  }

  /// Applies a `.next` element to the target on the scheduler; routes an error to
  /// ``Hooks/defaultErrorHandler``; ignores completion.
  ///
  /// - Parameter event: the event to handle.
  @inlinable
  public func on(_ event: Event<Value>) { binding(event) }

  /// This binder, type-erased.
  ///
  /// - Returns: an observer that forwards to this binder.
  @inlinable
  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: binding) }
}
