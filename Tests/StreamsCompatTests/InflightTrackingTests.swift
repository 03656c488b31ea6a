import StreamsCompatTest
import TestSupport
import Testing

/// Moya's `trackInflights` spelling compiles and means what it does in Moya, with only the
/// compatibility imports (the sharing itself is tested in StreamsNetwork's suite).
@Suite(.checksResources)
struct InflightTrackingTests {
  @Test func aMoyaProviderTracksInflightsWhenAsked() {
    let tracking = MoyaProvider<GitHub>(trackInflights: true)
    let plain = MoyaProvider<GitHub>()
    #expect(tracking.trackInflights)
    #expect(!plain.trackInflights)
    let inflight: [Endpoint: Int] = tracking.inflightRequests
    #expect(inflight.isEmpty)
    #expect(plain.inflightRequests.keys.isEmpty)
  }
}
