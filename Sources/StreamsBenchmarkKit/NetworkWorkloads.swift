import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession workloads: GETs of a 1 KB JSON body from a loopback `FixtureServer`, decoded
/// into ``BenchItem``, through `Provider` on a ``URLSessionTransport`` and, as the floor,
/// through plain `URLSession` completion-handler data tasks in the same process.
extension Workload {
  /// One request at a time.
  package static let urlSessionSerial = Workload(
    name: "urlsession-serial",
    summary: "2,000 sequential GETs of a 1 KB JSON body from FixtureServer on loopback, "
      + "Provider on URLSessionTransport, .map { try $0.map(BenchItem.self) }, vs URLSession "
      + "data tasks",
    unit: .request, target: .ratio(1.10),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 20)
  ) { size in try NetworkBench(requests: size, inFlight: 1).instance() }

  /// Eight requests in flight.
  package static let urlSessionParallel = Workload(
    name: "urlsession-8",
    summary: "2,000 GETs with 8 in flight, same body, decoding and floor as urlsession-serial",
    unit: .request, target: .ratio(1.10),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 20)
  ) { size in try NetworkBench(requests: size, inFlight: 8).instance() }

  /// Eight 1 MiB downloads in flight.
  package static let urlSessionMebibyte = Workload(
    name: "urlsession-1mib",
    summary: "2,000 GETs of a 1 MiB body with 8 in flight, Provider.response(_:) on "
      + "URLSessionTransport vs URLSession data tasks; each side checks length and one byte",
    unit: .request, target: .ratio(1.10),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 10)
  ) { size in try NetworkBench(requests: size, inFlight: 8, payload: .blob).instance() }
}

/// What the requests of a network workload fetch.
enum BenchPayload: Sendable {
  /// About 1 KB of JSON, decoded into a ``BenchItem``.
  case item
  /// A 1 MiB body (``FixtureServer/blobSize``), checked by length and one byte.
  case blob
  /// A 12 MiB body (``FixtureServer/largeBlobSize``), checked the same way.
  case largeBlob

  /// The path of request `id`.
  func path(_ id: Int) -> String {
    switch self {
    case .item: "items/\(id)"
    case .blob: "blobs/\(id)"
    case .largeBlob: "large/\(id)"
    }
  }

  /// Whether the body is a blob, checked by ``blobChecksum(_:_:)`` rather than decoded.
  var isBlob: Bool { self != .item }
}

/// A request for item `id` (or for blob `id`) on the fixture server.
struct ItemTarget: TargetType {
  var baseURL: URL
  var id: Int
  var payload = BenchPayload.item
  var path: String { payload.path(id) }
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

extension FixtureServer {
  /// The size of a blob: 1 MiB.
  static let blobSize = 1 << 20
  /// The size of a large blob: 12 MiB.
  static let largeBlobSize = 12 << 20

  /// A started server answering `/items/{id}` with item `id` as about 1 KB of JSON (for
  /// `id` below `count`), `/blobs/{id}` with one 1 MiB body and, when `payload` asks for
  /// them, `/large/{id}` with one 12 MiB body.
  static func benchItems(count: Int, payload: BenchPayload = .item) throws -> FixtureServer {
    let server = FixtureServer(configuration: .init(storesRequests: false))
    // One body per id, made before the server starts: the handler only looks it up.
    let bodies = try (0..<count).map {
      try JSONEncoder().encode(BenchItem.make($0, summaryLength: BenchItem.kilobyteSummary))
    }
    server.route(.get, "/items/{id}") { request in
      guard let id = request.pathParameters["id"].flatMap(Int.init), bodies.indices.contains(id)
      else { return .status(404) }
      return .json(bodies[id])
    }
    let blob = FixtureResponse.pattern(byteCount: blobSize)
    server.route(.get, "/blobs/{id}", response: blob)
    if payload == .largeBlob {
      server.route(.get, "/large/{id}", response: .pattern(byteCount: largeBlobSize))
    }
    try server.start()
    return server
  }
}

/// The checksum of a blob response: its length and the byte its id picks.
func blobChecksum(_ id: Int, _ body: Data) -> Int {
  guard !body.isEmpty else { return 0 }
  return body.count &+ Int(body[body.startIndex + id % body.count])
}

/// What a floor computes from the body of request `id`: the blob checksum, or the decoded
/// item's.
func checksum(of body: Data, id: Int, payload: BenchPayload) throws -> Int {
  payload.isBlob
    ? blobChecksum(id, body) : try JSONDecoder().decode(BenchItem.self, from: body).checksum
}

/// Sends request `id` through `provider` and hands `done` what the Streams side computes:
/// the blob checksum of the response, or the checksum of the item `Response.map` decodes.
func sendThroughProvider(
  _ provider: Provider<ItemTarget>, server: FixtureServer, id: Int, payload: BenchPayload,
  done: @escaping @Sendable (Result<Int, Error>) -> Void
) {
  let target = ItemTarget(baseURL: server.baseURL, id: id, payload: payload)
  let once = Once(done)
  let checksums =
    payload.isBlob
    ? provider.response(target).map { blobChecksum(id, $0.data) }
    : provider.response(target).map { try $0.map(BenchItem.self).checksum }
  _ = checksums.subscribe(
    onNext: { once.finish(.success($0)) }, onError: { once.finish(.failure($0)) })
}

/// Errors of the network workloads.
package enum NetworkBenchError: Error, Equatable {
  /// A request did not finish within the bound.
  case timedOut(requests: Int)
  /// A request failed; the description says how.
  case failed(String)
}

/// One URLSession workload at one size: a server, a provider, a session.
final class NetworkBench: Sendable {
  let requests: Int
  let inFlight: Int
  let payload: BenchPayload
  let server: FixtureServer
  let provider: Provider<ItemTarget>
  let session: URLSession

