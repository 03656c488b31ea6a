/// What a synchronous source sends, one event per turn.
@usableFromInline
protocol SynchronousSteps {
  associatedtype Element

  /// Sends the next event to `sink`.
  ///
  /// - Returns: `false` once the terminal event has been sent.
  mutating func send(to sink: (Event<Element>) -> Void) -> Bool
}

/// A synchronous source on the default scheduler (`from`, `of`, `range`, `repeatElement`,
/// `generate`), run on the thread's ``Trampoline``.
///
/// RxSwift schedules each element of such a source as its own step on `CurrentThreadScheduler`,
/// so work waiting on the trampoline runs between two elements. The loop does the same without
/// a step per element: it waits for its first turn, then sends elements one after another as
/// long as nothing else waits, and queues itself behind the waiting work when something does.
/// It checks for disposal before every event, so `take(1)` stops it after one element.
///
/// A turn is a closure made where the source is specialised, so the per-element loop runs
/// specialised code, not this generic class's witness.
@usableFromInline
final class SynchronousLoop<Steps: SynchronousSteps>: TrampolineWork {
  // Unchecked: only the thread whose trampoline runs the loop touches `steps`, one turn at a
  // time, so the runtime exclusivity check per element would guard nothing.
  @usableFromInline let turn: (SynchronousLoop, Trampoline) -> Void
  @exclusivity(unchecked) @usableFromInline var steps: Steps

  @inlinable
  init(_ steps: Steps, turn: @escaping (SynchronousLoop, Trampoline) -> Void) {
    self.steps = steps
    self.turn = turn
  }

  @usableFromInline
  override func run(on trampoline: Trampoline) { turn(self, trampoline) }
}

extension Observable {
  /// A source that sends `steps` on the thread's trampoline, its first event after the work
  /// already waiting there.
  @inlinable
  static func synchronous<Steps: SynchronousSteps>(_ makeSteps: @escaping () -> Steps)
    -> Observable<Element>
  where Steps.Element == Element {
    Observable { sink, lifetime in
      let loop = SynchronousLoop(makeSteps()) { loop, trampoline in
        while !lifetime.isDisposed {
          guard loop.steps.send(to: sink) else {
            lifetime.dispose()
            return
          }
          if trampoline.hasWaitingWork {
            trampoline.enqueue(loop)
            return
          }
        }
      }
      Trampoline.schedule(loop)
    }
  }
}

/// The elements of a sequence, then completion.
@usableFromInline
struct SequenceSteps<Iterator: IteratorProtocol>: SynchronousSteps {
  @usableFromInline var iterator: Iterator

  @inlinable
  init(_ iterator: Iterator) { self.iterator = iterator }

  @inlinable
  mutating func send(to sink: (Event<Iterator.Element>) -> Void) -> Bool {
    guard let element = iterator.next() else {
      sink(.completed)
      return false
    }
    sink(.next(element))
    return true
  }
}

/// One element, for ever.
@usableFromInline
struct RepeatingSteps<Element>: SynchronousSteps {
  @usableFromInline let element: Element

  @inlinable
  init(_ element: Element) { self.element = element }

  @inlinable
  func send(to sink: (Event<Element>) -> Void) -> Bool {
    sink(.next(element))
    return true
  }
}
