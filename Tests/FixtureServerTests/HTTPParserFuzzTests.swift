import FixtureServer
import FuzzSupport
import Testing

/// The fixture server's request parser against any bytes, in any pieces: it never traps or
/// spins, the pieces never change what it parses, a failure is one it answers with an error
/// status, and requests written by the grammar come back exactly.
@Suite struct HTTPParserFuzzTests {
  static let seeds = [
    "GET /a?b=1 HTTP/1.1\r\nHost: x\r\n\r\n",
    "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello",
    "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n0\r\nX-T: t\r\n\r\n",
    "GET / HTTP/1.0\nConnection: keep-alive\n\n",
    "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\nGET http://x/abs HTTP/1.1\r\nHost: x\r\n\r\n",
    "PUT /p HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc",
    "\r\n\r\nGET /after-blank-lines HTTP/1.1\r\n\r\n",
  ]
  static let tokens = [
    "Content-Length: ", "Transfer-Encoding: chunked", "Transfer-Encoding: gzip, chunked",
    "Content-Length: 1, 1", "\r\n", "\n", "\r\n\r\n", ":", " ", "HTTP/1.1", "HTTP/2.0",
    "0\r\n\r\n", "ffffffffffffffff", "fffffffffffffff", "7fffffffffffffff", ";x=\"y\"",
    "Expect: 100-continue", "Connection: close",
  ]
  /// Every status a parse failure is answered with.
  static let errorStatuses: Set<Int> = [400, 413, 431, 501, 505]

  /// What a parser made of some bytes: the requests, then how it stopped.
  struct Outcome: Equatable {
    var requests: [ParsedRequest]
    var end: HTTPParser.Step
    /// Whether `next()` kept returning requests without consuming input.
    var spun = false
  }

  /// Feeds `bytes` in pieces of the given sizes (the rest in one piece) and parses after each.
  static func parse(_ bytes: [UInt8], pieces: [Int] = [], parser: HTTPParser) -> Outcome {
    var parser = parser
    var outcome = Outcome(requests: [], end: .needMore)
    var offset = 0
    var sizes = pieces[...]
    repeat {
      let size = sizes.popFirst() ?? bytes.count
      let end = min(bytes.count, offset + max(1, size))
      parser.append(Array(bytes[offset..<end]))
      offset = end
      // Every request takes at least one byte: more requests than bytes is a spin.
      while outcome.requests.count <= bytes.count {
        switch parser.next() {
        case .needMore: break
        case .request(let request):
          outcome.requests.append(request)
          continue
        case .failure(let error):
          outcome.end = .failure(error)
          return outcome
        }
        break
      }
      if outcome.requests.count > bytes.count {
        outcome.spun = true
        return outcome
      }
    } while offset < bytes.count
    return outcome
  }

  @Test func piecesNeverChangeTheOutcomeAndFailuresStay() {
    Fuzz.cases("http-parser", count: 300) { fuzz in
      let bytes = fuzz.input(seeds: Self.seeds, tokens: Self.tokens, maxCount: 8_192)
      let (parser, bound) = Self.parser(&fuzz)
      let whole = Self.parse(bytes, parser: parser)
      let pieces = (0..<fuzz.int(in: 1...40)).map { _ in fuzz.int(in: 1...64) }
      let split = Self.parse(bytes, pieces: pieces, parser: parser)
      #expect(!whole.spun && !split.spun, "\(fuzz): the parser spun")
      #expect(split == whole, "\(fuzz): \(String(decoding: bytes.prefix(200), as: UTF8.self))")
      // What the limits allow is all a parser holds before it answers.
      if whole.requests.isEmpty, whole.end == .needMore, let bound {
        #expect(bytes.count <= bound, "\(fuzz): \(bytes.count) bytes held without a verdict")
      }
      guard case .failure(let error) = whole.end else { return }
      #expect(Self.errorStatuses.contains(error.status), "\(fuzz): \(error)")
      var failed = parser
      failed.append(bytes)
      while case .request = failed.next() {}
      failed.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
      #expect(failed.next() == .failure(error), "\(fuzz): a failed parser accepted more")
    }
  }

  /// A parser with the default limits, small ones, or extreme ones a test might configure;
  /// and, for small limits, the most bytes it may hold before a first verdict: the head and
  /// the blank lines before it, then the body, each chunk of it with a size line of up to 1 KiB,
  /// and trailers.
  static func parser(_ fuzz: inout FuzzCase) -> (HTTPParser, bound: Int?) {
    switch fuzz.int(in: 0...9) {
    case 0...4:
      return (HTTPParser(), nil)
    case 5...7:
      let head = fuzz.int(in: 16...512)
      let body = fuzz.int(in: 0...64)
      return (HTTPParser(maxHeadBytes: head, maxBodyBytes: body), 3 * head + (body + 1) * 1_030)
    default:
      let limits = [Int.max, Int.min, 0, -1]
      return (HTTPParser(maxHeadBytes: fuzz.pick(limits), maxBodyBytes: fuzz.pick(limits)), nil)
    }
  }

