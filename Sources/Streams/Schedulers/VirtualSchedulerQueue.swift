/// The queue of a ``VirtualTimeScheduler``: a min-heap of scheduled items ordered by virtual
/// time, then by the order they were scheduled in.
struct VirtualSchedulerQueue<Time> {
  private var heap: [(time: Time, order: UInt64, item: ScheduledItem)] = []
  private var nextOrder: UInt64 = 0
  /// Whether the first time is earlier than the second.
  private let earlier: (Time, Time) -> Bool

  init(earlier: @escaping (Time, Time) -> Bool) { self.earlier = earlier }

  var isEmpty: Bool { heap.isEmpty }

  mutating func push(_ item: ScheduledItem, at time: Time) {
    heap.append((time, nextOrder, item))
    nextOrder &+= 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(child, parent) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// The earliest item and its time, without removing it.
  func peek() -> (Time, ScheduledItem)? { heap.first.map { ($0.time, $0.item) } }

  /// Removes the earliest item.
  mutating func pop() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, precedes(left, first) { first = left }
      if right < heap.count, precedes(right, first) { first = right }
      if first == parent { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }

  private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
    let (left, right) = (heap[lhs], heap[rhs])
    if earlier(left.time, right.time) { return true }
    if earlier(right.time, left.time) { return false }
    return left.order < right.order
  }
}
