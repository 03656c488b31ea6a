import Foundation

extension TLSServer {
  /// The folder of the test servers' Python scripts, `Tests/Servers`, from this file's path.
  static let serversFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Servers")

  /// The HTTP/2 server script: HTTP/2 over TLS (ALPN), or HTTP/1.1 when the client picks it,
  /// written on Python's standard library alone (see `Tests/Servers/http2_server.py`).
  static var http2Script: URL { serversFolder.appendingPathComponent("http2_server.py") }

  /// Whether the tools and the HTTP/2 server script are on this machine.
  static var isHTTP2Available: Bool {
    isAvailable && FileManager.default.fileExists(atPath: http2Script.path)
  }

  /// Starts the HTTP/2 server with a certificate made now.
  ///
  /// - Parameter protocols: the ALPN protocols the server offers, in its order of preference.
  /// - Returns: the running server; each request is answered with an ``HTTP2Answer``.
  /// - Throws: ``Failure`` when the certificate or the server could not be made.
  static func http2(offering protocols: [String] = ["h2", "http/1.1"]) throws -> TLSServer {
    try TLSServer(script: http2Script, arguments: protocols)
  }
}

/// What the HTTP/2 test server says about each request it answered.
struct HTTP2Answer: Decodable, Sendable {
  /// The protocol that carried the request: "h2" or "http/1.1".
  let `protocol`: String
  /// Which TCP connection carried it, counted from 1 per server.
  let connection: Int
  /// Its stream identifier on that connection (over HTTP/1.1, its place on the connection).
  let stream: Int
  /// The method and the path (without the query) the server received.
  let method: String
  let path: String
  /// The regular request header fields, names in lower case.
  let headers: [String: String]
  /// The length and the SHA-256 (hex) of the request body the server received.
  let bodyLength: Int
  let bodySHA256: String
  /// How many requests were held together on the connection before this one was answered
  /// (`gather=N` in the query), 1 otherwise.
  let concurrent: Int
  /// Filler, as long as `size=N` in the query asked.
  let padding: String
}
