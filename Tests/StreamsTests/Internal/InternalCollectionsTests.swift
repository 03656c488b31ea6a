import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct InternalCollectionsTests {
  @Test func ringBufferIsFirstInFirstOutAcrossGrowth() {
    var ring = RingBuffer<Int>()
    for value in 0..<5 { ring.append(value) }
    #expect(ring.popFirst() == 0)
    #expect(ring.popFirst() == 1)
    for value in 5..<40 { ring.append(value) }
    #expect(ring.count == 38)
    #expect(ring.first == 2)
    #expect(ring.elements == Array(2..<40))
    var drained: [Int] = []
    while let value = ring.popFirst() { drained.append(value) }
    #expect(drained == Array(2..<40))
    #expect(ring.isEmpty)
    #expect(ring.popFirst() == nil)
  }

  @Test func bagKeepsInsertionOrderAndRemovesByKey() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    let b = bag.insert("b")
    bag.insert("c")
    #expect(bag.all == ["a", "b", "c"])
    #expect(bag.remove(b) == "b")
    #expect(bag.remove(b) == nil)
    #expect(bag.all == ["a", "c"])
    #expect(bag.remove(a) == "a")
    #expect(bag.count == 1)
    #expect(bag.removeAll() == ["c"])
    #expect(bag.isEmpty)
  }

  @Test func bagKeepsInsertionOrderAcrossItsInlineSlot() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    bag.insert("b")
    #expect(bag.remove(a) == "a")
    // The slot is free but the list is not: "c" goes after "b", not before it.
    let c = bag.insert("c")
    #expect(bag.removeFirst(where: { $0 == "b" }) == "b")
    #expect(bag.removeFirst(where: { $0 == "b" }) == nil)
    #expect(bag.count == 1)
    bag.insert("d")
    #expect(bag.takeAll().all == ["c", "d"])
    #expect(bag.count == 0)
    #expect(bag.remove(c) == nil)
    // Keys go on after a take: the new entry's key is not one a taken entry had.
    let e = bag.insert("e")
    #expect(bag.remove(c) == nil)
    let taken = bag.takeAll()
    #expect(taken.all == ["e"])
    #expect(taken.count == 1)
    bag.insert("f")
    #expect(bag.remove(e) == nil)
    #expect(bag.all == ["f"])
  }
}
