import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private enum Secured: TargetType, AccessTokenAuthorizable, Equatable {
  case bearer
  case basic
  case custom
  case open
  case preset

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "secured" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { self == .preset ? ["Authorization": "Old creds"] : nil }

  var authorizationType: AuthorizationType? {
    switch self {
    case .bearer, .preset: .bearer
    case .basic: .basic
    case .custom: .custom("Token")
    case .open: nil
    }
  }
}

/// Sends `target` through a provider with `plugin` and returns the `Authorization` the
/// transport was asked to send.
private func authorization<T: TargetType>(
  _ target: T, plugin: AccessTokenPlugin, as _: T.Type = T.self
) -> String? {
  let transport = ScriptedTransport(autoRespond: 200)
  let provider = Provider<T>(session: transport, plugins: [plugin])
  _ = provider.response(target).subscribe(onError: { _ in })
  return transport.tasks.first?.request.urlRequest.value(forHTTPHeaderField: "Authorization")
}

@Suite(.checksResources)
struct AccessTokenPluginTests {
  private let plugin = AccessTokenPlugin { _ in "t0k3n" }

  @Test func eachAuthorizationTypeGivesItsScheme() {
    #expect(authorization(Secured.bearer, plugin: plugin) == "Bearer t0k3n")
    #expect(authorization(Secured.basic, plugin: plugin) == "Basic t0k3n")
    #expect(authorization(Secured.custom, plugin: plugin) == "Token t0k3n")
  }

  @Test func authorizationTypeValuesAreMoyas() {
    #expect(AuthorizationType.bearer.value == "Bearer")
    #expect(AuthorizationType.basic.value == "Basic")
    #expect(AuthorizationType.custom("Digest").value == "Digest")
    #expect(AuthorizationType.custom("A") != AuthorizationType.custom("B"))
  }

  @Test func nilAuthorizationTypeGetsNoHeader() {
    let asked = Locked(0)
    let counting = AccessTokenPlugin { _ in
      asked.withLock { $0 += 1 }
      return "t0k3n"
    }
    #expect(authorization(Secured.open, plugin: counting) == nil)
    #expect(asked.withLock { $0 } == 0)
  }

  @Test func targetThatIsNotAuthorizableGetsNoHeader() {
    #expect(authorization(PlainTarget(), plugin: plugin) == nil)
  }

  @Test func headerReplacesOneTheTargetSet() {
    #expect(authorization(Secured.preset, plugin: plugin) == "Bearer t0k3n")
  }

  @Test func tokenIsAskedForOnEachRequest() {
    let counter = Locked(0)
    let fresh = AccessTokenPlugin { _ in
      let count = counter.withLock { value -> Int in
        value += 1
        return value
      }
      return "t\(count)"
    }
    #expect(authorization(Secured.bearer, plugin: fresh) == "Bearer t1")
    #expect(authorization(Secured.bearer, plugin: fresh) == "Bearer t2")
  }

  @Test func multiTargetIsUnwrappedAndTheClosureGetsTheWrappedTarget() {
    let seen = Locked<[String]>([])
    let recording = AccessTokenPlugin { target in
      seen.withLock { $0.append("\(type(of: target))") }
      return target is Secured ? "inner" : "wrapper"
    }
    #expect(authorization(MultiTarget(Secured.basic), plugin: recording) == "Basic inner")
    #expect(authorization(MultiTarget(Secured.open), plugin: recording) == nil)
    #expect(authorization(MultiTarget(PlainTarget()), plugin: recording) == nil)
    #expect(seen.withLock { $0 } == ["Secured"])
  }

  @Test func nestedMultiTargetIsUnwrappedToo() {
    let nested = MultiTarget(MultiTarget(Secured.custom))
    #expect(authorization(nested, plugin: plugin) == "Token t0k3n")
  }

  @Test func stubbedRequestsCarryTheHeaderInTheirResponse() {
    let provider = Provider<Secured>(stubClosure: { _ in .immediate }, plugins: [plugin])
    var header: String?
    _ = provider.response(.bearer).subscribe(onNext: {
      header = $0.request?.value(forHTTPHeaderField: "Authorization")
    })
    #expect(header == "Bearer t0k3n")
  }
}
