/// RxRelay's module name as a namespace, so qualified names written for RxRelay resolve:
/// `RxRelay.BehaviorRelay<[Item]>`, `RxRelay.PublishRelay<Void>`.
///
/// Each member is an alias of the Streams type of the same name.
public enum RxRelay {
  /// `BehaviorRelay`.
  public typealias BehaviorRelay = Streams.BehaviorRelay
  /// `PublishRelay`.
  public typealias PublishRelay = Streams.PublishRelay
  /// `ReplayRelay`.
  public typealias ReplayRelay = Streams.ReplayRelay
}
