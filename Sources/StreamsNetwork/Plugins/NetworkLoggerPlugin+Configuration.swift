import Foundation

extension NetworkLoggerPlugin {
  /// What the logger writes, how it words it, and where it goes, as Moya's
  /// `NetworkLoggerPlugin.Configuration`.
  ///
  /// **Secrets.** The logger never writes a target (its associated values may hold a
  /// password) nor a request value it was not asked for: a request is named by its method and
  /// its URL. Every URL, header and error description goes through ``redaction``
  /// (``Redaction/current`` unless given): sensitive query values (`?token=…`) and the values
  /// of sensitive headers (`Authorization`, `Cookie`, `Set-Cookie`, `X-API-Key` …) read
  /// `<redacted>`, their names visible. Bodies appear only with the body options
  /// (``LogOptions/requestBody``, ``LogOptions/successResponseBody``,
  /// ``LogOptions/errorResponseBody``), headers only with ``LogOptions/requestHeaders``, in
  /// the cURL form too; a body that appears has the values of its sensitive JSON members and
  /// form fields hidden (``Redaction/body(_:contentType:)``), unlike Moya's logger.
  ///
  /// The closures run on whichever thread performs a request, possibly several at once: make
  /// them safe for that.
  public struct Configuration {
    /// Receives the entries of one request or one response, in order.
    public typealias OutputType = (_ target: TargetType, _ items: [String]) -> Void

    /// Words each entry.
    public let formatter: Formatter
    /// Where the entries go.
    public let output: OutputType
    /// What is logged.
    public let logOptions: LogOptions
    /// What the entries must not show.
    public let redaction: Redaction

    /// Creates a configuration; every parameter has Moya's default, and redaction is on.
    ///
    /// - Parameters:
    ///   - formatter: words each entry.
    ///   - output: where the entries go; ``defaultOutput(target:items:)`` writes them to
    ///     standard output.
    ///   - logOptions: what is logged.
    ///   - redaction: what the entries must not show; ``Redaction/current`` when created by
    ///     default. Widen it with ``Redaction/adding(queryKeys:headerNames:)``; pass
    ///     ``Redaction/none`` only to see credentials in the log on purpose.
    public init(
      formatter: Formatter = Formatter(),
      output: @escaping OutputType = Configuration.defaultOutput,
      logOptions: LogOptions = .default,
      redaction: Redaction = .current
    ) {
      self.formatter = formatter
      self.output = output
      self.logOptions = logOptions
      self.redaction = redaction
    }

    /// This configuration, with the default wording naming the logger `name`.
    package func naming(_ name: String) -> Configuration {
      Configuration(
        formatter: formatter.naming(name), output: output, logOptions: logOptions,
        redaction: redaction)
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
    /// The request's body, in the cURL form too.
    public static let requestBody = LogOptions(rawValue: 1 << 1)
    /// The request's headers, session headers included (redacted as configured), in the cURL
    /// form too.
    public static let requestHeaders = LogOptions(rawValue: 1 << 2)
    /// The request as one cURL command instead of the other request entries; it carries the
    /// headers and the body only with ``requestHeaders`` and ``requestBody``.
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

    /// Whether ``entry`` is the default wording, which names the logger.
    let wordsEntriesByDefault: Bool

    /// Creates a formatter; every parameter has Moya's default.
    ///
    /// - Parameters:
    ///   - entry: words each entry; `nil` for ``defaultEntryFormatter(identifier:message:target:)``
    ///     (the drop-in `Moya` module's logger names itself `Moya_Logger` there, as Moya's does).
    ///   - requestData: turns request bodies into text (``defaultDataFormatter(_:)``).
    ///   - responseData: turns response bodies into text (``defaultDataFormatter(_:)``; try
    ///     ``prettyJSONDataFormatter(_:)``).
    public init(
      entry: EntryFormatterType? = nil,
      requestData: @escaping DataFormatterType = Formatter.defaultDataFormatter,
      responseData: @escaping DataFormatterType = Formatter.defaultDataFormatter
    ) {
      self.entry = entry ?? Formatter.defaultEntryFormatter
      self.requestData = requestData
      self.responseData = responseData
      wordsEntriesByDefault = entry == nil
    }

    /// This formatter, with the default wording naming the logger `name` instead.
    package func naming(_ name: String) -> Formatter {
      guard wordsEntriesByDefault else { return self }
      let renamed = Formatter(
        entry: Formatter.entryFormatter(named: name), requestData: requestData,
        responseData: responseData)
      return renamed
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
      entryFormatter(named: "NetworkLogger")(identifier, message, target)
    }

    /// The default wording with the logger named `name`.
    static func entryFormatter(named name: String) -> EntryFormatterType {
      { identifier, message, _ in "\(name): [\(timestamp(Date()))] \(identifier): \(message)" }
    }
  }
}
