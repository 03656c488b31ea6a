/// One notification of a sequence: an element, or the error or completion that ends it.
///
/// Every observer sees `next* (error | completed)?`: any number of elements, then at most one
/// terminal event, and nothing after it.
@frozen
public enum Event<Element> {
  /// The next element.
  case next(Element)
  /// The sequence failed with an error; nothing follows.
  case error(Swift.Error)
  /// The sequence finished; nothing follows.
  case completed

  /// The element, when this is `.next`.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error, when this is `.error`.
  @inlinable
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.completed`.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Whether this event ends the sequence (`.error` or `.completed`).
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The same event with its element transformed.
  ///
  /// - Parameter transform: applied to the element of a `.next` event.
  /// - Returns: the transformed event, or `.error` when `transform` throws.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
  /// A description such as `next(1)`, `error(timeout)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}
