extension InfallibleType {
  /// Shares one subscription to this infallible among all subscribers, replaying the latest
  /// `replay` elements to each new one.
  ///
  ///     --1--2--  share(replay: 1)  late subscriber: 2--
  ///
  /// - Parameters:
  ///   - replay: how many of the latest elements a new subscriber gets at once.
  ///   - scope: whether the replay buffer outlives the shared subscription.
  /// - Returns: the shared infallible.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }
}
