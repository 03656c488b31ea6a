import Dispatch
import Foundation

/// The built `streams-demo`, run as a child process with an environment of its own: the way
/// to test what a process takes from its environment (proxy variables) without setting it in
/// the test process, where every suite running beside it would see it.
struct DemoProcess {
  /// The demo could not be found or did not finish.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The variables no run inherits from the test process: the proxies (whatever their case)
  /// and the token, so that a run sees only what its test gives it.
  static let withheld: Set<String> = [
    "http_proxy", "https_proxy", "all_proxy", "no_proxy", "github_token",
  ]

  /// The exit status.
  let status: Int32
  /// Standard output.
  let output: String
  /// Standard error.
  let errors: String

  /// Where `swift build` put the executable: beside the test bundle (the test process's own
  /// executable on Linux), else in the package's `.build/debug`.
  static var executable: URL? {
    let besideTests = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("streams-demo") }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = besideTests + [package.appendingPathComponent(".build/debug/streams-demo")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the demo with `arguments` and the test process's environment, less ``withheld``,
  /// plus `environment`; waits for it at most `seconds`.
  ///
  /// - Throws: ``Failure`` when the executable is missing or the run does not end in time.
  init(_ arguments: [String], environment: [String: String], seconds: Double = 60) throws {
    guard let executable = Self.executable else {
      throw Failure(description: "streams-demo is not built; run swift build --build-tests")
    }
    var variables = ProcessInfo.processInfo.environment.filter {
      !Self.withheld.contains($0.key.lowercased())
    }
    variables["NO_COLOR"] = "1"
    variables.merge(environment) { $1 }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files, not pipes: a chatty child cannot block on a full pipe nobody reads yet.
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    for file in [outputFile, errorFile] {
      guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
        throw Failure(description: "cannot create \(file.path)")
      }
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = variables
    process.standardInput = FileHandle.nullDevice
    let outputHandle = try FileHandle(forWritingTo: outputFile)
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    defer {
      try? outputHandle.close()
      try? errorHandle.close()
    }
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    guard ended.wait(timeout: .now() + seconds) == .success else {
      process.terminate()
      throw Failure(description: "streams-demo \(arguments) did not finish in \(seconds) s")
    }
    status = process.terminationStatus
    output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
  }
}