  @Test func requestsWrittenByTheGrammarParseBackExactly() {
    Fuzz.cases("http-parser-grammar", count: 200) { fuzz in
      let requests = (0..<fuzz.int(in: 1...3)).map { _ in GeneratedRequest(&fuzz) }
      let bytes = requests.flatMap { $0.bytes(&fuzz) }
      let pieces = (0..<fuzz.int(in: 0...30)).map { _ in fuzz.int(in: 1...32) }
      let outcome = Self.parse(bytes, pieces: pieces, parser: HTTPParser())
      #expect(outcome.end == .needMore && !outcome.spun, "\(fuzz): \(outcome.end)")
      #expect(outcome.requests.map(\.head.method) == requests.map(\.method), "\(fuzz)")
      #expect(outcome.requests.map(\.head.target) == requests.map(\.target), "\(fuzz)")
      #expect(outcome.requests.map(\.head.version) == requests.map(\.version), "\(fuzz)")
      #expect(outcome.requests.map(\.head.headers) == requests.map(\.headers), "\(fuzz)")
      #expect(outcome.requests.map(\.body) == requests.map(\.body), "\(fuzz)")
    }
  }
}

/// A request as RFC 9112 writes it: any token method, any visible-ASCII target, header values
/// with inner spaces and obsolete text bytes, a body framed by length or in chunks with
/// extensions and trailers, lines ended by CRLF or a bare LF.
private struct GeneratedRequest {
  var method: String
  var target: String
  var version: String
  /// The header fields as sent: names and raw value bytes.
  var fields: [(name: String, value: [UInt8])] = []
  var body: [UInt8]
  var chunked: Bool

  static let tokenBytes = Array(
    "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  init(_ fuzz: inout FuzzCase) {
    method = fuzz.chance(50) ? fuzz.pick(["GET", "POST", "PUT", "DELETE"]) : Self.token(&fuzz)
    let targetBytes = (0..<fuzz.int(in: 0...40)).map { _ in UInt8(fuzz.int(in: 0x21...0x7E)) }
    target = "/" + String(decoding: targetBytes, as: UTF8.self)
    version = fuzz.pick(["HTTP/1.1", "HTTP/1.0"])
    for _ in 0..<fuzz.int(in: 0...6) {
      let name = Self.token(&fuzz)
      guard !["content-length", "transfer-encoding"].contains(name.lowercased()) else { continue }
      var value: [UInt8] = []
      for index in 0..<fuzz.int(in: 0...30) {
        if index > 0, fuzz.chance(10) {
          value.append(fuzz.pick([0x20, 0x09]))
        } else {
          value.append(
            UInt8(fuzz.chance(90) ? fuzz.int(in: 0x21...0x7E) : fuzz.int(in: 0x80...0xFF)))
        }
      }
      while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
      fields.append((name, value))
    }
    let length = fuzz.chance(50) ? 0 : fuzz.int(in: 0...300)
    body = (0..<length).map { _ in UInt8(truncatingIfNeeded: fuzz.random.next()) }
    chunked = fuzz.chance(40)
    if chunked {
      fields.append(("Transfer-Encoding", Array(fuzz.pick(["chunked", "Chunked"]).utf8)))
    } else {
      fields.append(("Content-Length", Array("\(body.count)".utf8)))
    }
  }

  /// The headers the parser should read: values decoded as UTF-8, invalid bytes repaired.
  var headers: HTTPHeaders {
    HTTPHeaders(
      fields.map {
        HTTPHeaders.Field(name: $0.name, value: String(decoding: $0.value, as: UTF8.self))
      })
  }

  static func token(_ fuzz: inout FuzzCase) -> String {
    String(decoding: (0..<fuzz.int(in: 1...12)).map { _ in fuzz.pick(tokenBytes) }, as: UTF8.self)
  }

  /// The request's bytes.
  func bytes(_ fuzz: inout FuzzCase) -> [UInt8] {
    let end: [UInt8] = fuzz.chance(80) ? [0x0D, 0x0A] : [0x0A]
    var out = Array("\(method) \(target) \(version)".utf8) + end
    for field in fields {
      out += Array("\(field.name):".utf8) + (fuzz.chance(50) ? [0x20] : []) + field.value + end
    }
    out += end
    guard chunked else { return out + body }
    var rest = body[...]
    while !rest.isEmpty {
      let size = min(rest.count, fuzz.int(in: 1...64))
      out += Array(String(size, radix: 16, uppercase: fuzz.chance(50)).utf8)
      if fuzz.chance(30) { out += Array(";name=\"v;x\"".utf8) }
      out += end + rest.prefix(size) + end
      rest = rest.dropFirst(size)
    }
    out += Array("0".utf8) + end
    if fuzz.chance(30) { out += Array("X-Trailer: done".utf8) + end }
    return out + end
  }
}
