import Foundation
import Streams
import StreamsNetwork

/// The `streams-demo` command: parses the command line, starts the embedded fixture API
/// unless `--base-url` names another, runs the scenes, and reports.
///
/// Everything it writes goes through the two outputs it is given, so tests run it with
/// ``CapturedOutput`` and read what a person would see.
package enum StreamsDemoCommand {
  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: the command line, without the program name.
  ///   - environment: the environment variables (`GITHUB_TOKEN`, `NO_COLOR`).
  ///   - output: standard output.
  ///   - errors: standard error.
  /// - Returns: the exit status: 0 when every scene ran, 1 when one failed, 2 for a bad
  ///   command line.
  package static func main(
    arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput
  ) async -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions(arguments: arguments)
    } catch {
      errors.write("streams-demo: \(error.message)\n")
      return 2
    }
    if options.help {
      output.write(DemoOptions.usage + "\n")
      return 0
    }
    if options.version {
      output.write(DemoOptions.versionText + "\n")
      return 0
    }
    let report = await run(options, environment: environment, output: output, errors: errors)
    return report.ok ? 0 : 1
  }

  /// Runs the scenes `options` selects and returns what happened.
  ///
  /// - Parameters:
  ///   - options: the parsed command line.
  ///   - environment: the environment variables.
  ///   - output: standard output: the tour, or the JSON document with `--json`.
  ///   - errors: standard error: failures, and the tour with `--json`.
  /// - Returns: the report; its ``DemoReport/ok`` says whether the run succeeded.
  package static func run(
    _ options: DemoOptions, environment: [String: String], output: TextOutput,
    errors: TextOutput
  ) async -> DemoReport {
    let color = options.color && environment["NO_COLOR"] == nil
    let terminal = Terminal(output: options.json ? errors : output, errors: errors, color: color)
    var fixture: FixtureAPI?
    let baseURL: URL
    if let url = options.baseURL {
      baseURL = url
    } else {
      let api = FixtureAPI()
      do {
        try api.start()
      } catch {
        let message = "The embedded fixture API could not start: \(error)."
        terminal.error("streams-demo: " + message)
        return finish(
          DemoReport(baseURL: "", embeddedFixture: true, error: message), options, output)
      }
      fixture = api
      baseURL = api.baseURL
    }
    let tally = RequestTally()
    let gitHub = GitHubEnvironment(
      baseURL: baseURL, transport: options.transport,
      plugins: plugins(options, environment: environment, terminal: terminal, tally: tally))
    let previous = GitHubEnvironment.current
    GitHubEnvironment.current = gitHub
    let context = DemoContext(
      environment: gitHub, fixture: fixture, terminal: terminal, tally: tally,
      login: options.login)

    var report = DemoReport(baseURL: baseURL.absoluteString, embeddedFixture: fixture != nil)
    report.transport = gitHub.transportKind.rawValue
    let target =
      fixture == nil
      ? baseURL.absoluteString
      : "the embedded fixture API at \(baseURL.absoluteString) (real HTTP over loopback)"
    terminal.line(
      terminal.paint("Streams demo", .bold) + " against " + target + " via "
        + gitHub.transportName)
    let started = Date()
    for (index, scene) in options.scenes.enumerated() {
      terminal.line()
      terminal.line(
        terminal.paint("▸ \(index + 1)/\(options.scenes.count) \(scene.rawValue)", .cyan)
          + ": " + scene.summary)
      do {
        let outcome = try await scene.run(in: context)
        if let reason = outcome.skipReason {
          terminal.line(
            "  " + terminal.paint("skipped", .yellow) + " against a real API: " + reason)
        }
        report.scenes.append(DemoReport.Scene(name: scene, outcome: outcome))
      } catch {
        let message = DemoFailure.message(for: error, baseURL: baseURL)
        report.scenes.append(DemoReport.Scene(name: scene, error: message))
        report.error = message
        terminal.error(terminal.paint("streams-demo: error:", .red) + " " + message)
        break
      }
    }
    report.elapsedSeconds = Date().timeIntervalSince(started)
    report.requests = tally.count
    await context.settle()
    fixture?.stop()
    GitHubEnvironment.current = previous
    if report.ok {
      terminal.line()
      terminal.line(
        terminal.paint("✓", .green)
          + " \(report.scenes.count) scene\(report.scenes.count == 1 ? "" : "s") in "
          + String(format: "%.2f s", report.elapsedSeconds) + ", \(report.requests) HTTP requests")
    }
    return finish(report, options, output)
  }

  private static func finish(
    _ report: DemoReport, _ options: DemoOptions, _ output: TextOutput
  ) -> DemoReport {
    if options.json { output.write(report.json + "\n") }
    return report
  }

  /// The tally, the access token (only for `--base-url`: a real token never goes to the
  /// fixture) and, with `--verbose`, the logger printing each request as cURL.
  static func plugins(
    _ options: DemoOptions, environment: [String: String], terminal: Terminal,
    tally: RequestTally
  ) -> [PluginType] {
    var plugins: [PluginType] = [tally]
    if options.baseURL != nil, let token = environment["GITHUB_TOKEN"], !token.isEmpty {
      plugins.append(AccessTokenPlugin { _ in token })
    }
    if options.verbose {
      // One line per request: the cURL command with its continuations joined; one short
      // line per response, without the headers.
      let formatter = NetworkLoggerPlugin.Configuration.Formatter(entry: { identifier, message, _ in
        identifier == "Request"
          ? "→ "
            + message.replacingOccurrences(
              of: #" \\\n\s*"#, with: " ", options: .regularExpression)
          : "← " + (message.components(separatedBy: ", Headers:").first ?? message)
      })
      let configuration = NetworkLoggerPlugin.Configuration(
        formatter: formatter,
        output: { _, items in
          for item in items { terminal.line("  " + terminal.paint(item, .dim)) }
        },
        logOptions: [.formatRequestAscURL, .requestHeaders])
      plugins.append(NetworkLoggerPlugin(configuration: configuration))
    }
    return plugins
  }
}
