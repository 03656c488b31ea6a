import Foundation
import Streams

/// A local HTTPS server for the TLS tests.
///
/// A certificate for `localhost` is made at test time with the `openssl` command and served
/// by Python's `http.server` and `ssl` modules in a child process (no package needed), or by
/// a script of `Tests/Servers` (``http2(offering:)``). Every wait is bounded; the child exits
/// when the test lets the server go, when its standard input closes, or after two minutes,
/// whichever comes first.
final class TLSServer: Sendable {
  /// Whether the tools are on this machine.
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
  }

  /// The folder holding the key, the certificate and the script; removed on `deinit`.
  let folder: URL
  /// The certificate (self-signed, for `localhost` only): the CA to trust.
  let certificate: URL
  /// The server's process.
  private let child: PythonChild

  /// The port the server listens on, on 127.0.0.1.
  var port: Int { child.port }

  /// What went wrong starting the server.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Makes a certificate and starts the server.
  ///
  /// - Parameters:
  ///   - script: the Python script to run with the certificate, the key and `arguments`; by
  ///     default one that answers `GET /headers` with the request's header fields as a JSON
  ///     object (names in lower case), any other `GET` with `{"secure":true}`. It prints its
  ///     port first.
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
    child = try PythonChild(
      script: script ?? written, arguments: [certificate.path, key.path] + arguments,
      name: "the HTTPS server")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

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

  private static let script = """
    import http.server, json, os, ssl, sys, threading

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            body = b'{"secure":true}'
            if self.path == "/headers":
                fields = {name.lower(): value for name, value in self.headers.items()}
                body = json.dumps(fields).encode()
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
