/// A first-in, first-out queue over a circular buffer: O(1) append and pop, no `remove(at: 0)`.
@usableFromInline
package struct RingBuffer<Element> {
  @usableFromInline var storage: ContiguousArray<Element?> = []
  @usableFromInline var head = 0
  @usableFromInline package private(set) var count = 0

  /// Creates an empty queue.
  @inlinable
  package init() {}

  /// Whether the queue holds no elements.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// The oldest element, if any.
  @inlinable
  package var first: Element? { count == 0 ? nil : storage[head] }

  /// Appends `element` at the back.
  @inlinable
  package mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    var tail = head &+ count
    if tail >= storage.count { tail &-= storage.count }
    storage[tail] = element
    count &+= 1
  }

  /// Removes and returns the oldest element, or `nil` when empty.
  @inlinable
  package mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    storage[head] = nil
    head &+= 1
    if head == storage.count { head = 0 }
    count &-= 1
    return element
  }

  /// Removes every element and lets the storage go.
  @inlinable
  package mutating func removeAll() {
    storage = []
    head = 0
    count = 0
  }

  /// The elements from oldest to newest.
  @inlinable
  package var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    var index = head
    for _ in 0..<count {
      if let element = storage[index] { result.append(element) }
      index &+= 1
      if index == storage.count { index = 0 }
    }
    return result
  }

  @inlinable
  mutating func grow() {
    let newCapacity = Swift.max(8, storage.count &* 2)
    var grown = ContiguousArray<Element?>(repeating: nil, count: newCapacity)
    var index = head
    for offset in 0..<count {
      grown[offset] = storage[index]
      index &+= 1
      if index == storage.count { index = 0 }
    }
    storage = grown
    head = 0
  }
}
