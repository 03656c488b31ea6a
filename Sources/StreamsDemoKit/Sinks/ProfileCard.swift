import Foundation
import Streams

/// What the profile scenes put together: an account, its latest repositories, its followers.
package struct Profile: Codable, Hashable, Sendable {
  /// The account.
  package var user: User
  /// The first page of its repositories, most recently pushed first.
  package var recentRepositories: [Repository]
  /// The first page of its followers.
  package var followers: [UserSummary]

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - user: the account.
  ///   - recentRepositories: its latest repositories.
  ///   - followers: its followers.
  package init(user: User, recentRepositories: [Repository], followers: [UserSummary]) {
    self.user = user
    self.recentRepositories = recentRepositories
    self.followers = followers
  }
}

/// A sink that draws a ``Profile`` as a card.
///
/// Bind to it: `profile.asDriver(…).drive(card.binder)`. It draws on the demo's render
/// scheduler and remembers what it drew.
package final class ProfileCard: Sendable {
  private let terminal: Terminal
  private let scheduler: RenderScheduler
  private let drawn = Locked<[Profile]>([])

  /// Creates a card.
  ///
  /// - Parameters:
  ///   - terminal: where to draw.
  ///   - scheduler: where the binder delivers.
  package init(terminal: Terminal, scheduler: RenderScheduler) {
    self.terminal = terminal
    self.scheduler = scheduler
  }

  /// Draws each profile it receives, on the render scheduler.
  package var binder: Binder<Profile> {
    Binder(self, scheduler: scheduler) { card, profile in card.draw(profile) }
  }

  /// The profiles drawn so far.
  package var profiles: [Profile] { drawn.withLock { $0 } }

  func draw(_ profile: Profile) {
    drawn.withLock { $0.append(profile) }
    let user = profile.user
    let title = " \(user.name ?? user.login) (@\(user.login)) "
    let width = 64
    let rule = String(repeating: "─", count: max(2, width - title.count - 3))
    terminal.line("  ╭─" + terminal.paint(title, .bold) + rule)
    if let bio = user.bio { terminal.line("  │ " + bio) }
    var facts: [String] = []
    if let location = user.location { facts.append(location) }
    if let created = user.createdAt {
      facts.append("joined \(Calendar(identifier: .gregorian).component(.year, from: created))")
    }
    if !facts.isEmpty {
      terminal.line("  │ " + terminal.paint(facts.joined(separator: " · "), .dim))
    }
    terminal.line(
      "  │ \(user.publicRepos) repositories · \(user.followers) followers · "
        + "\(user.following) following")
    let recent = profile.recentRepositories.prefix(3).map {
      "\($0.name) ★\($0.stargazersCount)"
    }
    if !recent.isEmpty { terminal.line("  │ recently pushed: " + recent.joined(separator: ", ")) }
    let names = profile.followers.prefix(4).map(\.login)
    if !names.isEmpty {
      let more = profile.followers.count > names.count ? " (+\(profile.followers.count - 4))" : ""
      terminal.line("  │ followed by: " + names.joined(separator: ", ") + more)
    }
    terminal.line("  ╰" + String(repeating: "─", count: width - 1))
  }
}
