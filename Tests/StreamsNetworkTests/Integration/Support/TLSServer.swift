import Foundation
import Streams

/// A local HTTPS server for the TLS tests.
///
/// A certificate for `localhost` is made at test time with the `openssl` command and served
/// by Python's `http.server` and `ssl` modules in a child process (no package needed), or by
/// a script of `Tests/Servers` (``http2(offering:)``). Every wait is bounded; the child exits
/// when the test lets the server go, when its standard input closes, or after two minutes,
/// whichever comes first.
final class TLSServer: @unchecked Sendable {
  // Safe to share: every stored property is a `let`; `Process` is only terminated once, in
  // `deinit`.

  /// Whether the tools are on this machine.
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
  }

  /// The folder holding the key, the certificate and the script; removed on `deinit`.
  let folder: URL
  /// The certificate (self-signed, for `localhost` only): the CA to trust.
  let certificate: URL
  /// The port the server listens on, on 127.0.0.1.
  let port: Int
  private let process: Process
  private let input: Pipe

  /// What went wrong starting the server.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Makes a certificate and starts the server.
  ///
  /// - Parameters:
  ///   - script: the Python script to run with the certificate, the key and `arguments`; by
  ///     default one that answers `GET` with `{"secure":true}`. It prints its port first.
  ///   - arguments: what follows the certificate and the key on the script's command line.
  /// - Throws: ``Failure`` when the certificate or the server could not be made.
  init(script: URL? = nil, arguments: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    certificate = folder.appendingPathComponent("cert.pem")
    let key = folder.appendingPathComponent("key.pem")
    try Self.run(
      "/usr/bin/openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=localhost",
        "-addext", "subjectAltName=DNS:localhost",
      ])
    let written = folder.appendingPathComponent("server.py")
    if script == nil { try Self.script.write(to: written, atomically: true, encoding: .utf8) }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [(script ?? written).path, certificate.path, key.path] + arguments
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = Self.firstLine(of: output.fileHandleForReading, seconds: 10)
    guard let port = line.flatMap({ Int($0) }) else {
      process.terminate()
      throw Failure(description: "the HTTPS server did not start (said \(line ?? "nothing"))")
    }
    self.port = port
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: folder)
  }

  /// The URL of `path` on the server, under `host` (the certificate names `localhost` only).
  func url(_ path: String, host: String = "localhost") -> URL {
    URL(string: "https://\(host):\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// Runs a tool to its end, at most 20 seconds.
  private static func run(_ tool: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    guard ended.wait(timeout: .now() + 20) == .success else {
      process.terminate()
      throw Failure(description: "\(tool) did not finish")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(tool) failed with \(process.terminationStatus)")
    }
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

  private static let script = """
    import http.server, os, ssl, sys, threading

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            body = b'{"secure":true}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    def leave_when_orphaned():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=leave_when_orphaned, daemon=True).start()
    threading.Timer(120, lambda: os._exit(0)).start()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[1], sys.argv[2])
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """
}
