import Foundation
import Streams

/// A Python script run in a child process that listens on a loopback port and prints it as
/// its first line: the shape of the local servers the tests need and the fixture server is
/// not (a TLS server, a tunnelling proxy).
///
/// The script is expected to exit when its standard input closes, which happens when this
/// object goes; the process is also terminated then.
final class PythonChild: @unchecked Sendable {
  // Safe to share: every stored property is a `let`; `Process` is only terminated once, in
  // `deinit`.

  /// The port the script printed.
  let port: Int
  private let process: Process
  private let input: Pipe

  /// Runs `script` with `arguments` and waits, at most ten seconds, for its port.
  ///
  /// - Parameters:
  ///   - script: the Python file.
  ///   - arguments: its arguments.
  ///   - name: what the script is, for the error.
  /// - Throws: ``TLSServer/Failure`` when the script does not print a port in time.
  init(script: URL, arguments: [String], name: String) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path] + arguments
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = Self.firstLine(of: output.fileHandleForReading, seconds: 10)
    guard let port = line.flatMap({ Int($0) }) else {
      process.terminate()
      throw TLSServer.Failure(description: "\(name) did not start (said \(line ?? "nothing"))")
    }
    self.port = port
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }

  /// The first line `handle` produces, waiting at most `seconds`.
  private static func firstLine(of handle: FileHandle, seconds: Double) -> String? {
    let line = Locked<String?>(nil)
    let arrived = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var bytes = Data()
      while let byte = try? handle.read(upToCount: 1), let first = byte.first, first != 0x0A {
        bytes.append(first)
      }
      line.withLock { $0 = String(decoding: bytes, as: UTF8.self) }
      arrived.signal()
    }
    guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
    return line.withLock { $0 }
  }
}