  init(requests: Int, inFlight: Int, payload: BenchPayload = .item) throws {
    self.requests = requests
    self.inFlight = inFlight
    self.payload = payload
    server = try FixtureServer.benchItems(count: requests, payload: payload)
    // Both sides get the same configuration: the defaults, without a response cache, so
    // that memory kept across runs is the client's own and not cached bodies.
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    provider = Provider(session: URLSessionTransport(configuration: configuration))
    session = URLSession(configuration: configuration)
  }

  func instance() -> Workload.Instance {
    Workload.Instance(
      events: requests, subject: { try self.run(through: self.viaProvider) },
      floor: { try self.run(through: self.viaSession) },
      close: {
        self.session.invalidateAndCancel()
        self.server.stop()
      })
  }

  func viaProvider(_ id: Int, _ done: @escaping @Sendable (Result<Int, Error>) -> Void) {
    sendThroughProvider(provider, server: server, id: id, payload: payload, done: done)
  }

  func viaSession(_ id: Int, _ done: @escaping @Sendable (Result<Int, Error>) -> Void) {
    let payload = payload
    let url = server.url("/" + payload.path(id))
    session.dataTask(with: url) { data, _, error in
      if let error { return done(.failure(error)) }
      done(Result { try checksum(of: data ?? Data(), id: id, payload: payload) })
    }.resume()
  }

  func run(through start: Start) throws -> Int {
    try runRequests(requests, inFlight: inFlight, through: start)
  }
}

/// Starts request `id`; `done` receives the response's checksum or the error.
typealias Start = (_ id: Int, _ done: @escaping @Sendable (Result<Int, Error>) -> Void) -> Void

/// Sends `requests` requests through `start`, at most `inFlight` at a time, and sums the
/// checksums.
func runRequests(_ requests: Int, inFlight: Int, through start: Start) throws -> Int {
  let slots = DispatchSemaphore(value: inFlight)
  let group = DispatchGroup()
  let tally = Tally()
  for id in 0..<requests {
    guard slots.wait(timeout: .now() + 30) == .success else {
      throw NetworkBenchError.timedOut(requests: requests)
    }
    group.enter()
    start(id) { result in
      tally.add(result)
      slots.signal()
      group.leave()
    }
  }
  guard group.wait(timeout: .now() + 30) == .success else {
    throw NetworkBenchError.timedOut(requests: requests)
  }
  return try tally.total()
}

/// Calls its closure at most once.
final class Once: Sendable {
  private let done: Locked<(@Sendable (Result<Int, Error>) -> Void)?>

  init(_ done: @escaping @Sendable (Result<Int, Error>) -> Void) { self.done = Locked(done) }

  func finish(_ result: Result<Int, Error>) {
    let call = done.withLock { done in
      defer { done = nil }
      return done
    }
    call?(result)
  }
}

/// Sums checksums from many threads and keeps the first error.
final class Tally: Sendable {
  private let state = Locked<(sum: Int, error: Error?)>((0, nil))

  func add(_ result: Result<Int, Error>) {
    state.withLock { state in
      switch result {
      case .success(let value): state.sum &+= value
      case .failure(let failure): if state.error == nil { state.error = failure }
      }
    }
  }

  func total() throws -> Int {
    let (sum, error) = state.withLock { $0 }
    if let error { throw NetworkBenchError.failed("\(error)") }
    return sum
  }
}
