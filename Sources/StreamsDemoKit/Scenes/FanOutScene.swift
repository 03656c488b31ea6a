import Foundation
import Streams
import StreamsNetwork

/// What the fan-out scene found.
package struct FanOutResult: Codable, Hashable, Sendable {
  /// The search, as a person types it.
  package var query: String
  /// How many repositories match in all.
  package var totalCount: Int
  /// The repositories whose details arrived, most starred first.
  package var repositories: [Repository]
  /// The concurrency limit given to `flatMap`.
  package var maxConcurrent: Int
  /// The most detail requests that were in flight at once.
  package var peakInFlight: Int
  /// Seconds from the search's answer to the last detail.
  package var elapsedSeconds: Double
}

/// Scene 2: one search, then a request per result, at most four at a time.
package enum FanOutScene {
  /// The line printed before the scene runs.
  package static let summary =
    "search, then flatMap(maxConcurrent: 4) over the results for each repository's details"

  /// The search the scene runs.
  package static let query = SearchQuery(
    .keyword(FixtureCatalog.reactiveSearch.keyword),
    .qualifier("language", FixtureCatalog.reactiveSearch.language))

  /// The concurrency limit.
  package static let maxConcurrent = 4

  /// The search's results, each fetched in full, as a running progress.
  ///
  /// - Parameters:
  ///   - query: the search.
  ///   - limit: how many results to fetch details for.
  ///   - inFlight: counts the detail requests running at once.
  /// - Returns: the progress after the search answered, then after each detail.
  package static func details(
    of query: SearchQuery, limit: Int = 12, inFlight: InFlightCounter
  ) -> Observable<FanOutProgress> {
    API.Search.Repositories(query: query, perPage: limit).asObservable()
      .flatMap { results -> Observable<FanOutProgress> in
        let start = FanOutProgress(total: results.items.count, matches: results.totalCount)
        return Observable.from(results.items)
          .flatMap(maxConcurrent: maxConcurrent) { found in
            API.Repos.Get(owner: found.owner.login, repo: found.name).asObservable()
              .do(onSubscribe: inFlight.enter, onDispose: inFlight.leave)
          }
          .scan(start) { progress, repository in progress.adding(repository) }
          .startWith(start)
      }
  }

  /// Runs the scene: a progress bar and, once everything is in, a table.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: what was found.
  /// - Throws: the first request's ``NetworkError``.
  package static func run(in context: DemoContext) async throws -> FanOutResult {
    let bar = ProgressBar(terminal: context.terminal, scheduler: context.render)
    let table = Table<Repository>(
      terminal: context.terminal, scheduler: context.render, columns: columns)
    let inFlight = InFlightCounter()
    let updates = try await context.drive(details(of: query, inFlight: inFlight)) { progress in
      Disposables.create(
        progress.drive(bar.binder),
        progress.filter(\.isComplete).map(\.byStars).drive(table.binder))
    }
    let last = updates.last ?? FanOutProgress(total: 0)
    return FanOutResult(
      query: query.description, totalCount: last.matches, repositories: last.byStars,
      maxConcurrent: maxConcurrent, peakInFlight: inFlight.peak, elapsedSeconds: last.elapsed)
  }

  static var columns: [Table<Repository>.Column] {
    [
      .init("repository") { $0.fullName },
      .init("stars", alignment: .right) { "\($0.stargazersCount)" },
      .init("forks", alignment: .right) { "\($0.forksCount)" },
      .init("issues", alignment: .right) { "\($0.openIssuesCount)" },
      .init("watchers", alignment: .right) { $0.subscribersCount.map(String.init) ?? "-" },
      .init("language") { $0.language ?? "-" },
    ]
  }
}

extension FanOutProgress {
  /// What has arrived, most starred first.
  var byStars: [Repository] {
    finished.sorted { ($0.stargazersCount, $1.fullName) > ($1.stargazersCount, $0.fullName) }
  }
}

/// Counts work in flight and remembers the most at once.
package final class InFlightCounter: Sendable {
  private let counts = Locked((current: 0, peak: 0))

  /// Creates a counter at zero.
  package init() {}

  /// One more in flight.
  package func enter() {
    counts.withLock { counts in
      counts.current += 1
      counts.peak = max(counts.peak, counts.current)
    }
  }

  /// One fewer in flight.
  package func leave() { counts.withLock { $0.current -= 1 } }

  /// The most that were in flight at once.
  package var peak: Int { counts.withLock { $0.peak } }
}
