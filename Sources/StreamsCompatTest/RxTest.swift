/// RxTest's module name as a namespace, so qualified names written for RxTest resolve:
/// `RxTest.TestScheduler`, `RxTest.Recorded<Event<Int>>`.
///
/// Each member is an alias of the StreamsTest type of the same name.
public enum RxTest {
  /// `Recorded`.
  public typealias Recorded = StreamsTest.Recorded
  /// `Subscription`.
  public typealias Subscription = StreamsTest.Subscription
  /// `TestScheduler`.
  public typealias TestScheduler = StreamsTest.TestScheduler
  /// `TestableObservable`.
  public typealias TestableObservable = StreamsTest.TestableObservable
  /// `TestableObserver`.
  public typealias TestableObserver = StreamsTest.TestableObserver
  /// `TestTime`.
  public typealias TestTime = StreamsTest.TestTime
}
