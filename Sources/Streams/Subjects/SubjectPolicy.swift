/// What distinguishes one kind of subject from another: what it keeps, what a subscriber
/// gets on arrival, what it sends before its terminal event.
@usableFromInline
package protocol SubjectPolicy {
  /// The element type.
  associatedtype Element

  /// Keeps `element` as the policy requires; returns whether to broadcast it now.
  mutating func record(_ element: Element) -> Bool

  /// Sends a subscriber of the live subject what it gets before live events, checking
  /// `lifetime` as it goes.
  func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime)

  /// Notes the terminal `event`; returns an element to broadcast just before it.
  mutating func finish(_ event: Event<Element>) -> Element?

  /// The elements a subscriber gets before the terminal `event` once the subject has ended.
  func replayed(before event: Event<Element>) -> [Element]

  /// Releases what the policy keeps: the subject was disposed.
  mutating func clear()
}
