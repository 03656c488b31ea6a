#if TRACE_RESOURCES
/// Counts live Streams resources (observables, subscriptions, sinks) in debug builds.
///
/// Tests read ``total`` before and after a scenario: disposal must bring it back to where it
/// started, which proves that every closure and upstream reference was released. Release builds
/// compile the counting away, so it costs nothing in production. With `TRACE_RESOURCES` (debug
/// builds) the type is public, as RxSwift's is: see `Core/Resources+Public.swift`.
public enum Resources {}
#else
/// Counts nothing: resource tracing is compiled only into builds with `TRACE_RESOURCES`.
@usableFromInline
package enum Resources {}
#endif

extension Resources {
  #if TRACE_RESOURCES
  static let counter = AtomicCell<Int>(0)

  @usableFromInline
  static func increment() { counter.add(1, ordering: .relaxed) }

  @usableFromInline
  static func decrement() { counter.subtract(1, ordering: .relaxed) }
  #else
  /// Always zero: resource tracing is compiled only into debug builds.
  package static var total: Int32 { 0 }

  @inlinable @inline(__always)
  static func increment() {}

  @inlinable @inline(__always)
  static func decrement() {}
  #endif
}
