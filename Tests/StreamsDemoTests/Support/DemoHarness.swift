import FixtureServer
import Foundation
import Streams
import StreamsDemoKit
import StreamsNetwork

/// A started fixture API and a context over it, writing to captured outputs.
final class DemoHarness: Sendable {
  let api: FixtureAPI
  let context: DemoContext
  let output = CapturedOutput()
  let errors = CapturedOutput()

  /// Starts the fixture API; the context shows `login` and times its waits on `clock` (the
  /// demo's own real clock when `nil`).
  init(login: String = FixtureCatalog.defaultLogin, clock: (any SchedulerType)? = nil) throws {
    api = FixtureAPI()
    try api.start()
    let tally = RequestTally()
    let environment = GitHubEnvironment(baseURL: api.baseURL, plugins: [tally])
    context = DemoContext(
      environment: environment, fixture: api,
      terminal: Terminal(output: output, errors: errors, color: false), tally: tally,
      login: login, clock: clock)
  }

  var log: RequestLog { api.server.log }

  /// Runs `scene`, then lets the transport and the schedulers finish (so every resource the
  /// scene used is released) and stops the server, whether or not the scene failed.
  func run(_ scene: SceneName) async throws -> SceneOutcome {
    do {
      let outcome = try await scene.run(in: context)
      await finish()
      return outcome
    } catch {
      await finish()
      throw error
    }
  }

  /// Runs several scenes in order, then finishes.
  func run(_ scenes: [SceneName]) async throws -> [SceneOutcome] {
    var outcomes: [SceneOutcome] = []
    do {
      for scene in scenes { outcomes.append(try await scene.run(in: context)) }
      await finish()
      return outcomes
    } catch {
      await finish()
      throw error
    }
  }

  func finish() async {
    await context.settle()
    api.stop()
  }
}

/// A scene outcome that was not the kind a test expected.
struct UnexpectedOutcome: Error, CustomStringConvertible {
  let outcome: SceneOutcome
  var description: String { "unexpected outcome \(outcome)" }
}

/// Runs the command with captured outputs.
struct CommandRun {
  let status: Int32
  let output: CapturedOutput
  let errors: CapturedOutput

  init(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false
  ) async {
    output = CapturedOutput(isTerminal: terminal)
    errors = CapturedOutput()
    status = await StreamsDemoCommand.main(
      arguments: arguments, environment: environment, output: output, errors: errors)
  }

  /// Standard output parsed as JSON, when it is one JSON object.
  var jsonObject: [String: Any]? {
    guard let data = output.text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data)
    else { return nil }
    return object as? [String: Any]
  }
}
