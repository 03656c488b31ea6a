/// When a test observable was subscribed and when that subscription ended.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
  /// The virtual time of the subscription.
  public let subscribe: TestTime
  /// The virtual time it was disposed, or `Int.max` while it is live.
  public let unsubscribe: TestTime

  /// A subscription that is still live.
  ///
  /// - Parameter subscribe: the virtual time of the subscription.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, Int.max)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// A description such as `(200, 450)` or `(200, ∞)`.
  public var debugDescription: String {
    let end = unsubscribe == Int.max ? "∞" : "\(unsubscribe)"
    return "(\(subscribe), \(end))"
  }
}
