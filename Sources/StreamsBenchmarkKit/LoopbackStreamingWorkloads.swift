import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The streamed-response workloads: a body the `FixtureServer` makes as it sends it, over
/// loopback, through the default transport's `startStreaming` as `Observable<StreamPart>` and a
/// decoding operator, against the same bytes through the bare transport stream and a plain
/// loop (``PlainStreamParser``). Neither side ever holds the body.
extension Workload {
  /// 1,000,000 small Server-Sent Events.
  package static let sse = Workload(
    name: "sse",
    summary: "1,000,000 events (`data: 0000001`, 15 MB) from FixtureServer on loopback, the "
      + "default transport's startStreaming as Observable<StreamPart> -> serverSentEvents() "
      + "-> subscribe(onNext:) vs the bare transport stream and a plain loop",
    unit: .event, target: .ratio(1.5),
    sizes: Sizes(standard: 1_000_000, quick: 100_000, smoke: 1_000)
  ) { size in
    try LoopbackStreamBench(events: size, response: .eventVolume(count: size)).instance(
      decode: { $0.serverSentEvents() },
      checksum: {
        StreamingWorkloads.checksum(type: $0.type, data: $0.data, lastEventID: $0.lastEventID)
      },
      floor: PlainEventParser())
  }

  /// 256 MiB of JSON Lines.
  package static let ndjson = Workload(
    name: "ndjson",
    summary: "2,097,152 JSON Lines of 128 bytes (256 MiB) from FixtureServer on loopback, "
      + "Observable<StreamPart> -> jsonLines(of: VolumeLine.self) -> subscribe(onNext:) vs "
      + "the bare transport stream and JSONDecoder per line",
    unit: .event, target: .ratio(1.10),
    sizes: Sizes(standard: 2_097_152, quick: 209_715, smoke: 1_000)
  ) { size in
    try LoopbackStreamBench(events: size, response: .jsonLinesVolume(lineCount: size)).instance(
      decode: { $0.jsonLines(of: VolumeLine.self) }, checksum: \.checksum,
      floor: PlainJSONLinesParser())
  }
}

/// One streamed-response workload at one size: a server with the body on `/volume`, and the
/// default transport.
final class LoopbackStreamBench: Sendable {
  let events: Int
  let server: FixtureServer
  let transport: any Transport
  let request: URLRequest

  /// The longest a run may take before it fails (the 256 MiB row takes seconds).
  static let runTimeout = DispatchTimeInterval.seconds(180)

  init(events: Int, response: FixtureResponse) throws {
    self.events = events
    server = FixtureServer(configuration: .init(storesRequests: false))
    server.route(.get, "/volume", response: response)
    try server.start()
    transport = DefaultTransport.make()
    request = URLRequest(url: server.url("/volume"))
  }

  func instance<Element, Parser: PlainStreamParser>(
    decode: @escaping (Observable<StreamPart>) -> Observable<Element>,
    checksum: @escaping (Element) -> Int, floor: Parser
  ) -> Workload.Instance {
    Workload.Instance(
      events: events,
      subject: { try self.run { self.viaOperator(decode(self.parts()), checksum, done: $0) } },
      floor: { try self.run { self.viaTransport(floor, done: $0) } },
      close: { self.server.stop() })
  }

  /// The response as stream parts, read through the bare transport.
  ///
  /// The adapter a provider-level stream will replace: each transport event becomes the part,
  /// end or failure it stands for; dispose cancels.
  func parts() -> Observable<StreamPart> {
    let transport = transport
    let request = request
    return Observable.create { observer in
      // Safe: the transport delivers one event at a time (its contract), and `create`'s
      // observer drops what comes after the end or the disposal.
      let observer = UncheckedSendable(observer)
      let task = transport.startStreaming(TransportRequest(urlRequest: request)) { event in
        if let failure = Self.unexpectedStatus(event) { return observer.value.onError(failure) }
        observer.value.on(event.event(for: request))
      }
      return Disposables.create { task.cancel() }
    }
  }

  /// The Streams side: the decoded elements' checksums summed until the stream completes.
  func viaOperator<Element>(
    _ elements: Observable<Element>, _ checksum: @escaping (Element) -> Int,
    done: @escaping @Sendable (Result<Int, Error>) -> Void
  ) -> () -> Void {
    let sum = Accumulator()
    let subscription = elements.subscribe(
      onNext: { sum.total &+= checksum($0) }, onError: { done(.failure($0)) },
      onCompleted: { done(.success(sum.total)) })
    return subscription.dispose
  }

  /// The floor: each chunk of the bare transport stream handed to `parser` as it arrives.
  func viaTransport<Parser: PlainStreamParser>(
    _ parser: Parser, done: @escaping @Sendable (Result<Int, Error>) -> Void
  ) -> () -> Void {
    // Safe: the transport calls the handler with one event at a time, so one thread at a
    // time parses.
    let state = UncheckedSendable(Box(parser))
    let task = transport.startStreaming(TransportRequest(urlRequest: request)) { event in
      let box = state.value
      if let failure = Self.unexpectedStatus(event) { return done(.failure(failure)) }
      switch event {
      case .head: break
      case .chunk(let data): box.value.feed(data)
      case .completed:
        done(box.value.failure.map { .failure($0) } ?? .success(box.value.total))
      case .failed(let error, _): done(.failure(error))
      }
    }
    return task.cancel
  }

  /// The failure of a head other than 200, so that a wrong route cannot pass as two empty
  /// bodies with equal checksums; `nil` for anything else.
  static func unexpectedStatus(_ event: TransportStreamEvent) -> NetworkBenchError? {
    guard case .head(let head) = event, head.statusCode != 200 else { return nil }
    return .failed("status \(head.statusCode)")
  }

  /// Starts one run, waits for its outcome within ``runTimeout``, and cancels it on time-out.
  func run(
    _ start: (_ done: @escaping @Sendable (Result<Int, Error>) -> Void) -> () -> Void
  ) throws -> Int {
    let finished = DispatchSemaphore(value: 0)
    let tally = Tally()
    let once = Once { result in
      tally.add(result)
      finished.signal()
    }
    let cancel = start { once.finish($0) }
    guard finished.wait(timeout: .now() + Self.runTimeout) == .success else {
      cancel()
      throw NetworkBenchError.timedOut(requests: 1)
    }
    cancel()
    return try tally.total()
  }
}

/// A mutable value shared by reference.
final class Box<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}
