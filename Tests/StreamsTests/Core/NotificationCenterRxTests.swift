import Foundation
import Streams
import TestSupport
import Testing

private let ping = Notification.Name("NotificationCenterRxTests.ping")
private let pong = Notification.Name("NotificationCenterRxTests.pong")

@Suite(.checksResources)
struct NotificationCenterRxTests {
  @Test func deliversTheNotificationsPostedWhileSubscribed() {
    let center = NotificationCenter()
    var names: [Notification.Name] = []
    center.post(name: ping, object: nil)
    let subscription = center.rx.notification(ping).subscribe(onNext: { names.append($0.name) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    center.post(name: ping, object: nil)
    subscription.dispose()
    center.post(name: ping, object: nil)
    #expect(names == [ping, ping])
  }

  @Test func theElementIsThePostedNotification() {
    let center = NotificationCenter()
    var received: [Notification] = []
    let subscription = center.rx.notification(ping).subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil, userInfo: ["count": 3])
    subscription.dispose()
    #expect(received.count == 1)
    #expect(received.first?.userInfo?["count"] as? Int == 3)
  }

  @Test func anObjectLimitsTheNotificationsToThatSender() {
    let center = NotificationCenter()
    let sender = NSObject()
    let other = NSObject()
    var senders: [ObjectIdentifier] = []
    let subscription = center.rx.notification(ping, object: sender).subscribe(onNext: {
      if let object = $0.object as AnyObject? { senders.append(ObjectIdentifier(object)) }
    })
    center.post(name: ping, object: other)
    center.post(name: ping, object: sender)
    subscription.dispose()
    #expect(senders == [ObjectIdentifier(sender)])
  }

  @Test func aNilNameObservesEveryName() {
    let center = NotificationCenter()
    var names: [Notification.Name] = []
    let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    subscription.dispose()
    #expect(names == [ping, pong])
  }

  @Test func eachSubscriptionAddsAnObserverOfItsOwn() {
    let center = NotificationCenter()
    let notifications = center.rx.notification(ping)
    var first = 0
    var second = 0
    let one = notifications.subscribe(onNext: { _ in first += 1 })
    let two = notifications.subscribe(onNext: { _ in second += 1 })
    center.post(name: ping, object: nil)
    one.dispose()
    center.post(name: ping, object: nil)
    two.dispose()
    #expect(first == 1)
    #expect(second == 2)
  }

  @Test func disposalRemovesTheObserverFromTheCenter() {
    // The center's observer block holds the subscription's observer, and through it the
    // subscription's lifetime: only removing the observer from the center lets them go.
    let center = NotificationCenter()
    let before = Resources.total
    do {
      let subscription = center.rx.notification(ping).subscribe(onNext: { _ in })
      #expect(Resources.total > before)
      subscription.dispose()
    }
    #expect(Resources.total == before)
    center.post(name: ping, object: nil)
  }

  @Test func neverEndsByItself() {
    let center = NotificationCenter()
    var ended = false
    let subscription = center.rx.notification(ping).subscribe(
      onError: { _ in ended = true }, onCompleted: { ended = true })
    center.post(name: ping, object: nil)
    #expect(!ended)
    subscription.dispose()
  }
}
