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
/// `generate`) waiting for its turn on the thread's ``Trampoline``: the queue node, the
/// subscription's sink and lifetime, and where the steps stand, in one object.
///
/// RxSwift schedules each element of such a source as its own step on `CurrentThreadScheduler`,
/// so work waiting on the trampoline runs between two elements. The loop does the same without
/// a step per element: it sends elements one after another as long as nothing else waits, and
/// gives up its turn when something does. It checks for disposal before every event, so
/// `take(1)` stops it after one element.
///
/// A turn is a closure made where the source is specialised (it captures nothing, so it costs
/// no allocation), so the per-element loop runs specialised code, not this generic class's
/// witness.
@usableFromInline
final class SynchronousLoop<Steps: SynchronousSteps>: TrampolineWork {
  // Unchecked: only the thread whose trampoline runs the loop touches `steps`, one turn at a
  // time, so the runtime exclusivity check per element would guard nothing.
  @usableFromInline let sink: (Event<Steps.Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @exclusivity(unchecked) @usableFromInline var steps: Steps

  @inlinable @inline(__always)
  init(
    _ steps: Steps, _ sink: @escaping (Event<Steps.Element>) -> Void, _ lifetime: Lifetime
  ) {
    self.steps = steps
    self.sink = sink
    self.lifetime = lifetime
    super.init { unsafeDowncast($0, to: SynchronousLoop.self).takeTurns(on: $1) }
  }

  /// This loop's turn, then the turns of the loops of the same kind that come next in the
  /// queue, one after another in queue order, without going back to ``Trampoline/drain()``
  /// between them: `flatMap`'s inners or `zip`'s sources taking turns stay in one call.
  ///
  /// A loop taken out here that is over is let go here, except this one, whose end the queue
  /// learns from the result.
  ///
  /// - Returns: whether this loop is over (otherwise it is back in the queue).
  @inlinable @inline(__always)
  func takeTurns(on trampoline: Trampoline) -> Bool {
    var isOver = takeTurn(on: trampoline)
    while let link = trampoline.popHead(ofClassOf: self) {
      // The same class as this loop's, so the same steps: the cast cannot fail.
      let loop = Unmanaged<SynchronousLoop>.fromOpaque(link.toOpaque())
      let over = loop._withUnsafeGuaranteedRef { $0.takeTurn(on: trampoline) }
      if loop.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
        isOver = over
      } else if over {
        loop.release()
      }
    }
    return isOver
  }

  /// One turn: the loop's events until it ends or other work waits, when it goes back in the
  /// queue (with the queue's retain, so it must have been taken out of the queue).
  ///
  /// With other work waiting, the turn is one event, sent from the steps where they are; with
  /// none, it is likely long, so the steps move out of the object for it and back, without
  /// reference counting (only this loop's turns touch them, one at a time), and the loop keeps
  /// them in registers.
  ///
  /// - Returns: whether the loop is over.
  @inlinable @inline(__always)
  func takeTurn(on trampoline: Trampoline) -> Bool {
    let more: Bool
    if trampoline.hasWaitingWork {
      more = Self.send(&steps, to: sink, lifetime, on: trampoline)
    } else {
      more = withUnsafeMutablePointer(to: &steps) { stored in
        var steps = stored.move()
        let more = Self.send(&steps, to: sink, lifetime, on: trampoline)
        stored.initialize(to: steps)
        return more
      }
    }
    guard more else { return true }
    trampoline.requeue(self)
    return false
  }

  /// Sends `steps` until they end, `lifetime` is disposed or other work waits on `trampoline`.
  ///
  /// - Returns: whether other work waits and the steps have more to send.
  @inlinable @inline(__always)
  static func send(
    _ steps: inout Steps, to sink: (Event<Steps.Element>) -> Void, _ lifetime: Lifetime,
    on trampoline: Trampoline
  ) -> Bool {
    while !lifetime.isDisposed {
      guard steps.send(to: sink) else {
        lifetime.dispose()
        return false
      }
      if trampoline.hasWaitingWork { return true }
    }
    return false
  }
}

extension Trampoline {
  /// Subscribes a synchronous source whose events are `steps` on the current thread's
  /// trampoline: its first event waits for the work already running or waiting there, as in
  /// RxSwift.
  ///
  /// On an idle trampoline (nothing runs, nothing waits) the loop runs at once on the stack and
  /// allocates nothing unless other work arrives meanwhile; otherwise it waits in the queue as
  /// one ``SynchronousLoop``. One thread-local read either way. Call it from the source's
  /// subscribe handler, made with `startsTrampoline: false`.
  @inlinable @inline(__always)
  static func subscribe<Steps: SynchronousSteps>(
    _ steps: Steps, _ sink: @escaping (Event<Steps.Element>) -> Void, _ lifetime: Lifetime
  ) {
    slot._withUnsafeGuaranteedRef { trampoline in
      if trampoline.isRunning {
        trampoline.enqueue(SynchronousLoop(steps, sink, lifetime))
        return
      }
      trampoline.isRunning = true
      var steps = steps
      if SynchronousLoop.send(&steps, to: sink, lifetime, on: trampoline) {
        trampoline.enqueue(SynchronousLoop(steps, sink, lifetime))
      }
      trampoline.finish()
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
