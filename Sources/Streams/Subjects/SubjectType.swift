/// A sequence that is also an observer: what it is sent, it broadcasts to its subscribers.
///
/// ``PublishSubject``, ``BehaviorSubject``, ``ReplaySubject`` and ``AsyncSubject`` conform;
/// `multicast(_:)` and `multicast(makeSubject:)` accept any conforming type.
public protocol SubjectType: ObservableType {
  /// The observer side of the subject; usually the subject itself.
  associatedtype Observer: ObserverType

  /// The observer that sends events into the subject.
  ///
  /// - Returns: the observer side of the subject.
  func asObserver() -> Observer
}
