/// An incremental HTTP/1.1 request parser: feed it bytes as they arrive, take requests out.
///
/// It never traps on input: anything malformed ends in an ``HTTPParseError``, after which the
/// parser stays failed (the connection is closed).
package struct HTTPParser {
  /// The result of one ``next()`` call.
  package enum Step: Equatable {
    /// A request is incomplete; append more bytes.
    case needMore
    /// A complete request, removed from the buffer.
    case request(ParsedRequest)
    /// The input is not valid HTTP; the parser accepts nothing more.
    case failure(HTTPParseError)
  }

  private enum State {
    case head
    case fixedBody(RequestHead, remaining: Int)
    case chunkSize(RequestHead)
    case chunkData(RequestHead, remaining: Int)
    case chunkEnd(RequestHead)
    case trailers(RequestHead, consumed: Int)
    case failed(HTTPParseError)
  }

  private let maxHeadBytes: Int
  private let maxBodyBytes: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var state = State.head
  private var body: [UInt8] = []
  private var wantsContinue = false
  /// Blank lines skipped before the current request line; they count toward its head.
  private var blankBytes = 0

  /// Creates a parser with limits on the head and the body.
  package init(maxHeadBytes: Int = 65_536, maxBodyBytes: Int = 33_554_432) {
    self.maxHeadBytes = maxHeadBytes
    self.maxBodyBytes = maxBodyBytes
  }

  /// Whether nothing of a next request has arrived: the connection is idle between requests.
  package var isIdle: Bool {
    if case .head = state { return start == buffer.count }
    return false
  }

  /// Appends bytes read from the connection.
  package mutating func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

  /// Returns `true` once per request whose head asked for `Expect: 100-continue` while its body
  /// has not fully arrived: the server should send `100 Continue` now.
  package mutating func takeContinueRequest() -> Bool {
    defer { wantsContinue = false }
    return wantsContinue
  }

  /// Parses as far as the buffered bytes allow.
  package mutating func next() -> Step {
    while true {
      switch state {
      case .failed(let error):
        return .failure(error)
      case .head:
        guard let head = parseHead() else {
          if case .failed(let error) = state { return .failure(error) }
          return .needMore
        }
        if let error = beginBody(of: head) { return fail(error) }
      case .fixedBody(let head, let remaining):
        let taken = take(upTo: remaining)
        if taken == remaining { return finish(head) }
        state = .fixedBody(head, remaining: remaining - taken)
        return .needMore
      case .chunkSize(let head):
        let line: ArraySlice<UInt8>
        switch takeLine(limit: 1024) {
        case .incomplete: return .needMore
        case .tooLong: return fail(.malformedChunk)
        case .complete(let complete): line = complete
        }
        guard let size = Self.chunkSize(line) else { return fail(.malformedChunk) }
        guard size <= maxBodyBytes - body.count else { return fail(.bodyTooLarge) }
        state = size == 0 ? .trailers(head, consumed: 0) : .chunkData(head, remaining: size)
      case .chunkData(let head, let remaining):
        let taken = take(upTo: remaining)
        if taken < remaining {
          state = .chunkData(head, remaining: remaining - taken)
          return .needMore
        }
        state = .chunkEnd(head)
      case .chunkEnd(let head):
        // The chunk's data must be followed by CRLF (or a bare LF), nothing else.
        let available = buffer[start...].prefix(2)
        guard let first = available.first else { return .needMore }
        if first == 0x0D {
          guard available.count == 2 else { return .needMore }
          guard available.last == 0x0A else { return fail(.malformedChunk) }
          start += 2
        } else {
          guard first == 0x0A else { return fail(.malformedChunk) }
          start += 1
        }
        compact()
        state = .chunkSize(head)
      case .trailers(let head, let consumed):
        let line: ArraySlice<UInt8>
        switch takeLine(limit: max(0, maxHeadBytes - consumed)) {
        case .incomplete: return .needMore
        case .tooLong: return fail(.headTooLarge)
        case .complete(let complete): line = complete
        }
        if line.isEmpty { return finish(head) }
        state = .trailers(head, consumed: consumed + line.count + 2)
      }
    }
  }

  // MARK: - Head

  /// Finds and parses a complete head, or returns `nil` (needing more, or having failed).
  private mutating func parseHead() -> RequestHead? {
    // Robustness (RFC 9112 §2.2): ignore empty lines before the request line. They count
    // toward the head limit and leave the buffer, so a client cannot grow it with them.
    let skippedFrom = start
    while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
    blankBytes += start - skippedFrom
    scanned = max(scanned, start)
    compact()
    guard blankBytes <= maxHeadBytes else {
      state = .failed(.headTooLarge)
      return nil
    }
    let limit = maxHeadBytes - blankBytes
    guard let end = headEnd() else {
      if buffer.count - start > limit { state = .failed(.headTooLarge) }
      return nil
    }
    guard end - start <= limit else {
      state = .failed(.headTooLarge)
      return nil
    }
    let lines = buffer[start..<end].split(separator: 0x0A, omittingEmptySubsequences: false)
      .map { $0.last == 0x0D ? $0.dropLast() : $0 }
    start = end
    scanned = end
    switch HeadParser.parse(lines: lines.filter { !$0.isEmpty }) {
    case .success(let head): return head
    case .failure(let error):
      state = .failed(error)
      return nil
    }
  }

  /// The index just past the blank line that ends the head, if it has arrived.
  private mutating func headEnd() -> Int? {
    var index = scanned
    while index < buffer.count {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return index + 2 }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return index + 3
        }
        if index + 2 >= buffer.count {
          scanned = index  // the terminator may still be arriving: rescan from this LF
          return nil
        }
      }
      index += 1
    }
    scanned = index
    return nil
  }

  /// Chooses the body framing for `head`; returns an error when the framing is invalid.
  private mutating func beginBody(of head: RequestHead) -> HTTPParseError? {
    let encodings = head.headers.values(for: "Transfer-Encoding")
    let lengths = head.headers.values(for: "Content-Length")
    let expectsBody: Bool
    if !encodings.isEmpty {
      guard lengths.isEmpty else { return .conflictingFraming }
      let codings = encodings.flatMap { $0.split(separator: ",") }.map { trimmed($0) }
      guard !codings.isEmpty, codings.allSatisfy({ HTTPHeaders.same($0, "chunked") }) else {
        return .unsupportedTransferEncoding
      }
      state = .chunkSize(head)
      expectsBody = true
    } else if !lengths.isEmpty {
      let values = Set(lengths.flatMap { $0.split(separator: ",") }.map { trimmed($0) })
      guard values.count == 1, let text = values.first, !text.isEmpty, text.utf8.count <= 18,
        text.utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(text)
      else { return .invalidContentLength }
      guard length <= maxBodyBytes else { return .bodyTooLarge }
      state = .fixedBody(head, remaining: length)
      expectsBody = length > 0
    } else {
      state = .fixedBody(head, remaining: 0)
      expectsBody = false
    }
    wantsContinue = expectsBody && head.headers.hasToken("100-continue", in: "Expect")
    return nil
  }

  // MARK: - Body

  /// Moves up to `count` buffered bytes into the body; returns how many it moved.
  private mutating func take(upTo count: Int) -> Int {
    let taken = min(count, buffer.count - start)
    body.append(contentsOf: buffer[start..<(start + taken)])
    start += taken
    compact()
    return taken
  }

  private enum Line {
    case complete(ArraySlice<UInt8>)
    case incomplete
    case tooLong
  }

  /// Takes one line (without its CRLF or LF) if it has arrived; a line may hold `limit` bytes.
  private mutating func takeLine(limit: Int) -> Line {
    // The bytes to look at, at most the line and its CRLF; no limit overflows it.
    let available = buffer.count - start
    let window = limit >= available - 2 ? available : limit + 2
    guard let lf = buffer[start..<(start + window)].firstIndex(of: 0x0A) else {
      return window - 2 >= limit ? .tooLong : .incomplete
    }
    var line = buffer[start..<lf]
    if line.last == 0x0D { line = line.dropLast() }
    start = lf + 1
    return .complete(line)
  }

  /// Parses `1a;name=value` as a chunk size; `nil` unless it is 1–15 hex digits.
  private static func chunkSize(_ line: ArraySlice<UInt8>) -> Int? {
    let digits = Array(trimmed(String(decoding: line.prefix { $0 != 0x3B }, as: UTF8.self)).utf8)
    guard !digits.isEmpty, digits.count <= 15 else { return nil }
    var size = 0
    for digit in digits {
      guard let value = hexValue(digit) else { return nil }
      size = size * 16 + Int(value)
    }
    return size
  }

  private mutating func finish(_ head: RequestHead) -> Step {
    let request = ParsedRequest(head: head, body: body)
    body = []
    state = .head
    wantsContinue = false
    blankBytes = 0
    compact()
    return .request(request)
  }

  private mutating func fail(_ error: HTTPParseError) -> Step {
    state = .failed(error)
    buffer = []
    start = 0
    scanned = 0
    return .failure(error)
  }

  /// Drops consumed bytes once they dominate the buffer, keeping appends amortised O(1).
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
    } else if start < 65_536 || start * 2 < buffer.count {
      return
    } else {
      buffer.removeSubrange(0..<start)
    }
    scanned = max(0, scanned - start)
    start = 0
  }
}

/// The value of one ASCII hex digit.
func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case 48...57: byte - 48
  case 65...70: byte - 55
  case 97...102: byte - 87
  default: nil
  }
}
