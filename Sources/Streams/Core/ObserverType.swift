/// A type that receives the events of a sequence.
public protocol ObserverType {
  /// The type of element received.
  associatedtype Element

  /// Receives one event.
  ///
  /// - Parameter event: the next element, or the terminal event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  @inlinable
  public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  @inlinable
  public func onError(_ error: Swift.Error) { on(.error(error)) }
}
