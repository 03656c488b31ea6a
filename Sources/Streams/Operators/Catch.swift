extension ObservableType {
  /// Continues with the sequence `handler` returns when this sequence fails.
  ///
  /// The handler's sequence is subscribed at the time of the error, after this sequence's
  /// subscription has ended; its events, terminal one included, become the result's.
  ///
  ///     --1--2--#  catch { _ in --8--9--| }  --1--2----8--9--|
  ///
  /// - Parameter handler: given the error, returns the sequence to continue with; a thrown
  ///   error ends the result with that error.
  /// - Returns: the sequence, recovering from its error once.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      // This source ends before the result does, so it gets a child lifetime of its own.
      let (child, key) = lifetime.child()
      source.run(
        { event in
          switch event {
          case .next: sink(event)
          case .completed:
            sink(event)
            lifetime.dispose()
          case .error(let error):
            lifetime.end(child: child, key: key)
            let recovery: Observable<Element>
            do { recovery = try handler(error) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            // The recovery sequence's end is the result's end: it takes the lifetime itself.
            recovery.run(sink, lifetime)
          }
        }, child)
    }
  }

  /// Emits `element` and completes when this sequence fails.
  ///
  ///     --1--2--#  catchAndReturn(9)  --1--2--(9|)
  ///
  /// - Parameter element: the last element, sent in place of the error.
  /// - Returns: the sequence, ending with `element` instead of an error.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch { _ in Observable.just(element) }
  }

  /// Subscribes to the sources of `sequence` in turn, moving on to the next one each time the
  /// current one fails.
  ///
  /// The first source that completes ends the result; when every source has failed, the
  /// result fails with the last error (an empty `sequence` completes at once). Sources that
  /// fail synchronously are chained in a loop, not by recursion.
  ///
  ///     catch([--1--#, --2--|])  --1----2--|
  ///
  /// - Parameter sequence: the sources, tried in order; iterated lazily.
  /// - Returns: the sequence of the first source that does not fail.
  @inlinable
  public static func `catch`<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    concatenating(sequence, continuesOnError: true)
  }

  /// Subscribes to the sources of `sequence` in turn, moving on to the next one each time the
  /// current one fails; RxSwift's spelling of `Observable.catch(_:)`.
  ///
  ///     catch(sequence: [--1--#, --2--|])  --1----2--|
  ///
  /// - Parameter sequence: the sources, tried in order; iterated lazily.
  /// - Returns: the sequence of the first source that does not fail.
  @inlinable
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence)
    -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    concatenating(sequence, continuesOnError: true)
  }
}
