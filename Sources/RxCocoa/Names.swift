// `import RxCocoa`: RxCocoa's platform-independent names, and RxRelay's, which RxCocoa
// re-exports (it does not re-export RxSwift). Each is an alias of the Streams type of the same
// name. RxCocoa's UIKit and AppKit extensions, delegate proxies and KVO are not here.

@_exported import RxRelay
import Streams

/// RxCocoa's `ControlEvent`: `Streams.ControlEvent`.
public typealias ControlEvent = Streams.ControlEvent
/// RxCocoa's `ControlEventType`: `Streams.ControlEventType`.
public typealias ControlEventType = Streams.ControlEventType
/// RxCocoa's `ControlProperty`: `Streams.ControlProperty`.
public typealias ControlProperty = Streams.ControlProperty
/// RxCocoa's `ControlPropertyType`: `Streams.ControlPropertyType`.
public typealias ControlPropertyType = Streams.ControlPropertyType
/// RxCocoa's `Driver`: `Streams.Driver`.
public typealias Driver = Streams.Driver
/// RxCocoa's `DriverSharingStrategy`: `Streams.DriverSharingStrategy`.
public typealias DriverSharingStrategy = Streams.DriverSharingStrategy
/// RxCocoa's `SharedSequence`: `Streams.SharedSequence`.
public typealias SharedSequence = Streams.SharedSequence
/// RxCocoa's `SharedSequenceConvertibleType`: `Streams.SharedSequenceConvertibleType`.
public typealias SharedSequenceConvertibleType = Streams.SharedSequenceConvertibleType
/// RxCocoa's `SharingScheduler`: `Streams.SharingScheduler`.
public typealias SharingScheduler = Streams.SharingScheduler
/// RxCocoa's `SharingStrategyProtocol`: `Streams.SharingStrategyProtocol`.
public typealias SharingStrategyProtocol = Streams.SharingStrategyProtocol
/// RxCocoa's `Signal`: `Streams.Signal`.
public typealias Signal = Streams.Signal
/// RxCocoa's `SignalSharingStrategy`: `Streams.SignalSharingStrategy`.
public typealias SignalSharingStrategy = Streams.SignalSharingStrategy

/// Deprecated: use `SharingScheduler.mock(scheduler:action:)`.
///
/// - Parameters:
///   - scheduler: the scheduler drivers and signals use while `action` runs.
///   - action: the test.
@available(*, deprecated, renamed: "SharingScheduler.mock(scheduler:action:)")
public func driveOnScheduler(_ scheduler: SchedulerType, action: () -> Void) {
  SharingScheduler.mock(scheduler: scheduler, action: action)
}
