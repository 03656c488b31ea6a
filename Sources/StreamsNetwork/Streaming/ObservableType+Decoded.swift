import Foundation
import Streams

extension ObservableType where Element == Data {
  /// Decodes a stream of body chunks with `decoder`, emitting each item as soon as it is
  /// complete.
  ///
  ///     --"a\nb"--"c\n"--|  decoded(by: LineDecoder())  --"a"--"bc"--|
  ///
  /// The items do not depend on how the chunks were split. At completion the decoder's
  /// `finish(_:)` emits what the unfinished end makes (a last line without a line break), then
  /// the sequence completes; an upstream error is forwarded at once, the unfinished end
  /// dropped. A decoder that throws fails the sequence with its error (after the items before
  /// the failure) and disposes the source. The decoder holds at most one unfinished item.
  ///
  /// - Parameter decoder: the decoder, copied fresh for each subscription.
  /// - Returns: the sequence of decoded items.
  @inlinable
  public func decoded<Decoder: ChunkDecoder>(by decoder: Decoder) -> Observable<Decoder.Item> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(ChunkDecodingSink(decoder, sink, lifetime).on, lifetime)
    }
  }
}

/// Runs a ``ChunkDecoder`` over the chunks of one subscription.
///
/// Events come one at a time (the grammar), but an observer may make the source send again
/// from inside an item's delivery: such an event waits in a queue until the decoder is done
/// with the chunk in hand, so the decoder is never entered twice and the order holds.
@usableFromInline
final class ChunkDecodingSink<Decoder: ChunkDecoder> {
  @usableFromInline var decoder: Decoder
  @usableFromInline let sink: (Event<Decoder.Item>) -> Void
  @usableFromInline let lifetime: Lifetime
  /// Whether an event is being handled (a nested one is queued).
  @usableFromInline var busy = false
  /// Whether a terminal event has been sent.
  @usableFromInline var stopped = false
  /// Events that arrived while one was being handled.
  @usableFromInline var waiting = RingBuffer<Event<Data>>()

  @inlinable
  init(
    _ decoder: Decoder, _ sink: @escaping (Event<Decoder.Item>) -> Void, _ lifetime: Lifetime
  ) {
    self.decoder = decoder
    self.sink = sink
    self.lifetime = lifetime
  }

  @inlinable
  func on(_ event: Event<Data>) {
    if busy {
      waiting.append(event)
      return
    }
    busy = true
    handle(event)
    while let next = waiting.popFirst() { handle(next) }
    busy = false
  }

  @inlinable
  func handle(_ event: Event<Data>) {
    if stopped { return }
    let sink = sink
    let lifetime = lifetime
    let emit = { (item: Decoder.Item) in
      if !lifetime.isDisposed { sink(.next(item)) }
    }
    switch event {
    case .next(let chunk):
      do {
        try chunk.withUnsafeBytes { try decoder.decode($0, emit) }
      } catch {
        fail(error)
      }
    case .error(let error):
      stopped = true
      sink(.error(error))
    case .completed:
      do {
        try decoder.finish(emit)
      } catch {
        fail(error)
        return
      }
      stopped = true
      sink(.completed)
    }
  }

  /// Ends the sequence with the decoder's error and stops the source.
  @inlinable
  func fail(_ error: any Error) {
    stopped = true
    waiting.removeAll()
    sink(.error(error))
    lifetime.dispose()
  }
}
