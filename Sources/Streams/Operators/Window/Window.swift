extension ObservableType {
  /// Splits the elements into windows, each an observable, opening a new one when the current
  /// one holds `count` elements or has been open for `timeSpan`, whichever comes first.
  ///
  ///     -123--4----5|  window(timeSpan: 5, count: 3, s)  w0 w1 w2  (w0: -123|, w1: --4--|, w2: 5|)
  ///
  /// The first window is emitted at subscription; filling up closes a window early and
  /// restarts the timespan. Each window is a hot sequence that ends when it is closed, or with
  /// the source's terminal event. A `count` below one limits windows by time alone (RxSwift's
  /// behaviour). The source and the timer stay alive while the outer subscription or any window
  /// subscription is, as in RxSwift.
  ///
  /// - Parameters:
  ///   - timeSpan: the longest time a window stays open.
  ///   - count: the most elements a window holds.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the sequence of windows.
  @inlinable
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      let upstream = SharedUpstream()
      upstream.hold(lifetime)
      let downstream: (Event<Observable<Element>>) -> Void = { event in
        if lifetime.isDisposed { return }
        sink(event)
        if event.isStopEvent { lifetime.dispose() }
      }
      let rule = WindowRule<Element>(timeSpan: timeSpan, count: count, upstream: upstream)
      let first = rule.subject
      let timed = TimedSink(downstream, upstream.lifetime, scheduler, rule)
      downstream(.next(upstream.inner(first)))
      timed.arm(0, after: timeSpan)
      // The source gets a child: its terminal event may wait in the serializer behind a
      // tick, and must still find the window's lifetime live when its turn comes.
      let (child, _) = upstream.lifetime.child()
      source.run(timed.on, child)
    }
  }
}
