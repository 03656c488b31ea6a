import FixtureServer
import Foundation
import Streams
import StreamsNetwork

/// What the pages scene read, and what the server says it was asked for.
package struct PagesResult: Codable, Hashable, Sendable {
  /// The page size.
  package var perPage: Int
  /// The page count the first page's `rel="last"` link gave, when there was one.
  package var pageCount: Int?
  /// The pages the client requested, in order.
  package var pagesRequested: [Int]
  /// The pages the fixture server received, in order; `nil` against a real API.
  package var pagesServed: [Int]?
  /// The repositories kept: those pushed since the cutoff.
  package var repositories: [String]
  /// The first repository past the cutoff, where reading stopped.
  package var stoppedAt: String?
  /// The cutoff, ISO 8601.
  package var pushedSince: String
}

/// Scene 3: follow `Link` headers page by page, lazily, and stop when a condition says so.
package enum PagesScene {
  /// The line printed before the scene runs.
  package static let summary =
    "provider.paginate follows Link rel=\"next\" on demand until a repository is too old"

  /// The page size.
  package static let perPage = 10

  /// `login`'s repositories page by page, following `Link: rel="next"` with
  /// `provider.paginate`: each page is requested only once the one before has been delivered
  /// and the subscriber still wants more, so a `take(while:)` that has seen enough stops the
  /// chain before the next request exists.
  ///
  /// - Parameters:
  ///   - login: the account.
  ///   - provider: the provider of the enum targets.
  /// - Returns: the pages, in order.
  package static func pages(of login: String, provider: Provider<GitHub>)
    -> Observable<Page<Repository>>
  {
    provider.paginate(.repos(login: login, perPage: perPage))
      .map { response in try Page<Repository>(decoding: response) }
  }

  /// Runs the scene: reads `login`'s repositories, most recently pushed first, until one was
  /// last pushed before ``FixtureCatalog/pushedCutoff``, then reads the server's log.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: what was read and requested.
  /// - Throws: the first request's ``NetworkError``.
  package static func run(in context: DemoContext) async throws -> PagesResult {
    let cutoff = FixtureCatalog.pushedCutoff
    let log = LineLog(terminal: context.terminal, scheduler: context.render)
    let firstSequence = context.fixture?.server.log.requestCount ?? 0
    let requestedBefore = context.tally.count
    let pageCount = Locked<Int?>(nil)
    let stoppedAt = Locked<String?>(nil)
    let recent = pages(of: context.login, provider: context.environment.gitHub)
      .do(onNext: { page in
        if page.number == 1 { pageCount.withLock { $0 = page.lastNumber } }
        let of = pageCount.withLock { $0 }.map { " of \($0)" } ?? ""
        log.binder.onNext("page \(page.number)\(of): \(page.items.count) repositories")
      })
      .concatMap { Observable.from($0.items) }
      .do(onNext: { repository in
        if (repository.pushedAt ?? .distantPast) < cutoff {
          stoppedAt.withLock { $0 = $0 ?? repository.name }
        }
      })
      .take(while: { ($0.pushedAt ?? .distantPast) >= cutoff })
      .toArray()
    let kept = try await recent.value
    await context.settle()

    let requested = context.tally.urls.dropFirst(requestedBefore).map {
      Page<Repository>.pageNumber(of: $0) ?? 1
    }
    let served = context.fixture.map { fixture in
      fixture.server.log.requests(.get, FixtureAPI.Route.repos)
        .filter { $0.sequenceNumber > firstSequence }
        .map { Int($0.query["page"] ?? "") ?? 1 }
    }
    let total = pageCount.withLock { $0 }
    let stop = stoppedAt.withLock { $0 }
    log.binder.onNext(
      "kept \(kept.count) repositories pushed since \(day(cutoff))"
        + (stop.map { "; stopped at \($0)" } ?? ""))
    if let served {
      let never = total.map { $0 > served.count ? Array((served.count + 1)...$0) : [] } ?? []
      log.binder.onNext(
        "server log: pages \(served.map(String.init).joined(separator: ", ")) requested"
          + (never.isEmpty
            ? "" : "; pages \(never.map(String.init).joined(separator: ", ")) never were"))
    } else {
      log.binder.onNext("requested pages \(requested.map(String.init).joined(separator: ", "))")
    }
    await context.render.drain()
    return PagesResult(
      perPage: perPage, pageCount: total, pagesRequested: requested, pagesServed: served,
      repositories: kept.map(\.name), stoppedAt: stop, pushedSince: day(cutoff))
  }

  static func day(_ date: Date) -> String {
    String(ISO8601DateFormatter().string(from: date).prefix(10))
  }
}
