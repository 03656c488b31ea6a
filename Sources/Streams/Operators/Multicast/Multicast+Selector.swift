extension ObservableType {
  /// Shares one subscription to the source, through a subject made per subscription, within
  /// the sequence `selector` builds from it.
  ///
  ///     --1--2--|  multicast({ PublishSubject() }, selector: { s in zip(s, s) { $0 + $1 } })  --2--4--|
  ///
  /// For each subscription, `subjectSelector` makes a subject, `selector` builds the result from
  /// a connectable sequence over it, the result is subscribed, and then the source is
  /// connected: however often `selector` subscribes to its argument, the source is subscribed
  /// once. The result's end ends the connection.
  ///
  /// - Parameters:
  ///   - subjectSelector: makes the subject for a subscription; a thrown error fails it.
  ///   - selector: builds the result from the shared sequence; a thrown error fails it.
  /// - Returns: the sequence `selector` builds.
  @inlinable
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Observable { sink, lifetime in
      let connectable: ConnectableObservable<Subject.Element>
      let result: Observable<Result>
      do {
        let subject = try subjectSelector()
        connectable = MulticastConnector(source: source, makeSubject: { subject }).connectable()
        result = try selector(connectable)
      } catch {
        sink(.error(error))
        lifetime.dispose()
        return
      }
      result.run(sink, lifetime)
      lifetime.add(connectable.connect())
    }
  }
}
