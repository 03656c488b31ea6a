/// A push-based sequence that observers subscribe to.
///
/// Operators are defined on this protocol, so subjects, traits and ``Observable`` share them.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence.
  ///
  /// - Parameter observer: receives `next* (error | completed)?`.
  /// - Returns: the subscription; disposing it stops the sequence for this observer and
  ///   releases its resources.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// A sequence that subscribes through ``subscribe(_:)``.
  ///
  /// Types conforming outside Streams get this default; Streams' own types return themselves.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
