extension ObservableType {
  /// Splits the elements into groups by key, emitting a ``GroupedObservable`` the first time a
  /// key appears.
  ///
  ///     --1--2--3--4--|  groupBy { $0 % 2 }  --odd--even--|  (odd: 1--3--|, even: 2--4--|)
  ///
  /// A group is emitted before its first element is sent into it, so subscribing to the group
  /// from the outer `onNext` sees that element. Every group ends when the source ends, with
  /// the same event; a key selector that throws fails every group and the outer sequence.
  /// The source stays subscribed while the outer subscription or any group subscription is
  /// alive, as in RxSwift: disposing the outer subscription stops new groups, not the groups
  /// already subscribed.
  ///
  /// - Parameter keySelector: the key of each element; a thrown error fails the sequence.
  /// - Returns: the sequence of groups.
  @inlinable
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      let upstream = SharedUpstream()
      upstream.hold(lifetime)
      // Only the source's events touch the table, one at a time: it needs no lock.
      var groups: [Key: PublishSubject<Element>] = [:]
      func end(_ event: Event<Element>) {
        let subjects = Array(groups.values)
        groups = [:]
        for subject in subjects { subject.on(event) }
        if lifetime.isDisposed { return }
        switch event {
        case .error(let error): sink(.error(error))
        default: sink(.completed)
        }
        lifetime.dispose()
      }
      source.run(
        { event in
          switch event {
          case .next(let element):
            let key: Key
            do { key = try keySelector(element) } catch {
              end(.error(error))
              upstream.lifetime.dispose()
              return
            }
            if let subject = groups[key] {
              subject.on(.next(element))
              return
            }
            let subject = PublishSubject<Element>()
            groups[key] = subject
            if !lifetime.isDisposed {
              sink(.next(GroupedObservable(key: key, source: upstream.inner(subject))))
            }
            subject.on(.next(element))
          case .error, .completed: end(event)
          }
        }, upstream.lifetime)
    }
  }
}
