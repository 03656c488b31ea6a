/// RxSwift's module name as a namespace, so qualified names written for RxSwift resolve:
/// `RxSwift.Observable<Int>`, `RxSwift.Disposable`, `RxSwift.Single<User>`.
///
/// Each member is an alias of the Streams type of the same name.
public enum RxSwift {
  /// `AnyObserver`.
  public typealias AnyObserver = Streams.AnyObserver
  /// `AsyncSubject`.
  public typealias AsyncSubject = Streams.AsyncSubject
  /// `BehaviorSubject`.
  public typealias BehaviorSubject = Streams.BehaviorSubject
  /// `Binder`.
  public typealias Binder = Streams.Binder
  /// `BooleanDisposable`.
  public typealias BooleanDisposable = Streams.BooleanDisposable
  /// `Cancelable`.
  public typealias Cancelable = Streams.Cancelable
  /// `Completable`.
  public typealias Completable = Streams.Completable
  /// `CompletableEvent`.
  public typealias CompletableEvent = Streams.CompletableEvent
  /// `CompositeDisposable`.
  public typealias CompositeDisposable = Streams.CompositeDisposable
  /// `ConcurrentDispatchQueueScheduler`.
  public typealias ConcurrentDispatchQueueScheduler = Streams.ConcurrentDispatchQueueScheduler
  /// `ConcurrentMainScheduler`.
  public typealias ConcurrentMainScheduler = Streams.ConcurrentMainScheduler
  /// `ConnectableObservable`.
  public typealias ConnectableObservable = Streams.ConnectableObservable
  /// `ConnectableObservableType`.
  public typealias ConnectableObservableType = Streams.ConnectableObservableType
  /// `CurrentThreadScheduler`.
  public typealias CurrentThreadScheduler = Streams.CurrentThreadScheduler
  /// `Disposable`.
  public typealias Disposable = Streams.Disposable
  /// `Disposables`.
  public typealias Disposables = Streams.Disposables
  /// `DisposeBag`.
  public typealias DisposeBag = Streams.DisposeBag
  /// `Event`.
  public typealias Event = Streams.Event
  /// `Hooks`.
  public typealias Hooks = Streams.Hooks
  /// `ImmediateSchedulerType`.
  public typealias ImmediateSchedulerType = Streams.ImmediateSchedulerType
  /// `Infallible`.
  public typealias Infallible = Streams.Infallible
  /// `MainScheduler`.
  public typealias MainScheduler = Streams.MainScheduler
  /// `Maybe`.
  public typealias Maybe = Streams.Maybe
  /// `MaybeEvent`.
  public typealias MaybeEvent = Streams.MaybeEvent
  /// `Observable`.
  public typealias Observable = Streams.Observable
  /// `ObservableConvertibleType`.
  public typealias ObservableConvertibleType = Streams.ObservableConvertibleType
  /// `ObservableType`.
  public typealias ObservableType = Streams.ObservableType
  /// `ObserverType`.
  public typealias ObserverType = Streams.ObserverType
  /// `OperationQueueScheduler`.
  public typealias OperationQueueScheduler = Streams.OperationQueueScheduler
  /// `PrimitiveSequence`.
  public typealias PrimitiveSequence = Streams.PrimitiveSequence
  /// `PrimitiveSequenceType`.
  public typealias PrimitiveSequenceType = Streams.PrimitiveSequenceType
  /// `PublishSubject`.
  public typealias PublishSubject = Streams.PublishSubject
  /// `Reactive`.
  public typealias Reactive = Streams.Reactive
  /// `ReactiveCompatible`.
  public typealias ReactiveCompatible = Streams.ReactiveCompatible
  /// `RefCountDisposable`.
  public typealias RefCountDisposable = Streams.RefCountDisposable
  /// `ReplaySubject`.
  public typealias ReplaySubject = Streams.ReplaySubject
  /// `RxError`.
  public typealias RxError = Streams.RxError
  /// `RxTimeInterval`.
  public typealias RxTimeInterval = Streams.RxTimeInterval
  /// `ScheduledDisposable`.
  public typealias ScheduledDisposable = Streams.ScheduledDisposable
  /// `SchedulerType`.
  public typealias SchedulerType = Streams.SchedulerType
  /// `SerialDispatchQueueScheduler`.
  public typealias SerialDispatchQueueScheduler = Streams.SerialDispatchQueueScheduler
  /// `SerialDisposable`.
  public typealias SerialDisposable = Streams.SerialDisposable
  /// `Single`.
  public typealias Single = Streams.Single
  /// `SingleAssignmentDisposable`.
  public typealias SingleAssignmentDisposable = Streams.SingleAssignmentDisposable
  /// `SingleEvent`.
  public typealias SingleEvent = Streams.SingleEvent
  /// `SubjectType`.
  public typealias SubjectType = Streams.SubjectType
}
