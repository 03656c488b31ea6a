import Foundation
import StreamsNetwork

/// The command line of `streams-demo`.
package struct DemoOptions: Equatable, Sendable {
  /// The API to talk to; `nil` starts the embedded fixture API.
  package var baseURL: URL?
  /// The scenes to run, in order; every scene by default.
  package var scenes: [SceneName] = SceneName.allCases
  /// The account the profile scenes show.
  package var login = FixtureCatalog.defaultLogin
  /// Whether colour is allowed (it is used only on a terminal).
  package var color = true
  /// Whether to print one JSON document on standard output instead of the tour.
  package var json = false
  /// Whether to log every request as a cURL command (secrets redacted).
  package var verbose = false
  /// The transport the providers send through: the platform's default unless
  /// `--transport` names one.
  package var transport = DefaultTransport.kind
  /// Whether to print the usage and exit.
  package var help = false
  /// Whether to print the version and exit.
  package var version = false

  /// The demo's version.
  package static let versionText = "streams-demo 0.1.0 (Streams, StreamsNetwork, FixtureServer)"

  /// The usage text.
  package static let usage = """
    usage: streams-demo [--scene NAME]… [--base-url URL] [--login NAME] [--json] [--verbose]
                        [--transport curl|urlsession] [--no-color] [--help] [--version]

    Runs Streams scenes over real HTTP. Without --base-url it serves a GitHub-like API itself,
    on a loopback port, so no network access is needed.

      --scene NAME    run only this scene (repeat, or separate with commas):
                      \(SceneName.allCases.map(\.rawValue).joined(separator: ", "))
      --base-url URL  talk to this API instead, e.g. https://api.github.com; a token in
                      GITHUB_TOKEN is sent as a bearer token. The fixture's slow and flaky
                      endpoints do not exist there, so those scenes are skipped.
      --login NAME    the account to show (default octocat). The fixture fails on purpose for
                      error-401, error-403, error-404, error-429 and error-garbled.
      --json          print one JSON document of the results on standard output; the tour
                      goes to standard error
      --verbose       log every request as a cURL command, credentials redacted
      --transport T   curl (libcurl driven directly, the default on Linux) or urlsession
                      (URLSession, the default elsewhere)
      --no-color      no colour (also when NO_COLOR is set)
      --help          this text
      --version       the version

    Exit status: 0 when every scene ran, 1 when one failed, 2 for a bad command line.
    """

  /// Creates the defaults.
  package init() {}

  /// Parses `arguments` (without the program name).
  ///
  /// - Parameter arguments: the command-line words.
  /// - Throws: ``UsageError`` for an unknown option, a missing value or a bad one.
  package init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    var scenes: [SceneName] = []
    func value(for option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw UsageError("\(option) needs a value")
      }
      return value
    }
    while let word = rest.popFirst() {
      var option = word
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        option = String(word[..<equals])
        rest.insert(String(word[word.index(after: equals)...]), at: rest.startIndex)
      }
      switch option {
      case "--base-url":
        let text = try value(for: option)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
          scheme == "http" || scheme == "https", url.host != nil
        else { throw UsageError("--base-url needs an http or https URL, not \"\(text)\"") }
        baseURL = url
      case "--scene":
        for name in try value(for: option).split(separator: ",") {
          guard let scene = SceneName(rawValue: String(name)) else {
            let known = SceneName.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("no scene \"\(name)\"; the scenes are \(known)")
          }
          if !scenes.contains(scene) { scenes.append(scene) }
        }
      case "--login":
        login = try value(for: option)
      case "--transport":
        let text = try value(for: option)
        guard let kind = DefaultTransport.Kind(rawValue: text) else {
          throw UsageError("--transport takes curl or urlsession, not \"\(text)\"")
        }
        #if !os(Linux)
        if kind == .curl { throw UsageError("--transport curl runs on Linux only") }
        #endif
        transport = kind
      case "--json": json = true
      case "--verbose", "-v": verbose = true
      case "--no-color", "--no-colour": color = false
      case "--help", "-h": help = true
      case "--version": version = true
      default:
        throw UsageError("unknown option \"\(word)\"; see streams-demo --help")
      }
    }
    if !scenes.isEmpty { self.scenes = scenes }
  }
}

/// A command line that cannot be run.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package let message: String

  /// Creates an error.
  ///
  /// - Parameter message: what is wrong.
  package init(_ message: String) { self.message = message }

  /// The message.
  package var description: String { message }
}
