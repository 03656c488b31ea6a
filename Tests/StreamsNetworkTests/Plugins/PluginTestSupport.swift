import Dispatch
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects what a logger hands its output: one call per request or outcome.
final class LogSink: @unchecked Sendable {
  // Safe to share: the calls live in a `Locked` box.
  private let calls = Locked<[(target: String, items: [String])]>([])

  /// The closure to give `NetworkLoggerPlugin.Configuration(output:)`.
  var output: NetworkLoggerPlugin.Configuration.OutputType {
    { [self] target, items in calls.withLock { $0.append(("\(target)", items)) } }
  }

  /// The items of each call, in order.
  var batches: [[String]] { calls.withLock { $0.map(\.items) } }

  /// The target of each call, in order.
  var targets: [String] { calls.withLock { $0.map(\.target) } }

  /// Every line of every item, in order.
  var lines: [String] {
    var lines: [String] = []
    for item in batches.joined() {
      lines += item.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines
  }
}

/// Entries as `identifier: message`, without the date.
func plainEntry(_ identifier: String, _ message: String, _ target: TargetType) -> String {
  "\(identifier): \(message)"
}

/// A logger writing plain entries to `sink`.
func makeLogger(
  _ sink: LogSink, options: NetworkLoggerPlugin.Configuration.LogOptions = .default,
  redaction: Redaction = .default
) -> NetworkLoggerPlugin {
  NetworkLoggerPlugin(
    configuration: .init(
      formatter: .init(entry: plainEntry), output: sink.output, logOptions: options,
      redaction: redaction))
}

/// A request as a plugin would see it, made by hand.
struct HandMadeRequest: RequestType {
  var request: URLRequest?
  var sessionHeaders: [String: String] = [:]
}

/// Runs `script` with `/bin/sh -c`, stdin empty, and returns what it wrote to stdout; `nil` if
/// it did not finish within ten seconds.
func runShell(_ script: String) -> Data? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script]
  process.standardInput = FileHandle.nullDevice
  let pipe = Pipe()
  process.standardOutput = pipe
  let output = Locked(Data())
  let done = DispatchGroup()
  done.enter()
  DispatchQueue.global().async {
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    output.withLock { $0 = data }
    done.leave()
  }
  do { try process.run() } catch { return nil }
  try? pipe.fileHandleForWriting.close()
  guard done.wait(timeout: .now() + 10) == .success else {
    process.terminate()
    return nil
  }
  process.waitUntilExit()
  return output.withLock { $0 }
}

/// Pastes `command` into `sh` after defining a `curl` that reports its arguments and stdin
/// instead of sending anything: returns the arguments and the bytes piped in.
func shellParse(_ command: String) -> (arguments: [String], stdin: Data)? {
  let fake = #"curl() { for a in "$@"; do printf '%s\000' "$a"; done; printf '\001'; cat; }"#
  guard let data = runShell(fake + "\n" + command + "\n"),
    let marker = data.firstIndex(of: 0x01)
  else { return nil }
  let arguments = data[..<marker].split(separator: 0, omittingEmptySubsequences: false)
    .dropLast().map { String(decoding: $0, as: UTF8.self) }
  return (Array(arguments), Data(data[data.index(after: marker)...]))
}

/// Runs `body` with file descriptor 1 pointed at a pipe, and returns what was written there.
///
/// Other code in the process writing to standard output meanwhile lands in the capture too, so
/// check for strings only this test writes.
func captureStandardOutput(_ body: () -> Void) -> String {
  let pipe = Pipe()
  let captured = Locked(Data())
  let done = DispatchGroup()
  done.enter()
  DispatchQueue.global().async {
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    captured.withLock { $0 = data }
    done.leave()
  }
  fflush(nil)
  let saved = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  try? pipe.fileHandleForWriting.close()
  _ = done.wait(timeout: .now() + 10)
  return String(decoding: captured.withLock { $0 }, as: UTF8.self)
}
