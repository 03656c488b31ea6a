import Foundation

/// Everything a run did, as `--json` prints it and as tests read it.
package struct DemoReport: Encodable, Sendable {
  /// One scene's part of the run.
  package struct Scene: Encodable, Sendable {
    /// Which scene.
    package var name: SceneName
    /// What it found or why it was skipped; `nil` when it failed.
    package var outcome: SceneOutcome?
    /// The failure line, when it failed.
    package var error: String?

    enum CodingKeys: String, CodingKey {
      case name, status, result, reason, error
    }

    /// Writes `name`, `status` (`ok`, `skipped`, `failed`) and the result, reason or error.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      switch outcome {
      case nil:
        try container.encode("failed", forKey: .status)
        try container.encodeIfPresent(error, forKey: .error)
      case .skipped(let reason)?:
        try container.encode("skipped", forKey: .status)
        try container.encode(reason, forKey: .reason)
      case .profile(let profile)?, .async(let profile)?:
        try container.encode("ok", forKey: .status)
        try container.encode(profile, forKey: .result)
      case .fanOut(let result)?:
        try container.encode("ok", forKey: .status)
        try container.encode(result, forKey: .result)
      case .pages(let result)?:
        try container.encode("ok", forKey: .status)
        try container.encode(result, forKey: .result)
      case .resilience(let result)?:
        try container.encode("ok", forKey: .status)
        try container.encode(result, forKey: .result)
      case .cancel(let result)?:
        try container.encode("ok", forKey: .status)
        try container.encode(result, forKey: .result)
      case .chat(let result)?:
        try container.encode("ok", forKey: .status)
        try container.encode(result, forKey: .result)
      }
    }
  }

  /// The demo's version.
  package var version = DemoOptions.versionText
  /// The API the run talked to.
  package var baseURL: String
  /// Whether that was the embedded fixture API.
  package var embeddedFixture: Bool
  /// The scenes, in the order they ran.
  package var scenes: [Scene] = []
  /// The line saying why the run failed, if it did.
  package var error: String?
  /// The transport the requests went through: "curl" or "urlsession".
  package var transport = ""
  /// How many HTTP requests the client sent.
  package var requests = 0
  /// Seconds the scenes took.
  package var elapsedSeconds = 0.0

  /// Whether every scene ran or was skipped for a reason.
  package var ok: Bool { error == nil }

  enum CodingKeys: String, CodingKey {
    case version, baseURL, embeddedFixture, transport, ok, error, requests, elapsedSeconds, scenes
  }

  /// Writes the report with `ok` computed.
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: what the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(baseURL, forKey: .baseURL)
    try container.encode(embeddedFixture, forKey: .embeddedFixture)
    try container.encode(transport, forKey: .transport)
    try container.encode(ok, forKey: .ok)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encode(requests, forKey: .requests)
    try container.encode(elapsedSeconds, forKey: .elapsedSeconds)
    try container.encode(scenes, forKey: .scenes)
  }

  /// The report as pretty-printed JSON with sorted keys and ISO 8601 dates.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8)
    else { return #"{"ok": false, "error": "the report could not be encoded"}"# }
    return text
  }
}
