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

/// RxBlocking's module name as a namespace, so qualified names written for RxBlocking resolve:
/// `RxBlocking.BlockingObservable<Int>`, `RxBlocking.MaterializedSequenceResult<Int>`.
///
/// Each member is an alias of the StreamsBlocking type of the same name.
public enum RxBlocking {
  /// `BlockingObservable`.
  public typealias BlockingObservable = StreamsBlocking.BlockingObservable
  /// `MaterializedSequenceResult`.
  public typealias MaterializedSequenceResult = StreamsBlocking.MaterializedSequenceResult
}
