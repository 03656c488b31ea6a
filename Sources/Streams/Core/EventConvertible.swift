/// A type that stands for one ``Event``, so that a sequence of them can be dematerialized.
///
/// ``Event`` itself conforms; `dematerialize()` is available on every sequence whose elements
/// conform.
public protocol EventConvertible {
  /// The element type of the event.
  associatedtype Element

  /// The event this value stands for.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// This event.
  @inlinable
  public var event: Event<Element> { self }
}
