import Foundation

#if !canImport(ObjectiveC)
// Where Foundation has no Objective-C runtime (Linux), `NotificationCenter` is not an
// `NSObject`, so it needs `.rx` of its own; elsewhere `NSObject` gives it, as in RxCocoa.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
  /// The notifications this center posts, as RxCocoa's `NotificationCenter.rx.notification`.
  ///
  /// Each subscription adds an observer to the center (`addObserver(forName:object:queue:)`,
  /// no queue: elements arrive on the thread that posts) and removes it when disposed. The
  /// sequence never ends by itself.
  ///
  ///     post(a) post(b)   notification(.x)   --a--b--
  ///
  /// - Parameters:
  ///   - name: the notifications to observe; `nil` for every name.
  ///   - object: the sender to observe, held weakly; `nil` for every sender. As in RxCocoa, a
  ///     sender released before a subscription starts leaves that subscription observing
  ///     every sender.
  /// - Returns: an observable of the notifications posted while subscribed.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = base
    return Observable<Notification>.create { [weak object] observer in
      // Safe to send across: the observer is immutable and only called by the center, on the
      // posting thread, one post at a time as `create`'s contract asks (as in RxCocoa, posts
      // from several threads at once are the poster's to serialise).
      let sendable = UncheckedSendable(observer)
      let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
        sendable.value.on(.next(notification))
      }
      return Disposables.create { center.removeObserver(token) }
    }
  }
}
