import Foundation

extension NetworkLoggerPlugin {
  /// What the logger writes, how it words it, and where it goes, as Moya's
  /// `NetworkLoggerPlugin.Configuration`.
  ///
  /// **Redaction.** The values of `Authorization`, `Cookie`, `Set-Cookie` and
  /// `Proxy-Authorization` are replaced by `<redacted>` wherever the logger shows headers: the
  /// request's headers, the response's headers and the cURL line. Names are compared ignoring
  /// case. Add names of your own with `redactedHeaders` (they add to the defaults, never
  /// replace them); to see the default headers' values, say so with
  /// `redactsDefaultHeaders: false`. Bodies, URLs and targets are printed as they are: keep
  /// secrets out of query strings, and out of bodies you log with ``LogOptions/requestBody``.
  ///
  /// The closures run on whichever thread performs a request, possibly several at once: make
  /// them safe for that.
  public struct Configuration {
    /// Receives the entries of one request or one response, in order.
    public typealias OutputType = (_ target: TargetType, _ items: [String]) -> Void

    /// The headers redacted unless ``init(formatter:output:logOptions:redactedHeaders:redactsDefaultHeaders:)``
    /// is told otherwise.
    public static let defaultRedactedHeaders: Set<String> = [
      "Authorization", "Cookie", "Proxy-Authorization", "Set-Cookie",
    ]

    /// Words each entry.
    public let formatter: Formatter
    /// Where the entries go.
    public let output: OutputType
    /// What is logged.
    public let logOptions: LogOptions
    /// The headers whose values are redacted, lowercased.
    public let redactedHeaders: Set<String>

    let redaction: HeaderRedaction

    /// Creates a configuration; every parameter has Moya's default, and redaction is on.
    ///
    /// - Parameters:
    ///   - formatter: words each entry.
    ///   - output: where the entries go; ``defaultOutput(target:items:)`` writes them to
    ///     standard output.
    ///   - logOptions: what is logged.
    ///   - redactedHeaders: header names to redact besides the defaults, e.g. `["X-Api-Key"]`.
    ///   - redactsDefaultHeaders: whether ``defaultRedactedHeaders`` are redacted; pass `false`
    ///     only to see credentials in the log on purpose.
    public init(
      formatter: Formatter = Formatter(),
      output: @escaping OutputType = Configuration.defaultOutput,
      logOptions: LogOptions = .default,
      redactedHeaders: Set<String> = [],
      redactsDefaultHeaders: Bool = true
    ) {
      self.formatter = formatter
      self.output = output
      self.logOptions = logOptions
      let names =
        redactsDefaultHeaders
        ? redactedHeaders.union(Self.defaultRedactedHeaders) : redactedHeaders
      redaction = HeaderRedaction(names: names)
      self.redactedHeaders = redaction.names
    }

    /// Writes each item as a line to standard output, through `FileHandle.standardOutput`, in
    /// one write so the lines of one call stay together.
    ///
    /// - Parameters:
    ///   - target: the target the items are about (unused).
    ///   - items: the entries.
    public static func defaultOutput(target: TargetType, items: [String]) {
      guard !items.isEmpty else { return }
      let text = items.joined(separator: "\n") + "\n"
      try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
  }
}

extension NetworkLoggerPlugin.Configuration {
  /// What the logger writes, as Moya's `LogOptions`.
  public struct LogOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: the option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The request's HTTP method.
    public static let requestMethod = LogOptions(rawValue: 1 << 0)
    /// The request's body.
    public static let requestBody = LogOptions(rawValue: 1 << 1)
    /// The request's headers, session headers included (redacted as configured).
    public static let requestHeaders = LogOptions(rawValue: 1 << 2)
    /// The request as one cURL command instead of the other request entries.
    public static let formatRequestAscURL = LogOptions(rawValue: 1 << 3)
    /// The body of a response that succeeded.
    public static let successResponseBody = LogOptions(rawValue: 1 << 4)
    /// The body of a response that failed (a status the target's validation rejects).
    public static let errorResponseBody = LogOptions(rawValue: 1 << 5)

    /// Method and headers.
    public static let `default`: LogOptions = [requestMethod, requestHeaders]
    /// Method, headers, request body and every response body.
    public static let verbose: LogOptions = [
      requestMethod, requestHeaders, requestBody, successResponseBody, errorResponseBody,
    ]
  }

  /// How entries and bodies are worded, as Moya's `Formatter`.
  public struct Formatter {
    /// Turns a body into text.
    public typealias DataFormatterType = (Data) -> String
    /// Words one entry: what it is (`Request Headers`), its text, and the target.
    public typealias EntryFormatterType =
      (_ identifier: String, _ message: String, _ target: TargetType) -> String

    /// Words each entry.
    public let entry: EntryFormatterType
    /// Turns request bodies into text.
    public let requestData: DataFormatterType
    /// Turns response bodies into text.
    public let responseData: DataFormatterType

    /// Creates a formatter; every parameter has Moya's default.
    ///
    /// - Parameters:
    ///   - entry: words each entry (``defaultEntryFormatter(identifier:message:target:)``).
    ///   - requestData: turns request bodies into text (``defaultDataFormatter(_:)``).
    ///   - responseData: turns response bodies into text (``defaultDataFormatter(_:)``; try
    ///     ``prettyJSONDataFormatter(_:)``).
    public init(
      entry: @escaping EntryFormatterType = Formatter.defaultEntryFormatter,
      requestData: @escaping DataFormatterType = Formatter.defaultDataFormatter,
      responseData: @escaping DataFormatterType = Formatter.defaultDataFormatter
    ) {
      self.entry = entry
      self.requestData = requestData
      self.responseData = responseData
    }

    /// The body as UTF-8 text, or a note when it is not UTF-8.
    ///
    /// - Parameter data: the body.
    /// - Returns: the text.
    public static func defaultDataFormatter(_ data: Data) -> String {
      String(data: data, encoding: .utf8) ?? "## Cannot map data to String ##"
    }

    /// JSON pretty-printed with sorted keys, as Moya's example `JSONResponseDataFormatter`;
    /// anything else as ``defaultDataFormatter(_:)`` words it.
    ///
    /// - Parameter data: the body.
    /// - Returns: the text.
    public static func prettyJSONDataFormatter(_ data: Data) -> String {
      guard
        let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed),
        let pretty = try? JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
      else { return defaultDataFormatter(data) }
      return defaultDataFormatter(pretty)
    }

    /// `NetworkLogger: [date, time] identifier: message`, the date and time short and local.
    ///
    /// - Parameters:
    ///   - identifier: what the entry is, e.g. `Request`.
    ///   - message: its text.
    ///   - target: the target (unused).
    /// - Returns: the entry.
    public static func defaultEntryFormatter(
      identifier: String, message: String, target: TargetType
    ) -> String {
      let date = Date().formatted(date: .numeric, time: .shortened)
      return "NetworkLogger: [\(date)] \(identifier): \(message)"
    }
  }
}
