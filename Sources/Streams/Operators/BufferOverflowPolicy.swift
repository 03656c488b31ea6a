/// What ``ObservableType/observe(on:bufferLimit:whenFull:)`` does with an element that finds
/// its buffer full: the observer is slower than the source.
public enum BufferOverflowPolicy: Sendable, Hashable {
  /// Drops the oldest element waiting and keeps the new one: the observer sees the latest
  /// elements (a price ticker, a progress value).
  case dropOldest
  /// Drops the new element and keeps those waiting: the observer sees the earliest ones.
  case dropNewest
  /// Fails the sequence with ``BufferOverflowError`` in place of the new element, after the
  /// elements waiting, and stops the source: nothing may be lost.
  case fail
}

/// The error of ``ObservableType/observe(on:bufferLimit:whenFull:)`` with
/// ``BufferOverflowPolicy/fail`` when an element finds the buffer full.
public struct BufferOverflowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The buffer's limit, in elements.
  public let limit: Int

  /// Creates the error.
  ///
  /// - Parameter limit: the buffer's limit, in elements.
  public init(limit: Int) {
    self.limit = limit
  }

  /// What happened, with the limit.
  public var description: String {
    "The observer fell behind: \(limit) elements were already waiting for it when another "
      + "arrived (observe(on:bufferLimit:whenFull: .fail))."
  }
}
