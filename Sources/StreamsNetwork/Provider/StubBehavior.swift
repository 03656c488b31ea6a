import Foundation

/// Whether a provider answers a target from its sample data instead of the network.
public enum StubBehavior: Equatable, Sendable {
  /// Send the request over the network.
  case never
  /// Answer with the endpoint's sample response during `subscribe`.
  case immediate
  /// Answer with the endpoint's sample response after `seconds`, on the provider's scheduler.
  case delayed(seconds: TimeInterval)
}
