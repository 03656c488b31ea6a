import Foundation
import Streams
import StreamsNetwork

/// Scene 1: three requests at once, zipped into one model and driven into a card.
package enum ProfileScene {
  /// The line printed before the scene runs.
  package static let summary =
    "Observable.zip(user, repos, followers) into one Profile, driven into a card sink"

  /// The profile of `login`: the account, its five latest repositories and its followers.
  ///
  /// The three requests are request values, hence observables; `zip` subscribes to all three
  /// at once and combines their answers when the last arrives.
  ///
  /// - Parameter login: the account.
  /// - Returns: the profile, as one sequence.
  package static func profile(of login: String) -> Observable<Profile> {
    Observable.zip(
      API.Users.Get(login: login),
      API.Users.Repos(login: login, perPage: 5).map(\.items),
      API.Users.Followers(login: login)
    ) { user, repositories, followers in
      Profile(user: user, recentRepositories: repositories, followers: followers)
    }
  }

  /// Runs the scene: drives the zipped profile into a ``ProfileCard``.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: the profile the card drew.
  /// - Throws: the first request's ``NetworkError``.
  package static func run(in context: DemoContext) async throws -> Profile {
    let card = ProfileCard(terminal: context.terminal, scheduler: context.render)
    let profiles = try await context.drive(profile(of: context.login)) { profile in
      profile.drive(card.binder)
    }
    guard let profile = profiles.last else { throw RxError.noElements }
    return profile
  }
}

/// Scene 6: the same profile with Swift concurrency.
package enum AsyncScene {
  /// The line printed before the scene runs.
  package static let summary =
    "the same profile with try await … .value and for try await … in values"

  /// Runs the scene: `async let` for the account (through the enum target) and the
  /// repositories (a request value), and a `for try await` loop over the followers.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: the profile.
  /// - Throws: the first request's ``NetworkError``.
  package static func run(in context: DemoContext) async throws -> Profile {
    let login = context.login
    let gitHub = context.environment.gitHub
    async let user = gitHub.rx.request(.user(login: login)).map(User.self, using: .gitHub).value
    async let page = API.Users.Repos(login: login, perPage: 5).value
    var followers: [UserSummary] = []
    let oneByOne = API.Users.Followers(login: login).asObservable().flatMap { Observable.from($0) }
    for try await follower in oneByOne.values {
      followers.append(follower)
    }
    let profile = Profile(
      user: try await user, recentRepositories: try await page.items, followers: followers)
    let terminal = context.terminal
    terminal.line(
      "  " + terminal.paint("✓", .green)
        + " \(profile.user.name ?? login): \(profile.user.publicRepos) repositories, "
        + "\(profile.recentRepositories.count) recent, "
        + "\(followers.count) followers read one by one")
    return profile
  }
}
