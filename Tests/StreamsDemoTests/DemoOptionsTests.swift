import Foundation
import StreamsDemoKit
import StreamsNetwork
import TestSupport
import Testing

/// Parsing the command line.
@Suite(.checksResources)
struct DemoOptionsTests {
  @Test func defaultsRunEverySceneAgainstTheFixture() throws {
    let options = try DemoOptions(arguments: [])
    #expect(options.scenes == SceneName.allCases)
    #expect(options.baseURL == nil)
    #expect(options.login == "octocat")
    #expect(!options.json && !options.verbose && options.color)
  }

  @Test func scenesRepeatOrSplitOnCommasInOrderWithoutDuplicates() throws {
    let options = try DemoOptions(arguments: [
      "--scene", "pages,profile", "--scene=fan-out", "--scene", "pages",
    ])
    #expect(options.scenes == [.pages, .profile, .fanOut])
  }

  @Test func flagsAndValues() throws {
    let options = try DemoOptions(arguments: [
      "--base-url", "https://api.github.com", "--login=mona", "--json", "--verbose", "--no-color",
    ])
    #expect(options.baseURL == URL(string: "https://api.github.com"))
    #expect(options.login == "mona")
    #expect(options.json && options.verbose && !options.color)
  }

  @Test func transportIsThePlatformDefaultUnlessNamed() throws {
    #expect(try DemoOptions(arguments: []).transport == DefaultTransport.kind)
    #expect(try DemoOptions(arguments: ["--transport", "urlsession"]).transport == .urlSession)
    #if os(Linux)
    #expect(try DemoOptions(arguments: ["--transport=curl"]).transport == .curl)
    #endif
    #expect(throws: UsageError(#"--transport takes curl or urlsession, not "nio""#)) {
      try DemoOptions(arguments: ["--transport", "nio"])
    }
  }

  @Test func badInputIsAUsageError() {
    #expect(throws: UsageError("--base-url needs a value")) {
      try DemoOptions(arguments: ["--base-url"])
    }
    #expect(throws: UsageError(#"--base-url needs an http or https URL, not "ftp://x""#)) {
      try DemoOptions(arguments: ["--base-url", "ftp://x"])
    }
    #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--scene", "all"]) }
    #expect(throws: UsageError.self) { try DemoOptions(arguments: ["extra"]) }
  }
}
