extension ObservableType {
  /// Subscribes to the source on `scheduler`, and disposes that subscription there too.
  ///
  ///     -1-2|  subscribe(on: s)  -1-2|   (subscribe and dispose run on s)
  ///
  /// Events are delivered on whatever thread the source sends them; use `observe(on:)` to
  /// move delivery. Disposing before the scheduled subscription ran cancels it; disposing
  /// after schedules the source's disposal on `scheduler`, and nothing is delivered meanwhile.
  /// When the source ends by itself, its resources are released on `scheduler` too, as in
  /// RxSwift: on a `TestScheduler` a hot source that completes at 300 is unsubscribed at 301.
  ///
  /// - Parameter scheduler: where the subscription and its disposal run.
  /// - Returns: the same sequence, subscribed on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      lifetime.add(
        scheduler.schedule(()) { _ in
          if lifetime.isDisposed { return Disposables.create() }
          // Upstream gets its own lifetime, not a child, so that its disposal can be moved
          // onto the scheduler rather than run on the disposing thread.
          let upstream = Lifetime()
          // The resources of a source that ended by itself, until the scheduler releases them.
          let finished = Locked((resources: [Disposable](), released: false))
          lifetime.onDispose {
            _ = scheduler.schedule(()) { _ in
              upstream.dispose()
              let resources = finished.withLock { state -> [Disposable] in
                state.released = true
                defer { state.resources = [] }
                return state.resources
              }
              for resource in resources { resource.dispose() }
              return Disposables.create()
            }
          }
          source.run(
            { event in
              if lifetime.isDisposed { return }
              sink(event)
              guard event.isStopEvent else { return }
              // The source marks its lifetime over when this returns, which would release its
              // resources here, on its own thread: take them first, for the scheduler.
              let resources = upstream.takeResources()
              let late = finished.withLock { state -> [Disposable] in
                if state.released { return resources }
                state.resources = resources
                return []
              }
              // A disposal that raced ahead has released already: these go now.
              for resource in late { resource.dispose() }
              lifetime.dispose()
            }, upstream)
          return Disposables.create()
        })
    }
  }
}
