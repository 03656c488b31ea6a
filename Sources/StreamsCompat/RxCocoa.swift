/// RxCocoa's module name as a namespace for its platform-independent types, so qualified names
/// written for RxCocoa resolve: `RxCocoa.Driver<String>`, `RxCocoa.ControlProperty<String?>`.
///
/// Each member is an alias of the Streams type of the same name. RxCocoa's UIKit and AppKit
/// extensions (`button.rx.tap`, `label.rx.text`) are not here.
public enum RxCocoa {
  /// `BehaviorRelay`, which RxCocoa re-exports from RxRelay.
  public typealias BehaviorRelay = Streams.BehaviorRelay
  /// `Binder`.
  public typealias Binder = Streams.Binder
  /// `ControlEvent`.
  public typealias ControlEvent = Streams.ControlEvent
  /// `ControlEventType`.
  public typealias ControlEventType = Streams.ControlEventType
  /// `ControlProperty`.
  public typealias ControlProperty = Streams.ControlProperty
  /// `ControlPropertyType`.
  public typealias ControlPropertyType = Streams.ControlPropertyType
  /// `Driver`.
  public typealias Driver = Streams.Driver
  /// `DriverSharingStrategy`.
  public typealias DriverSharingStrategy = Streams.DriverSharingStrategy
  /// `PublishRelay`, which RxCocoa re-exports from RxRelay.
  public typealias PublishRelay = Streams.PublishRelay
  /// `SharedSequence`.
  public typealias SharedSequence = Streams.SharedSequence
  /// `SharedSequenceConvertibleType`.
  public typealias SharedSequenceConvertibleType = Streams.SharedSequenceConvertibleType
  /// `SharingScheduler`.
  public typealias SharingScheduler = Streams.SharingScheduler
  /// `SharingStrategyProtocol`.
  public typealias SharingStrategyProtocol = Streams.SharingStrategyProtocol
  /// `Signal`.
  public typealias Signal = Streams.Signal
  /// `SignalSharingStrategy`.
  public typealias SignalSharingStrategy = Streams.SignalSharingStrategy
}
