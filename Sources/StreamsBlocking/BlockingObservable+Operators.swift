import Streams

extension BlockingObservable {
  /// Waits for the sequence to complete and returns every element.
  ///
  ///     --1--2--|  toArray()   [1, 2]
  ///
  /// - Returns: the elements, in order.
  /// - Throws: the error the sequence fails with, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    try materializeResult().elementsOrThrow()
  }

  /// Waits for the first element and returns it, disposing the subscription.
  ///
  ///     --1--2--|  first()   1      ----|  first()   nil
  ///
  /// - Returns: the first element, or `nil` when the sequence completes empty.
  /// - Throws: the error the sequence fails with before its first element, or
  ///   `RxError.timeout`.
  public func first() throws -> Element? {
    try materializeResult(max: 1).elementsOrThrow().first
  }

  /// Waits for the sequence to complete and returns its last element.
  ///
  ///     --1--2--|  last()   2      ----|  last()   nil
  ///
  /// - Returns: the last element, or `nil` when the sequence completes empty.
  /// - Throws: the error the sequence fails with, or `RxError.timeout`.
  public func last() throws -> Element? {
    try materializeResult().elementsOrThrow().last
  }

  /// Waits for the sequence to complete and returns its only element.
  ///
  ///     --1--|  single()   1      --1--2--|  single()   throws moreThanOneElement
  ///
  /// - Returns: the one element.
  /// - Throws: `RxError.noElements` when it completes empty, `RxError.moreThanOneElement` as
  ///   soon as a second element arrives, the error the sequence fails with, or
  ///   `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the sequence to complete and returns its only element that satisfies
  /// `predicate`.
  ///
  ///     --1--2--3--|  single { $0 % 2 == 0 }   2
  ///
  /// - Parameter predicate: decides which elements count.
  /// - Returns: the one matching element.
  /// - Throws: `RxError.noElements` when none matches, `RxError.moreThanOneElement` as soon as
  ///   a second one matches, the error `predicate` or the sequence throws, or
  ///   `RxError.timeout`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let elements = try materializeResult(max: 2, predicate: predicate).elementsOrThrow()
    if elements.count > 1 { throw RxError.moreThanOneElement }
    guard let element = elements.first else { throw RxError.noElements }
    return element
  }

  /// Waits for the sequence to end and returns what it sent, never throwing.
  ///
  ///     --1--2--|  materialize()   .completed(elements: [1, 2])
  ///     --1--#    materialize()   .failed(elements: [1], error: e)
  ///
  /// - Returns: the elements and how the sequence ended; a timeout is a failure with
  ///   `RxError.timeout` and the elements received until then.
  public func materialize() -> MaterializedSequenceResult<Element> {
    materializeResult()
  }
}

/// How a sequence waited for by ``BlockingObservable/materialize()`` ended, with the elements
/// it sent.
public enum MaterializedSequenceResult<Element> {
  /// The sequence completed after sending `elements`.
  case completed(elements: [Element])
  /// The sequence failed with `error` after sending `elements`.
  case failed(elements: [Element], error: Swift.Error)
}

extension MaterializedSequenceResult {
  /// The elements, or the error.
  func elementsOrThrow() throws -> [Element] {
    switch self {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }
}

// Unchecked because `any Error` is not `Sendable`; errors are treated as immutable values.
extension MaterializedSequenceResult: @unchecked Sendable where Element: Sendable {}
