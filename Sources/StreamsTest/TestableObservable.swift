import Streams

/// A scripted observable on a ``TestScheduler`` that logs its subscriptions.
///
/// Hot observables (``TestScheduler/createHotObservable(_:)``) send their events at absolute
/// times whoever listens; cold ones (``TestScheduler/createColdObservable(_:)``) replay the
/// script relative to each subscription.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  // Safe to share: mutable state lives in `Locked` boxes; events are sent by the scheduler.
  private let scheduler: TestScheduler
  private let isHot: Bool
  private let observers = Locked<Bag<(Event<Element>) -> Void>>(Bag())
  private let log = Locked<[Subscription]>([])

  /// The scripted events.
  public let recordedEvents: [Recorded<Event<Element>>]

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
    self.scheduler = scheduler
    self.recordedEvents = events
    self.isHot = isHot
    guard isHot else { return }
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        for observer in self.observers.withLock({ $0.all }) { observer(recorded.value) }
      }
    }
  }

  /// Every subscription so far, with the times it started and ended.
  public var subscriptions: [Subscription] { log.withLock { $0 } }

  /// Subscribes `observer`, logging the subscription and, once the returned disposable is
  /// disposed, its end.
  ///
  /// As RxTest's, the subscription does not end by itself at a scripted terminal event: it ends
  /// when it is disposed. Operators reach the observable through `asObservable()`, whose
  /// `Observable` ends the subscription at the terminal event; `subscribe(on:)` subscribes here
  /// directly, as RxSwift's does, and so ends it when its scheduled disposal runs.
  ///
  /// - Parameter observer: receives the scripted events.
  /// - Returns: the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    attach(AnyObserver(observer))
  }

  private func attach(_ observer: AnyObserver<Element>) -> Disposable {
    let start = scheduler.clock
    let index = log.withLock { log -> Int in
      log.append(Subscription(start))
      return log.count - 1
    }
    let detach: Disposable
    if isHot {
      let key = observers.withLock { $0.insert(observer.on) }
      detach = Disposables.create { [weak self] in
        _ = self?.observers.withLock { $0.remove(key) }
      }
    } else {
      let scheduled = CompositeDisposable()
      for recorded in recordedEvents {
        scheduled.insert(
          scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
            observer.on(recorded.value)
            return Disposables.create()
          })
      }
      detach = scheduled
    }
    return Disposables.create { [weak self] in
      detach.dispose()
      guard let self else { return }
      let end = self.scheduler.clock
      self.log.withLock { $0[index] = Subscription(start, end) }
    }
  }
}
