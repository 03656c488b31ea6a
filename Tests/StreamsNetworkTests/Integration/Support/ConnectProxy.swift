import Foundation

/// A local proxy that only tunnels (`CONNECT host:port`, always to that port on 127.0.0.1),
/// for the tests of `https` through a proxy: the fixture server speaks no `CONNECT`.
///
/// Python's `socket` module in a ``PythonChild`` (no package needed): the child exits when
/// the test lets the proxy go, when its standard input closes, or after two minutes. Each `CONNECT` head it receives is appended
/// to a file before the tunnel opens, so it is there once the request through it has ended.
final class ConnectProxy: Sendable {
  private let folder: URL
  private let log: URL
  private let child: PythonChild

  /// The port the proxy listens on, on 127.0.0.1.
  var port: Int { child.port }

  /// Starts the proxy.
  ///
  /// - Throws: ``TLSServer/Failure`` when it does not start, or what writing its script threw.
  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-connect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    log = folder.appendingPathComponent("heads.txt")
    let script = folder.appendingPathComponent("proxy.py")
    try Self.script.write(to: script, atomically: true, encoding: .utf8)
    child = try PythonChild(script: script, arguments: [log.path], name: "the proxy")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The proxy's URL, with `user` (`name:password`) when given.
  func url(user: String? = nil) -> URL {
    URL(string: "http://\(user.map { $0 + "@" } ?? "")127.0.0.1:\(port)")
      ?? URL(fileURLWithPath: "/")
  }

  /// The heads of the `CONNECT` requests received so far, each as its lines.
  var heads: [[String]] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map {
      $0.components(separatedBy: "\r\n")
    }
  }

  private static let script = """
    import os, socket, sys, threading

    def pipe(source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def serve(client):
        head = b""
        while b"\\r\\n\\r\\n" not in head:
            chunk = client.recv(4096)
            if not chunk:
                client.close()
                return
            head += chunk
        text = head.split(b"\\r\\n\\r\\n", 1)[0].decode("latin-1")
        with open(sys.argv[1], "a") as log:
            log.write(text + "\\n\\n")
        words = text.split("\\r\\n")[0].split(" ")
        if len(words) != 3 or words[0] != "CONNECT":
            client.sendall(b"HTTP/1.1 405 Method Not Allowed\\r\\nContent-Length: 0\\r\\n\\r\\n")
            client.close()
            return
        upstream = socket.create_connection(("127.0.0.1", int(words[1].rsplit(":", 1)[1])))
        client.sendall(b"HTTP/1.1 200 Connection established\\r\\n\\r\\n")
        threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
        pipe(client, upstream)

    def leave_when_orphaned():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=leave_when_orphaned, daemon=True).start()
    threading.Timer(120, lambda: os._exit(0)).start()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    print(listener.getsockname()[1], flush=True)
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=serve, args=(connection,), daemon=True).start()
    """
}
