/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType {
  /// The type of element the sequence produces.
  associatedtype Element

  /// The sequence this value stands for.
  func asObservable() -> Observable<Element>
}
