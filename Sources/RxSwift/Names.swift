import Streams

/// RxSwift's `AnyObserver`: `Streams.AnyObserver`.
public typealias AnyObserver = Streams.AnyObserver
/// RxSwift's `AsyncSubject`: `Streams.AsyncSubject`.
public typealias AsyncSubject = Streams.AsyncSubject
/// RxSwift's `BehaviorSubject`: `Streams.BehaviorSubject`.
public typealias BehaviorSubject = Streams.BehaviorSubject
/// RxSwift's `Binder`: `Streams.Binder`.
public typealias Binder = Streams.Binder
/// RxSwift's `BooleanDisposable`: `Streams.BooleanDisposable`.
public typealias BooleanDisposable = Streams.BooleanDisposable
/// RxSwift's `Cancelable`: `Streams.Cancelable`.
public typealias Cancelable = Streams.Cancelable
/// RxSwift's `Completable`: `Streams.Completable`.
public typealias Completable = Streams.Completable
/// RxSwift's `CompletableEvent`: `Streams.CompletableEvent`.
public typealias CompletableEvent = Streams.CompletableEvent
/// RxSwift's `CompletableTrait`: `Streams.CompletableTrait`.
public typealias CompletableTrait = Streams.CompletableTrait
/// RxSwift's `CompositeDisposable`: `Streams.CompositeDisposable`.
public typealias CompositeDisposable = Streams.CompositeDisposable
/// RxSwift's `ConcurrentDispatchQueueScheduler`: `Streams.ConcurrentDispatchQueueScheduler`.
public typealias ConcurrentDispatchQueueScheduler = Streams.ConcurrentDispatchQueueScheduler
/// RxSwift's `ConcurrentMainScheduler`: `Streams.ConcurrentMainScheduler`.
public typealias ConcurrentMainScheduler = Streams.ConcurrentMainScheduler
/// RxSwift's `ConnectableObservable`: `Streams.ConnectableObservable`.
public typealias ConnectableObservable = Streams.ConnectableObservable
/// RxSwift's `ConnectableObservableType`: `Streams.ConnectableObservableType`.
public typealias ConnectableObservableType = Streams.ConnectableObservableType
/// RxSwift's `CurrentThreadScheduler`: `Streams.CurrentThreadScheduler`.
public typealias CurrentThreadScheduler = Streams.CurrentThreadScheduler
/// RxSwift's `DataDecoder`: `Streams.DataDecoder`.
public typealias DataDecoder = Streams.DataDecoder
/// RxSwift's `Disposable`: `Streams.Disposable`.
public typealias Disposable = Streams.Disposable
/// RxSwift's `Disposables`: `Streams.Disposables`.
public typealias Disposables = Streams.Disposables
/// RxSwift's `DisposeBag`: `Streams.DisposeBag`.
public typealias DisposeBag = Streams.DisposeBag
/// RxSwift's `DisposeBase`: `Streams.DisposeBase`.
public typealias DisposeBase = Streams.DisposeBase
/// RxSwift's `Event`: `Streams.Event`.
public typealias Event = Streams.Event
/// RxSwift's `EventConvertible`: `Streams.EventConvertible`.
public typealias EventConvertible = Streams.EventConvertible
/// RxSwift's `GroupedObservable`: `Streams.GroupedObservable`.
public typealias GroupedObservable = Streams.GroupedObservable
/// RxSwift's `HistoricalScheduler`: `Streams.HistoricalScheduler`.
public typealias HistoricalScheduler = Streams.HistoricalScheduler
/// RxSwift's `HistoricalSchedulerTimeConverter`: `Streams.HistoricalSchedulerTimeConverter`.
public typealias HistoricalSchedulerTimeConverter = Streams.HistoricalSchedulerTimeConverter
/// RxSwift's `Hooks`: `Streams.Hooks`.
public typealias Hooks = Streams.Hooks
/// RxSwift's `ImmediateSchedulerType`: `Streams.ImmediateSchedulerType`.
public typealias ImmediateSchedulerType = Streams.ImmediateSchedulerType
/// RxSwift's `Infallible`: `Streams.Infallible`.
public typealias Infallible = Streams.Infallible
/// RxSwift's `InfallibleEvent`: `Streams.InfallibleEvent`.
public typealias InfallibleEvent = Streams.InfallibleEvent
/// RxSwift's `InfallibleType`: `Streams.InfallibleType`.
public typealias InfallibleType = Streams.InfallibleType
/// RxSwift's `MainScheduler`: `Streams.MainScheduler`.
public typealias MainScheduler = Streams.MainScheduler
/// RxSwift's `Maybe`: `Streams.Maybe`.
public typealias Maybe = Streams.Maybe
/// RxSwift's `MaybeEvent`: `Streams.MaybeEvent`.
public typealias MaybeEvent = Streams.MaybeEvent
/// RxSwift's `MaybeTrait`: `Streams.MaybeTrait`.
public typealias MaybeTrait = Streams.MaybeTrait
/// RxSwift's `Observable`: `Streams.Observable`.
public typealias Observable = Streams.Observable
/// RxSwift's `ObservableConvertibleType`: `Streams.ObservableConvertibleType`.
public typealias ObservableConvertibleType = Streams.ObservableConvertibleType
/// RxSwift's `ObservableType`: `Streams.ObservableType`.
public typealias ObservableType = Streams.ObservableType
/// RxSwift's `ObserverType`: `Streams.ObserverType`.
public typealias ObserverType = Streams.ObserverType
/// RxSwift's `OperationQueueScheduler`: `Streams.OperationQueueScheduler`.
public typealias OperationQueueScheduler = Streams.OperationQueueScheduler
/// RxSwift's `PrimitiveSequence`: `Streams.PrimitiveSequence`.
public typealias PrimitiveSequence = Streams.PrimitiveSequence
/// RxSwift's `PrimitiveSequenceType`: `Streams.PrimitiveSequenceType`.
public typealias PrimitiveSequenceType = Streams.PrimitiveSequenceType
/// RxSwift's `PublishSubject`: `Streams.PublishSubject`.
public typealias PublishSubject = Streams.PublishSubject
/// RxSwift's `Reactive`: `Streams.Reactive`.
public typealias Reactive = Streams.Reactive
/// RxSwift's `ReactiveCompatible`: `Streams.ReactiveCompatible`.
public typealias ReactiveCompatible = Streams.ReactiveCompatible
/// RxSwift's `RefCountDisposable`: `Streams.RefCountDisposable`.
public typealias RefCountDisposable = Streams.RefCountDisposable
/// RxSwift's `ReplaySubject`: `Streams.ReplaySubject`.
public typealias ReplaySubject = Streams.ReplaySubject
/// RxSwift's `RxAbstractInteger`: `Streams.RxAbstractInteger`.
public typealias RxAbstractInteger = Streams.RxAbstractInteger
/// RxSwift's `RxError`: `Streams.RxError`.
public typealias RxError = Streams.RxError
/// RxSwift's `RxTime`: `Streams.RxTime`.
public typealias RxTime = Streams.RxTime
/// RxSwift's `RxTimeInterval`: `Streams.RxTimeInterval`.
public typealias RxTimeInterval = Streams.RxTimeInterval
/// RxSwift's `ScheduledDisposable`: `Streams.ScheduledDisposable`.
public typealias ScheduledDisposable = Streams.ScheduledDisposable
/// RxSwift's `SchedulerType`: `Streams.SchedulerType`.
public typealias SchedulerType = Streams.SchedulerType
/// RxSwift's `SerialDispatchQueueScheduler`: `Streams.SerialDispatchQueueScheduler`.
public typealias SerialDispatchQueueScheduler = Streams.SerialDispatchQueueScheduler
/// RxSwift's `SerialDisposable`: `Streams.SerialDisposable`.
public typealias SerialDisposable = Streams.SerialDisposable
/// RxSwift's `Single`: `Streams.Single`.
public typealias Single = Streams.Single
/// RxSwift's `SingleAssignmentDisposable`: `Streams.SingleAssignmentDisposable`.
public typealias SingleAssignmentDisposable = Streams.SingleAssignmentDisposable
/// RxSwift's `SingleEvent`: `Streams.SingleEvent`.
public typealias SingleEvent = Streams.SingleEvent
/// RxSwift's `SingleTrait`: `Streams.SingleTrait`.
public typealias SingleTrait = Streams.SingleTrait
/// RxSwift's `SubjectLifetimeScope`: `Streams.SubjectLifetimeScope`.
public typealias SubjectLifetimeScope = Streams.SubjectLifetimeScope
/// RxSwift's `SubjectType`: `Streams.SubjectType`.
public typealias SubjectType = Streams.SubjectType
/// RxSwift's `TakeBehavior`: `Streams.TakeBehavior`.
public typealias TakeBehavior = Streams.TakeBehavior
/// RxSwift's `VirtualTimeComparison`: `Streams.VirtualTimeComparison`.
public typealias VirtualTimeComparison = Streams.VirtualTimeComparison
/// RxSwift's `VirtualTimeConverterType`: `Streams.VirtualTimeConverterType`.
public typealias VirtualTimeConverterType = Streams.VirtualTimeConverterType
/// RxSwift's `VirtualTimeScheduler`: `Streams.VirtualTimeScheduler`.
public typealias VirtualTimeScheduler = Streams.VirtualTimeScheduler

#if TRACE_RESOURCES
/// RxSwift's `Resources`, in builds with `TRACE_RESOURCES` (this package's debug builds):
/// `Streams.Resources`, whose `total` counts live observables, subscriptions and sinks.
public typealias Resources = Streams.Resources
#endif
