import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ObservableType where Element == StreamPart {
  /// The body chunks of a streamed response, without its head.
  ///
  ///     --head--"ab"--"c"--|  chunks()  --------"ab"--"c"--|
  ///
  /// Every decoding operator on a stream of parts reads these: `lines()`,
  /// `serverSentEvents()` and the others are `chunks()` followed by the operator of the same
  /// name on `Observable<Data>`.
  ///
  /// - Returns: the sequence of chunks, ending as the parts do.
  public func chunks() -> Observable<Data> {
    compactMap(\.chunk)
  }

  /// Fails with a timeout when `interval` passes without a part (the head or a chunk),
  /// counted from the subscription and then from each part.
  ///
  ///     --head--"a"-----------  idleTimeout(3, s)  --head--"a"--#
  ///
  /// The error is ``NetworkError/underlying(_:_:)`` carrying `URLError(.timedOut)`, so
  /// ``NetworkError/isTimeout`` is true and ``TransportFailure`` calls it `.timedOut`. On
  /// timeout the stream is disposed, which closes its connection. Built on
  /// `timeout(_:other:scheduler:)`.
  ///
  /// - Parameters:
  ///   - interval: the longest silence; `.never` never times out.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the parts, failing after a silence of `interval`.
  public func idleTimeout(_ interval: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<StreamPart>
  {
    timeout(
      interval, other: Observable.error(StreamIdleTimeout.error(after: interval)),
      scheduler: scheduler)
  }

  /// Decodes the body chunks with `decoder`, as
  /// `decoded(by:)` on `Observable<Data>` does.
  ///
  ///     --head--"a\nb"--"c\n"--|  decoded(by: LineDecoder())  --------"a"--"bc"--|
  ///
  /// - Parameter decoder: the decoder, copied fresh for each subscription.
  /// - Returns: the sequence of decoded items.
  public func decoded<Decoder: ChunkDecoder>(by decoder: Decoder) -> Observable<Decoder.Item> {
    chunks().decoded(by: decoder)
  }

  /// Splits the body into lines of text, as `lines(maximumLineLength:)` on `Observable<Data>`.
  ///
  ///     --head--"a\r"--"\nb"--|  lines()  ----------"a"---"b"|
  ///
  /// - Parameter maximumLineLength: the most bytes a line may hold;
  ///   ``StreamItemSizeLimit/default`` (1 MiB) unless given.
  /// - Returns: the sequence of lines.
  public func lines(maximumLineLength: Int = StreamItemSizeLimit.default) -> Observable<String> {
    chunks().lines(maximumLineLength: maximumLineLength)
  }

  /// Decodes a JSON Lines (NDJSON) body, as `jsonLines(of:decoder:maximumLineLength:)` on
  /// `Observable<Data>`.
  ///
  ///     --head--"{\"id\":1}\n"--|  jsonLines(of: Item.self)  --------Item(1)--|
  ///
  /// - Parameters:
  ///   - type: the type each line decodes to.
  ///   - decoder: the JSON decoder; a new `JSONDecoder` unless given.
  ///   - maximumLineLength: the most bytes a line may hold; 1 MiB unless given.
  /// - Returns: the sequence of decoded values.
  public func jsonLines<Item: Decodable>(
    of type: Item.Type, decoder: JSONDecoder = JSONDecoder(),
    maximumLineLength: Int = StreamItemSizeLimit.default
  ) -> Observable<Item> {
    chunks().jsonLines(of: type, decoder: decoder, maximumLineLength: maximumLineLength)
  }

  /// Decodes a JSON text sequence body (RFC 7464), as
  /// `jsonTextSequence(of:decoder:maximumRecordSize:invalidRecords:)` on `Observable<Data>`.
  ///
  ///     --head--"\u{1E}[1]\n"--|  jsonTextSequence(of: [Int].self)  --------[1]--|
  ///
  /// - Parameters:
  ///   - type: the type each record decodes to.
  ///   - decoder: the JSON decoder; a new `JSONDecoder` unless given.
  ///   - maximumRecordSize: the most bytes a record may hold; 1 MiB unless given.
  ///   - invalidRecords: whether an invalid record fails the sequence (the default) or is
  ///     skipped.
  /// - Returns: the sequence of decoded values.
  public func jsonTextSequence<Item: Decodable>(
    of type: Item.Type, decoder: JSONDecoder = JSONDecoder(),
    maximumRecordSize: Int = StreamItemSizeLimit.default,
    invalidRecords: JSONTextSequenceDecoder<Item>.InvalidRecordPolicy = .fail
  ) -> Observable<Item> {
    chunks().jsonTextSequence(
      of: type, decoder: decoder, maximumRecordSize: maximumRecordSize,
      invalidRecords: invalidRecords)
  }

  /// Parses a `text/event-stream` body into its events, as
  /// `serverSentEvents(lastEventID:maximumEventSize:)` on `Observable<Data>`: one connection,
  /// no reconnection (``ServerSentEventSource`` reconnects).
  ///
  ///     --head--"data: a\n\n"--|  serverSentEvents()  --------{message "a"}--|
  ///
  /// - Parameters:
  ///   - lastEventID: the last event ID the events carry until the stream sends an `id`;
  ///     empty unless given.
  ///   - maximumEventSize: the most bytes an event may hold; 1 MiB unless given.
  /// - Returns: the sequence of events.
  public func serverSentEvents(
    lastEventID: String = "", maximumEventSize: Int = StreamItemSizeLimit.default
  ) -> Observable<ServerSentEvent> {
    chunks().serverSentEvents(lastEventID: lastEventID, maximumEventSize: maximumEventSize)
  }
}
