import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The provider workloads: GETs from a loopback `FixtureServer` through `Provider` on the
/// default Linux transport (libcurl), against the same GETs through a bare libcurl client
/// (``BareCurlClient``) in the same process.
extension Workload {
  /// One request at a time.
  package static let providerSerial = Workload(
    name: "provider-serial",
    summary: "2,000 sequential GETs of a 1 KB JSON body from FixtureServer on loopback, "
      + "Provider (default transport: libcurl) .map { try $0.map(BenchItem.self) }, vs a bare "
      + "libcurl multi loop decoding with JSONDecoder",
    unit: .request, target: .ratio(1.25),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 20)
  ) { size in try CurlBench(requests: size, inFlight: 1, payload: .item).instance() }

  /// Eight requests in flight.
  package static let providerParallel = Workload(
    name: "provider-8",
    summary: "2,000 GETs with 8 in flight, same body, decoding and floor as provider-serial",
    unit: .request, target: .ratio(1.25),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 20)
  ) { size in try CurlBench(requests: size, inFlight: 8, payload: .item).instance() }

  /// Eight 1 MiB downloads in flight.
  package static let providerMebibyte = Workload(
    name: "provider-1mib",
    summary: "2,000 GETs of a 1 MiB body with 8 in flight, Provider.response(_:) on the "
      + "default transport vs the bare libcurl loop; each side checks length and one byte",
    unit: .request, target: .ratio(1.25),
    sizes: Sizes(standard: 2_000, quick: 200, smoke: 10)
  ) { size in try CurlBench(requests: size, inFlight: 8, payload: .blob).instance() }

  /// Eight 12 MiB downloads in flight: the collected body's copies, not the request path.
  package static let providerLarge = Workload(
    name: "provider-8-16mib",
    summary: "200 GETs of a 12 MiB body with 8 in flight, Provider.response(_:) on the "
      + "default transport vs the bare libcurl loop; each side checks length and one byte",
    unit: .request, target: .ratio(1.10),
    sizes: Sizes(standard: 200, quick: 24, smoke: 2)
  ) { size in try CurlBench(requests: size, inFlight: 8, payload: .largeBlob).instance() }
}

/// One libcurl workload at one size: a server, a provider on the default transport, and the
/// bare client.
final class CurlBench: Sendable {
  let requests: Int
  let inFlight: Int
  let payload: BenchPayload
  let server: FixtureServer
  let provider: Provider<ItemTarget>
  #if os(Linux)
  let client: BareCurlClient
  #endif

  init(requests: Int, inFlight: Int, payload: BenchPayload) throws {
    self.requests = requests
    self.inFlight = inFlight
    self.payload = payload
    server = try FixtureServer.benchItems(count: requests, payload: payload)
    provider = Provider()
    #if os(Linux)
    guard DefaultTransport.kind == .curl, let client = BareCurlClient() else {
      throw NetworkBenchError.failed("libcurl is not available")
    }
    self.client = client
    #else
    throw NetworkBenchError.failed("the libcurl workloads run on Linux")
    #endif
  }

  func instance() -> Workload.Instance {
    Workload.Instance(
      events: requests,
      subject: {
        try runRequests(self.requests, inFlight: self.inFlight, through: self.viaProvider)
      },
      floor: { try runRequests(self.requests, inFlight: self.inFlight, through: self.viaClient) },
      close: {
        #if os(Linux)
        self.client.stop()
        #endif
        self.server.stop()
      })
  }

  func viaProvider(_ id: Int, _ done: @escaping @Sendable (Result<Int, Error>) -> Void) {
    sendThroughProvider(provider, server: server, id: id, payload: payload, done: done)
  }

  func viaClient(_ id: Int, _ done: @escaping @Sendable (Result<Int, Error>) -> Void) {
    #if os(Linux)
    let payload = payload
    let url = server.url("/" + payload.path(id)).absoluteString
    client.get(url) { result in
      done(Result { try checksum(of: try result.get(), id: id, payload: payload) })
    }
    #endif
  }
}
