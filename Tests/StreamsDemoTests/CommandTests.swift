import FixtureServer
import Foundation
import StreamsDemoKit
import TestSupport
import Testing

/// The entry point, with injected outputs: what a person (or a script) sees.
@Suite(.checksResources)
struct CommandTests {
  @Test func defaultRunShowsEverySceneAndExitsZero() async {
    let run = await CommandRun([])
    #expect(run.status == 0)
    for (index, scene) in SceneName.allCases.enumerated() {
      #expect(
        run.output.text.contains(
          "▸ \(index + 1)/\(SceneName.allCases.count) \(scene.rawValue): \(scene.summary)"))
    }
    #expect(run.output.text.contains("✓ \(SceneName.allCases.count) scenes in"))
    #expect(run.errors.text.isEmpty)
  }

  @Test(arguments: ["curl", "urlsession"])
  func headerLineNamesTheTransportAndTheTourRunsOnIt(_ transport: String) async throws {
    #if !os(Linux)
    if transport == "curl" { return }
    #endif
    let run = await CommandRun(["--transport", transport, "--json"])
    #expect(run.status == 0)
    let name = transport == "curl" ? "via CurlTransport (libcurl/" : "via URLSessionTransport"
    #expect(run.errors.lines.first?.contains(name) == true, "\(run.errors.lines.first ?? "")")
    let document = try #require(run.jsonObject)
    #expect(document["transport"] as? String == transport)
    #expect(document["ok"] as? Bool == true)
  }

  @Test func jsonIsOneValidDocumentOnStandardOutput() async throws {
    let run = await CommandRun(["--json"])
    #expect(run.status == 0)
    let document = try #require(run.jsonObject, "stdout is not one JSON object: \(run.output.text)")
    #expect(document["ok"] as? Bool == true)
    #expect(document["embeddedFixture"] as? Bool == true)
    let scenes = try #require(document["scenes"] as? [[String: Any]])
    #expect(scenes.compactMap { $0["name"] as? String } == SceneName.allCases.map(\.rawValue))
    #expect(scenes.allSatisfy { $0["status"] as? String == "ok" })
    let resilience = try #require(scenes.first { $0["name"] as? String == "resilience" })
    #expect((resilience["result"] as? [String: Any])?["attempts"] as? Int == 2)
    // The tour went to standard error, not into the document.
    #expect(run.errors.text.contains("▸ 1/\(SceneName.allCases.count) profile"))
  }

  @Test func unreachableBaseURLFailsWithOneClearLine() async {
    let run = await CommandRun(["--base-url", "http://127.0.0.1:1"])
    #expect(run.status == 1)
    #expect(run.errors.lines.count == 1)
    #expect(
      run.errors.text.contains(
        "Cannot reach http://127.0.0.1:1/: nothing is listening there (connection refused)")
        || run.errors.text.contains("Cannot reach http://127.0.0.1:1:"))
  }

  @Test func unreachableBaseURLInJSONStillPrintsValidJSON() async throws {
    let run = await CommandRun(["--base-url", "http://127.0.0.1:1", "--json"])
    #expect(run.status == 1)
    let document = try #require(run.jsonObject)
    #expect(document["ok"] as? Bool == false)
    #expect((document["error"] as? String)?.contains("Cannot reach") == true)
  }

  @Test(arguments: [
    ("error-401", "401 Unauthorized"), ("error-403", "rate limit is used up"),
    ("error-404", "404 Not Found"), ("error-429", "Try again in 30 seconds"),
    ("error-garbled", "does not decode: expected String at login"),
  ])
  func httpFailuresGiveOneActionableLine(login: String, expected: String) async {
    let run = await CommandRun(["--scene", "profile", "--login", login])
    #expect(run.status == 1)
    #expect(run.errors.lines.count == 1)
    #expect(run.errors.text.contains(expected), "\(run.errors.text)")
  }

  @Test func badCommandLineExitsTwoWithOneLine() async {
    let unknown = await CommandRun(["--frobnicate"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.lines == [
        #"streams-demo: unknown option "--frobnicate"; see streams-demo --help"#
      ])
    let scene = await CommandRun(["--scene", "nope"])
    #expect(scene.status == 2)
    #expect(scene.errors.text.contains("no scene \"nope\""))
  }

  @Test func helpAndVersion() async {
    let help = await CommandRun(["--help"])
    #expect(help.status == 0)
    #expect(help.output.text.hasPrefix("usage: streams-demo"))
    let version = await CommandRun(["--version"])
    #expect(version.status == 0)
    #expect(version.output.text == DemoOptions.versionText + "\n")
  }

  @Test func verboseLogsCurlWithTheTokenRedacted() async throws {
    let api = FixtureAPI()
    try api.start()
    let run = await CommandRun(
      ["--base-url", api.baseURL.absoluteString, "--scene", "profile", "--verbose"],
      environment: ["GITHUB_TOKEN": "s3cr3t-token"])
    api.stop()
    #expect(run.status == 0)
    let curl = run.output.lines.filter { $0.contains("→ curl") }
    #expect(curl.count == 3)
    #expect(curl.allSatisfy { $0.contains("Authorization: <redacted>") })
    #expect(!run.output.text.contains("s3cr3t-token"))
    // The token itself did go out, to the server the user named.
    let sent = api.server.log.requests.compactMap { $0.header("Authorization") }
    #expect(sent == Array(repeating: "Bearer s3cr3t-token", count: 3))
  }

  @Test func theEmbeddedFixtureNeverReceivesTheToken() async {
    let run = await CommandRun(
      ["--scene", "profile", "--json"], environment: ["GITHUB_TOKEN": "s3cr3t-token"])
    #expect(run.status == 0)
    #expect(!run.output.text.contains("s3cr3t") && !run.errors.text.contains("s3cr3t"))
  }

  @Test func againstAnotherServerFixtureOnlyScenesAreSkipped() async throws {
    let api = FixtureAPI()
    try api.start()
    let run = await CommandRun(
      ["--base-url", api.baseURL.absoluteString, "--scene", "resilience,cancel", "--json"])
    api.stop()
    #expect(run.status == 0)
    let scenes = try #require(run.jsonObject?["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["status"] as? String } == ["skipped", "skipped"])
    #expect(api.server.log.requestCount == 0)
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() async {
    let plain = await CommandRun(["--scene", "fan-out"])
    #expect(!plain.output.text.contains("\u{1B}["))
    let coloured = await CommandRun(["--scene", "fan-out"], terminal: true)
    #expect(coloured.output.text.contains("\u{1B}[1m"))
    #expect(coloured.output.text.contains("\r\u{1B}[2K"))
    let noColor = await CommandRun(["--scene", "fan-out", "--no-color"], terminal: true)
    #expect(!noColor.output.text.contains("\u{1B}[1m"))
    #expect(noColor.output.text.contains("\r\u{1B}[2K"))
  }
}
