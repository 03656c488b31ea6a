import Foundation

/// The made-up GitHub the embedded fixture API serves.
///
/// A few accounts, their repositories and followers, and a search corpus. Every number is
/// invented and stable from run to run.
package enum FixtureCatalog {
  /// The account the demo shows by default.
  package static let defaultLogin = "octocat"

  /// How many repositories `octocat` has (five pages of ten).
  package static let octocatRepositoryCount = 48

  /// The date the pages scene stops at: `octocat` pushed to 28 repositories since.
  package static let pushedCutoff = date(2024, 6, 1)

  /// The search the fan-out scene runs: matches 16 fixture repositories.
  package static let reactiveSearch: (keyword: String, language: String) = ("reactive", "swift")

  /// The accounts by login.
  package static let users: [String: User] = {
    var users: [String: User] = [:]
    users["octocat"] = User(
      login: "octocat", id: 583_231, name: "The Octocat",
      bio: "A fixture cat: every number here is made up.", location: "San Francisco",
      publicRepos: octocatRepositoryCount, followers: followerLogins.count, following: 4,
      createdAt: date(2011, 1, 25))
    for (index, login) in followerLogins.enumerated() {
      users[login] = User(
        login: login, id: 1_000 + index, name: login.capitalized, location: "The Octodex",
        publicRepos: repositoriesByOwner[login]?.count ?? 0, followers: 3 + index,
        following: 1, createdAt: date(2014, 1 + index, 10))
    }
    return users
  }()

  /// The accounts following `octocat`.
  package static let followerLogins = [
    "mona", "hubot", "electrocat", "spacecat", "codercat", "jetpackcat", "inflatocat",
    "saritocat", "privateinvestocat",
  ]

  /// Followers by login.
  package static func followers(of login: String) -> [UserSummary] {
    guard login == "octocat" else { return [] }
    return followerLogins.compactMap { users[$0].map { UserSummary(login: $0.login, id: $0.id) } }
  }

  /// The repositories by owner, most recently pushed first.
  package static let repositoriesByOwner: [String: [Repository]] = {
    var byOwner: [String: [Repository]] = ["octocat": octocatRepositories]
    for repository in searchCorpus {
      byOwner[repository.owner.login, default: []].append(repository)
    }
    return byOwner.mapValues { repositories in
      repositories.sorted { ($0.pushedAt ?? .distantPast) > ($1.pushedAt ?? .distantPast) }
    }
  }()

  /// One repository with its watcher count, as `GET /repos/{owner}/{repo}` answers.
  package static func repository(owner: String, name: String) -> Repository? {
    guard var found = repositoriesByOwner[owner]?.first(where: { $0.name == name }) else {
      return nil
    }
    found.subscribersCount = 2 + found.stargazersCount / 25
    return found
  }

  /// The repositories whose name or description holds every keyword and whose language and
  /// owner fit the `language:` and `user:` qualifiers, most starred first.
  package static func search(keywords: [String], qualifiers: [String: String]) -> [Repository] {
    let everything = repositoriesByOwner.values.joined()
    return everything.filter { repository in
      let text = "\(repository.name) \(repository.description ?? "")".lowercased()
      guard keywords.allSatisfy({ text.contains($0.lowercased()) }) else { return false }
      if let language = qualifiers["language"],
        repository.language?.lowercased() != language.lowercased()
      {
        return false
      }
      if let user = qualifiers["user"], repository.owner.login != user { return false }
      return true
    }
    .sorted { ($0.stargazersCount, $1.fullName) > ($1.stargazersCount, $0.fullName) }
  }

  private static let octocatRepositories: [Repository] = {
    let owner = UserSummary(login: "octocat", id: 583_231)
    let named = [
      "hello-world", "Spoon-Knife", "linguist", "octocat.github.io", "git-consortium",
      "test-repo1", "boysenberry-repo-1", "cheese-burger",
    ]
    let languages = ["Swift", "Ruby", "Go", "TypeScript", nil]
    let newest = date(2025, 5, 1)
    return (0..<octocatRepositoryCount).map { index in
      Repository(
        id: 10_000 + index,
        name: index < named.count ? named[index] : "sample-\(index + 1)",
        owner: owner, description: "Fixture repository number \(index + 1).",
        language: languages[index % languages.count],
        stargazersCount: (octocatRepositoryCount - index) * 37 % 997,
        forksCount: (index * 13) % 101, openIssuesCount: index % 7,
        pushedAt: newest.addingTimeInterval(-Double(index) * 12 * 86_400))
    }
  }()

  private static let searchCorpus: [Repository] = {
    let topics = [
      ("reactive-cat", "Reactive extensions for cat pictures"),
      ("purr-streams", "Reactive streams that purr"),
      ("whisker-rx", "A reactive toolkit for whiskers"),
      ("yarn-ball", "Reactive yarn-ball physics"),
      ("hairball", "A reactive cache that coughs up stale entries"),
      ("laser-pointer", "Reactive laser pointer tracking"),
      ("nap-scheduler", "A reactive scheduler for naps"),
      ("tuna-sync", "Reactive sync for tuna inventories"),
    ]
    var corpus: [Repository] = []
    for (ownerIndex, login) in followerLogins.prefix(4).enumerated() {
      let owner = UserSummary(login: login, id: 1_000 + ownerIndex)
      for (topicIndex, topic) in topics.enumerated() where (topicIndex + ownerIndex) % 2 == 0 {
        let index = corpus.count
        corpus.append(
          Repository(
            id: 20_000 + index, name: topic.0, owner: owner, description: topic.1,
            language: index % 9 == 8 ? "Kotlin" : "Swift",
            stargazersCount: 120 + (index * 389) % 4_000, forksCount: 5 + (index * 17) % 300,
            openIssuesCount: (index * 5) % 40,
            pushedAt: date(2025, 1 + index % 12, 1 + index)))
      }
    }
    return corpus
  }()

  static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var components = DateComponents()
    (components.year, components.month, components.day) = (year, month, day)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }
}
