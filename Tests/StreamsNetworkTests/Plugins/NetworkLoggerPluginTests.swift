import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private enum Account: TargetType {
  case profile
  case rename(String)
  case marked(String)

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .profile, .rename: "me"
    case .marked(let marker): "marked/\(marker)"
    }
  }
  var method: HTTPMethod {
    switch self {
    case .rename: .post
    case .profile, .marked: .get
    }
  }
  var task: RequestTask {
    switch self {
    case .rename(let name): .requestData(Data(#"{"name":"\#(name)"}"#.utf8))
    case .profile, .marked: .requestPlain
    }
  }
  var headers: [String: String]? { ["Accept": "application/json"] }
  var validationType: ValidationType { .successCodes }
  var sampleData: Data { Data("sample".utf8) }
}

private typealias Options = NetworkLoggerPlugin.Configuration.LogOptions
private typealias Formatter = NetworkLoggerPlugin.Configuration.Formatter

/// Sends `target` through a provider with `plugins`, answering `status` with a JSON body.
private func send(_ target: Account, status: Int = 200, plugins: [PluginType]) {
  let transport = ScriptedTransport()
  let provider = Provider<Account>(session: transport, plugins: plugins)
  _ = provider.response(target).subscribe(onError: { _ in })
  transport.tasks.first?.respond(
    status: status, data: Data(#"{"id":1}"#.utf8), headers: ["Content-Type": "application/json"])
}

private let requestLine = "Request: https://api.example.com/me"
private let headersLine = #"Request Headers: ["Accept": "application/json"]"#
private func responseLine(_ status: Int) -> String {
  "Response: Status Code: \(status), URL: https://api.example.com/me, "
    + #"Headers: ["Content-Type": "application/json"]"#
}
private let bodyLine = #"Response Body: {"id":1}"#

@Suite(.checksResources)
struct NetworkLoggerPluginTests {
  @Test func defaultOptionsLogURLHeadersMethodThenResponse() {
    let sink = LogSink()
    send(.profile, plugins: [makeLogger(sink)])
    #expect(
      sink.batches == [
        [requestLine, headersLine, "HTTP Request Method: GET"], [responseLine(200)],
      ])
  }

  @Test func noOptionsLogOnlyURLAndResponse() {
    let sink = LogSink()
    send(.profile, plugins: [makeLogger(sink, options: [])])
    #expect(sink.batches == [[requestLine], [responseLine(200)]])
  }

  @Test func requestBodyOptionAddsTheBody() {
    let sink = LogSink()
    send(.rename("Ada"), plugins: [makeLogger(sink, options: .requestBody)])
    #expect(sink.batches.first == [requestLine, #"Request Body: {"name":"Ada"}"#])
  }

  @Test func successBodyOptionShowsOnlySuccessfulBodies() {
    let sink = LogSink()
    let logger = makeLogger(sink, options: .successResponseBody)
    send(.profile, status: 200, plugins: [logger])
    send(.profile, status: 404, plugins: [logger])
    #expect(
      sink.batches == [
        [requestLine], [responseLine(200), bodyLine], [requestLine], [responseLine(404)],
      ])
  }

  @Test func errorBodyOptionShowsOnlyFailedBodies() {
    let sink = LogSink()
    let logger = makeLogger(sink, options: .errorResponseBody)
    send(.profile, status: 200, plugins: [logger])
    send(.profile, status: 404, plugins: [logger])
    #expect(
      sink.batches == [
        [requestLine], [responseLine(200)], [requestLine], [responseLine(404), bodyLine],
      ])
  }

  @Test func verboseLogsEveryRequestEntryAndBodies() {
    let sink = LogSink()
    send(.rename("Ada"), plugins: [makeLogger(sink, options: .verbose)])
    #expect(
      sink.batches == [
        [
          requestLine, headersLine, #"Request Body: {"name":"Ada"}"#, "HTTP Request Method: POST",
        ],
        [responseLine(200), bodyLine],
      ])
    #expect(Options.verbose.isSuperset(of: .default))
    #expect(!Options.verbose.contains(.formatRequestAscURL))
  }

  @Test func cURLOptionReplacesTheOtherRequestEntries() throws {
    let sink = LogSink()
    send(.rename("Ada"), plugins: [makeLogger(sink, options: [.formatRequestAscURL, .verbose])])
    let request = try #require(sink.batches.first)
    #expect(request.count == 1)
    let command = try #require(request.first?.dropFirst("Request: ".count))
    #expect(request.first?.hasPrefix("Request: curl -X POST") == true)
    let parsed = try #require(shellParse(String(command)))
    #expect(parsed.arguments.contains(#"{"name":"Ada"}"#))
    #expect(parsed.arguments.last == "https://api.example.com/me")
  }

  @Test func errorWithoutResponseLogsTheError() throws {
    let sink = LogSink()
    let transport = ScriptedTransport()
    let provider = Provider<Account>(session: transport, plugins: [makeLogger(sink)])
    _ = provider.response(.profile).subscribe(onError: { _ in })
    transport.tasks.first?.send(.failed(URLError(.notConnectedToInternet), nil))
    #expect(sink.batches.count == 2)
    let line = try #require(sink.batches.last)
    #expect(line.count == 1)
    #expect(line.first?.hasPrefix("Error: Error calling GET https://api.example.com/me : ") == true)
  }

  @Test func stubWithoutHTTPResponseSaysSo() {
    let sink = LogSink()
    let provider = Provider<Account>(
      stubClosure: { _ in .immediate }, plugins: [makeLogger(sink, options: .successResponseBody)])
    _ = provider.response(.profile).subscribe(onError: { _ in })
    #expect(
      sink.batches.last == [
        "Response: Received empty network response for GET https://api.example.com/me "
          + "(Status Code: 200).",
        "Response Body: sample",
      ])
  }

  @Test func outputReceivesTheTargetWithEachCall() {
    let sink = LogSink()
    send(.rename("Ada"), plugins: [makeLogger(sink)])
    #expect(sink.targets == [#"rename("Ada")"#, #"rename("Ada")"#])
  }

  @Test func suppliedOutputIsTheOnlySink() {
    let sink = LogSink()
    let marker = "sink-only-\(UUID().uuidString)"
    let captured = captureStandardOutput {
      send(.marked(marker), plugins: [makeLogger(sink, options: .verbose)])
    }
    #expect(sink.lines.contains { $0.contains(marker) })
    #expect(!captured.contains(marker))
  }

  @Test func defaultOutputWritesLinesToStandardOutput() {
    let marker = "stdout-\(UUID().uuidString)"
    let captured = captureStandardOutput {
      NetworkLoggerPlugin.Configuration.defaultOutput(
        target: Account.profile, items: ["\(marker) one", "\(marker) two"])
      send(.marked(marker), plugins: [NetworkLoggerPlugin()])
    }
    #expect(captured.contains("\(marker) one\n\(marker) two\n"))
    #expect(captured.contains("] Request: https://api.example.com/marked/\(marker)\n"))
    #expect(captured.contains("NetworkLogger: ["))
  }

  @Test func defaultEntryFormatterStampsAndNamesTheEntry() {
    let entry = Formatter.defaultEntryFormatter(
      identifier: "Request", message: "x", target: Account.profile)
    #expect(entry.hasPrefix("NetworkLogger: ["))
    #expect(entry.hasSuffix("] Request: x"))
  }

  @Test func dataFormattersWordBodies() {
    #expect(Formatter.defaultDataFormatter(Data("héllo".utf8)) == "héllo")
    #expect(
      Formatter.defaultDataFormatter(Data([0xFF, 0xFE])) == "## Cannot map data to String ##")
    let pretty = Formatter.prettyJSONDataFormatter(Data(#"{"b":1,"a":[true]}"#.utf8))
    let lines = pretty.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "{")
    #expect(lines.count > 3)
    let a = pretty.range(of: #""a""#)?.lowerBound
    let b = pretty.range(of: #""b""#)?.lowerBound
    #expect(a != nil && b != nil && a! < b!)
    #expect(Formatter.prettyJSONDataFormatter(Data("plain".utf8)) == "plain")
  }

  @Test func prettyFormatterPlugsIntoTheLogger() throws {
    let sink = LogSink()
    let logger = NetworkLoggerPlugin(
      configuration: .init(
        formatter: .init(entry: plainEntry, responseData: Formatter.prettyJSONDataFormatter),
        output: sink.output, logOptions: .successResponseBody))
    send(.profile, plugins: [logger])
    let body = try #require(sink.batches.last?.last)
    #expect(body.hasPrefix("Response Body: {\n"))
    #expect(body.contains(#""id""#))
  }
}
