/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
  /// Each connection gets its own subject.
  ///
  /// When the last subscriber leaves, or the source terminates, the connection and its subject
  /// are dropped; the next subscriber subscribes to the source again, with nothing replayed
  /// from before. `retry` and `repeat` after `share` work as expected. The recommended default.
  case whileConnected

  /// One subject serves every connection, for ever.
  ///
  /// After the last subscriber leaves, the subject keeps its replay buffer, and a later
  /// subscriber may get those stale elements before the next connection's. After the source
  /// terminates, every later subscriber gets the replay and the terminal event at once, and
  /// the source is never subscribed again.
  case forever
}

extension ObservableType {
  /// A sequence that shares one subscription to the source among its subscribers, replaying
  /// the latest `replay` elements to each new one.
  ///
  /// The source is subscribed when the first subscriber arrives and disposed when the last
  /// leaves, as `multicast(…).refCount()` would (`.whileConnected` is built as one object that
  /// chooses and counts each subscriber's connection in one step). Subscribers may come and go
  /// on any thread.
  ///
  ///     --1--2--3--|  share(replay: 1), second subscriber after 2   2--3--|
  ///
  /// - Parameters:
  ///   - replay: how many of the latest elements a new subscriber gets; 0 for none.
  ///   - scope: whether each connection gets a fresh subject (`.whileConnected`) or one subject
  ///     serves them all (`.forever`).
  /// - Returns: the shared sequence.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    switch scope {
    case .forever:
      if replay <= 0 { return multicast(PublishSubject<Element>()).refCount() }
      return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
    case .whileConnected:
      if replay <= 0 {
        return ShareWhileConnected(source: asObservable(), policy: PublishPolicy<Element>())
          .observable()
      }
      return ShareWhileConnected(
        source: asObservable(), policy: ReplayPolicy<Element>(capacity: replay)
      ).observable()
    }
  }
}
