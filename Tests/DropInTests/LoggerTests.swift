import Moya
import RxMoya
import TestSupport
import Testing

@testable import DropInApp

/// Moya's `NetworkLoggerPlugin` under `import Moya`: its default entries name it `Moya_Logger`.
@Suite(.checksResources)
struct LoggerTests {
  private func logged(_ configuration: (@escaping (String) -> Void) -> NetworkLoggerPlugin)
    -> [String]
  {
    let lines = Guarded<[String]>([])
    let logger = configuration { line in lines.withLock { $0.append(line) } }
    let provider = MoyaProvider<GitHub>(
      stubClosure: MoyaProvider.immediatelyStub, plugins: [logger])
    provider.request(.zen) { _ in }
    return lines.withLock { $0 }
  }

  @Test func theDefaultEntriesNameTheMoyaLogger() {
    let lines = logged { write in
      NetworkLoggerPlugin(
        configuration: .init(output: { _, items in items.forEach(write) }, logOptions: .verbose))
    }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("Moya_Logger: [") })
    #expect(lines.contains { $0.contains("Request: https://api.github.com/zen") })
  }

  @Test func anEntryFormatterOfTheAppsIsKept() {
    let lines = logged { write in
      NetworkLoggerPlugin(
        configuration: .init(
          formatter: .init(entry: { identifier, _, _ in "app \(identifier)" }),
          output: { _, items in items.forEach(write) }))
    }
    #expect(lines.first == "app Request")
  }
}
