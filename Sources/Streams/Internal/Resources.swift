/// Counts live Streams resources (observables, subscriptions, sinks) in debug builds.
///
/// Tests read ``total`` before and after a scenario: disposal must bring it back to where it
/// started, which proves that every closure and upstream reference was released. Release builds
/// compile the counting away, so it costs nothing in production.
@usableFromInline
package enum Resources {
  #if TRACE_RESOURCES
  private static let counter = AtomicCell<Int>(0)

  /// The number of resources alive right now, process-wide.
  package static var total: Int { counter.load(ordering: .acquiring) }

  @usableFromInline
  static func increment() { counter.add(1, ordering: .relaxed) }

  @usableFromInline
  static func decrement() { counter.subtract(1, ordering: .relaxed) }
  #else
  /// Always zero: resource tracing is compiled only into debug builds.
  package static var total: Int { 0 }

  @inlinable @inline(__always)
  static func increment() {}

  @inlinable @inline(__always)
  static func decrement() {}
  #endif
}
