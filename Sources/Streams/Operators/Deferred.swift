extension ObservableType {
  /// A sequence that calls `observableFactory` for each subscription and subscribes to what it
  /// returns.
  ///
  /// Use it to create the work anew, and read current state, at subscription time.
  ///
  ///     deferred { just(now()) }   (t)|  (a fresh value per subscription)
  ///
  /// - Parameter observableFactory: runs once per subscription; a thrown error fails that
  ///   subscription with it.
  /// - Returns: the sequence.
  @inlinable
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      let source: Observable<Element>
      do { source = try observableFactory() } catch {
        sink(.error(error))
        lifetime.dispose()
        return
      }
      source.run(sink, lifetime)
    }
  }
}
