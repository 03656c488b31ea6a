/// RxSwift's base class for disposables: an instance counts as one live resource in builds
/// with `TRACE_RESOURCES`, from its `init` to its `deinit`.
///
/// Subclass it for a disposable of your own whose instances `Resources.total` should count
/// (a leak then shows up in the same before-and-after check as the library's own). Streams' own
/// disposables count themselves without it. In release builds it costs nothing.
///
/// ```swift
/// final class Ticket: DisposeBase, Disposable {
///   func dispose() { … }
/// }
/// ```
open class DisposeBase {
  /// Creates the object and, with `TRACE_RESOURCES`, counts it in `Resources.total`.
  public init() { Resources.increment() }

  deinit { Resources.decrement() }
}
