/// Whether `take(while:behavior:)` also emits the element that ends it.
public enum TakeBehavior: Sendable {
  /// Emit the first element that fails the predicate, then complete.
  case inclusive
  /// Complete without emitting the first element that fails the predicate.
  case exclusive
}

extension ObservableType {
  /// Emits elements while `predicate` holds, then completes and disposes upstream.
  ///
  ///     --1--2--5--3--|  take(while: { $0 < 4 })  --1--2--|
  ///     --1--2--5--3--|  take(while: { $0 < 4 }, behavior: .inclusive)  --1--2--(5|)
  ///
  /// - Parameters:
  ///   - predicate: tested on each element; the first `false` ends the sequence, a thrown
  ///     error fails it.
  ///   - behavior: whether the element that fails the predicate is emitted before completing.
  /// - Returns: the leading elements that satisfy `predicate`.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var running = true
      source.run(
        { event in
          guard running else { return }
          switch event {
          case .next(let element):
            let holds: Bool
            do { holds = try predicate(element) } catch {
              running = false
              sink(.error(error))
              lifetime.dispose()
              return
            }
            if holds {
              sink(event)
              return
            }
            running = false
            if behavior == .inclusive {
              sink(event)
              if lifetime.isDisposed { return }
            }
            sink(.completed)
            lifetime.dispose()
          case .error, .completed:
            running = false
            sink(event)
          }
        }, lifetime)
    }
  }
}
