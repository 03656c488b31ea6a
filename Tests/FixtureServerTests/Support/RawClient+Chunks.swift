import FixtureServer

/// One step of reading a chunked body off the wire.
enum ChunkRead: Equatable {
  /// A whole chunk, its payload exactly as framed.
  case chunk([UInt8])
  /// The zero chunk and the blank line after it: the normal end of the body.
  case end
  /// The connection ended (or went quiet) before a whole chunk arrived; what did arrive of it
  /// stays in ``RawClient/buffer``.
  case cut(StreamEnd)
  /// A size line that is not hexadecimal.
  case malformed
}

/// Reading a streamed response chunk by chunk, so a test sees the framing, the pauses and the
/// way the stream ends; memory holds one chunk at a time.
extension RawClient {
  /// Reads a status line and headers within `timeout`.
  func readHead(timeout: FixtureDuration = .seconds(3)) -> RawResponse? {
    readHead(until: FixtureInstant.now + timeout)
  }

  /// Reads the next chunk within `timeout`.
  func nextChunk(timeout: FixtureDuration = .seconds(3)) -> ChunkRead {
    nextChunk(until: FixtureInstant.now + timeout)
  }

  /// Reads the next chunk before `deadline`; a chunk is consumed only once it is whole.
  func nextChunk(until deadline: FixtureInstant) -> ChunkRead {
    guard let lineEnd = fill(until: deadline, { Self.range(of: [0x0D, 0x0A], in: $0) }) else {
      return .cut(lastEnd)
    }
    let sizeText = String(decoding: buffer[..<lineEnd.lowerBound], as: UTF8.self)
    guard let size = Int(sizeText, radix: 16), size >= 0 else { return .malformed }
    let total = lineEnd.upperBound + size + 2
    guard fill(until: deadline, { $0.count >= total ? total : nil }) != nil else {
      return .cut(lastEnd)
    }
    guard buffer[total - 2] == 0x0D, buffer[total - 1] == 0x0A else { return .malformed }
    let payload = Array(buffer[lineEnd.upperBound..<(total - 2)])
    buffer.removeSubrange(0..<total)
    return size == 0 ? .end : .chunk(payload)
  }

  /// Reads chunks until the body ends, is cut off, or `timeout` passes.
  func readChunks(timeout: FixtureDuration = .seconds(3)) -> (chunks: [[UInt8]], last: ChunkRead) {
    var chunks: [[UInt8]] = []
    let last = readChunks(until: FixtureInstant.now + timeout) { chunks.append($0) }
    return (chunks, last)
  }

  /// Hands each chunk's payload to `body` until the body ends, is cut off, or `deadline`
  /// passes, keeping none of them; returns how the reading ended.
  func readChunks(until deadline: FixtureInstant, _ body: ([UInt8]) -> Void) -> ChunkRead {
    while true {
      let read = nextChunk(until: deadline)
      guard case .chunk(let payload) = read else { return read }
      body(payload)
    }
  }

  /// The chunks' payloads as UTF-8 text, one string a chunk.
  func readChunkTexts(timeout: FixtureDuration = .seconds(3)) -> (texts: [String], last: ChunkRead)
  {
    let (chunks, last) = readChunks(timeout: timeout)
    return (chunks.map { String(decoding: $0, as: UTF8.self) }, last)
  }
}

extension FixtureServer {
  /// Serves `response` at `path` (starting the server if it is not running yet) and returns a
  /// raw client connected to it.
  func serve(_ response: FixtureResponse, at path: String) throws -> RawClient {
    route(.get, path, response: response)
    try start()
    return try RawClient(port: port)
  }
}
