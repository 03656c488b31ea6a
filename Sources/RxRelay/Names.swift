// `import RxRelay`: the relays, RxRelay's names and no others (RxRelay does not re-export
// RxSwift). Each is an alias of the Streams type of the same name; `bind(to:)` into a relay
// comes with the types.

@_exported import Dispatch
@_exported import Foundation
import Streams

/// RxRelay's `BehaviorRelay`: `Streams.BehaviorRelay`.
public typealias BehaviorRelay = Streams.BehaviorRelay
/// RxRelay's `PublishRelay`: `Streams.PublishRelay`.
public typealias PublishRelay = Streams.PublishRelay
/// RxRelay's `ReplayRelay`: `Streams.ReplayRelay`.
public typealias ReplayRelay = Streams.ReplayRelay
