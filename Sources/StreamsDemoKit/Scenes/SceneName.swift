import Foundation

/// The demo's scenes, in the order they run.
package enum SceneName: String, CaseIterable, Codable, Sendable {
  /// ``ProfileScene``.
  case profile
  /// ``FanOutScene``.
  case fanOut = "fan-out"
  /// ``PagesScene``.
  case pages
  /// ``ResilienceScene``.
  case resilience
  /// ``CancelScene``.
  case cancel
  /// ``AsyncScene``.
  case async
  /// ``ChatScene``.
  case chat

  /// The line printed before the scene runs.
  package var summary: String {
    switch self {
    case .profile: ProfileScene.summary
    case .fanOut: FanOutScene.summary
    case .pages: PagesScene.summary
    case .resilience: ResilienceScene.summary
    case .cancel: CancelScene.summary
    case .async: AsyncScene.summary
    case .chat: ChatScene.summary
    }
  }

  /// Why the scene cannot run against a real API, or `nil` when it can.
  package var fixtureOnlyReason: String? {
    switch self {
    case .resilience: "needs the fixture's flaky endpoint"
    case .cancel: "needs the fixture's slow endpoint and its connection log"
    case .chat: "needs the fixture's event stream"
    case .profile, .fanOut, .pages, .async: nil
    }
  }

  /// Runs the scene in `context`, with its environment current for the requests it makes.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: what the scene found, or why it was skipped.
  /// - Throws: the scene's ``StreamsNetwork/NetworkError``, or another error it cannot handle.
  package func run(in context: DemoContext) async throws -> SceneOutcome {
    if let reason = fixtureOnlyReason, context.fixture == nil { return .skipped(reason) }
    GitHubEnvironment.current = context.environment
    switch self {
    case .profile: return .profile(try await ProfileScene.run(in: context))
    case .fanOut: return .fanOut(try await FanOutScene.run(in: context))
    case .pages: return .pages(try await PagesScene.run(in: context))
    case .resilience: return .resilience(try await ResilienceScene.run(in: context))
    case .cancel: return .cancel(try await CancelScene.run(in: context))
    case .async: return .async(try await AsyncScene.run(in: context))
    case .chat: return .chat(try await ChatScene.run(in: context))
    }
  }
}

/// What a scene found.
package enum SceneOutcome: Sendable, Hashable {
  /// The zipped profile.
  case profile(Profile)
  /// The fan-out's repositories.
  case fanOut(FanOutResult)
  /// The pages read and requested.
  case pages(PagesResult)
  /// The retries.
  case resilience(ResilienceResult)
  /// The cancellation, seen from both ends.
  case cancel(CancelResult)
  /// The profile, made with async/await.
  case async(Profile)
  /// The streamed chat reply.
  case chat(ChatResult)
  /// Not run, and why.
  case skipped(String)

  /// The profile of ``profile(_:)`` or ``async(_:)``.
  package var profile: Profile? {
    switch self {
    case .profile(let profile), .async(let profile): profile
    default: nil
    }
  }

  /// The result of ``fanOut(_:)``.
  package var fanOut: FanOutResult? {
    if case .fanOut(let result) = self { return result }
    return nil
  }

  /// The result of ``pages(_:)``.
  package var pages: PagesResult? {
    if case .pages(let result) = self { return result }
    return nil
  }

  /// The result of ``resilience(_:)``.
  package var resilience: ResilienceResult? {
    if case .resilience(let result) = self { return result }
    return nil
  }

  /// The result of ``cancel(_:)``.
  package var cancel: CancelResult? {
    if case .cancel(let result) = self { return result }
    return nil
  }

  /// The result of ``chat(_:)``.
  package var chat: ChatResult? {
    if case .chat(let result) = self { return result }
    return nil
  }

  /// Why the scene was skipped, if it was.
  package var skipReason: String? {
    if case .skipped(let reason) = self { return reason }
    return nil
  }
}
