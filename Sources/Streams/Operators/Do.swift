extension ObservableType {
  /// Runs side effects at each step of a subscription, without changing its events.
  ///
  /// The order is RxSwift's: `onSubscribe` before this sequence is subscribed, `onSubscribed`
  /// after the subscribe call returns; for each event the `on…` closure runs before it is
  /// forwarded and the `after…` closure after; `onDispose` runs once when the subscription
  /// ends, by termination or by disposal, after upstream has been released.
  ///
  /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` ends the sequence with
  /// that error and disposes upstream. An error thrown by `afterError` or `afterCompleted`
  /// comes after the terminal event, so it goes to ``Hooks/defaultErrorHandler``.
  ///
  ///     --1--2--|  do(onNext: { log($0) })  --1--2--|  (logs 1, 2)
  ///
  /// - Parameters:
  ///   - onNext: runs with each element, before it is forwarded.
  ///   - afterNext: runs with each element, after it is forwarded.
  ///   - onError: runs with the error, before it is forwarded.
  ///   - afterError: runs with the error, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before this sequence is subscribed.
  ///   - onSubscribed: runs after this sequence has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same sequence, with the side effects.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      onSubscribe?()
      source.run(
        { event in
          switch event {
          case .next(let element):
            do {
              try onNext?(element)
              sink(event)
              try afterNext?(element)
            } catch {
              // Thrown by `afterNext` after downstream ended the subscription: nowhere to send.
              if lifetime.isDisposed { return Hooks.unhandled(error) }
              sink(.error(error))
              lifetime.dispose()
            }
          case .error(let error):
            do { try onError?(error) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(event)
            do { try afterError?(error) } catch { Hooks.unhandled(error) }
          case .completed:
            do { try onCompleted?() } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(event)
            do { try afterCompleted?() } catch { Hooks.unhandled(error) }
          }
        }, lifetime)
      onSubscribed?()
      // Registered after upstream, so upstream's resources are released first, as in RxSwift;
      // a subscription that already ended runs it right here, after `onSubscribed`.
      if let onDispose { lifetime.onDispose(onDispose) }
    }
  }
}
