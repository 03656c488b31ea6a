#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#endif

/// Where a scan stands inside one chunk.
struct ChunkCursor {
  /// The first byte not scanned yet.
  var offset = 0
  /// The index of the next CR at or after the last search, the chunk's count when there is
  /// none, or -1 before the first search: CR is rare, so one search serves many lines.
  var nextCarriageReturn = -1
}

/// What ``LineScanner/next(in:at:limit:)`` found.
enum LineScan {
  /// A line wholly inside the chunk: its bytes, without the line break.
  case line(Range<Int>)
  /// A line that began in an earlier chunk, now complete in ``LineScanner/carry``; call
  /// ``LineScanner/clearCarry()`` once it is read.
  case carried
  /// The chunk is used up; its unfinished line is kept for the next one.
  case exhausted
  /// The line being read is longer than the limit.
  case tooLong
}

/// Splits chunks into lines, holding only the unfinished line, at most the limit.
///
/// LF, CRLF and a lone CR each end a line, and a CRLF cut between two chunks is one break.
///
/// A line ending in CR at the end of a chunk is complete at once; the scanner remembers to
/// skip an LF that may open the next chunk, so waiting for it delays nothing. Line breaks are
/// found with `memchr`: one search for CR per chunk (a CR is rare), one for LF per line.
struct LineScanner {
  /// The unfinished line (or, after ``LineScan/carried``, the complete one).
  var carry: [UInt8] = []
  /// Whether a CR ended the last line at the end of a chunk, so a leading LF is its pair.
  private var skipsLineFeed = false
  /// Whether the unfinished line is a comment whose bytes are dropped as they come.
  private var discarding = false
  /// Whether lines that start with `:` (server-sent event comments) are exempt from the limit
  /// and not kept: such a line is reported as the single byte `:`.
  let discardsComments: Bool
  /// The lines completed so far.
  private(set) var lineCount = 0

  /// Creates a scanner.
  ///
  /// - Parameter discardsComments: whether lines starting with `:` are dropped unread.
  init(discardsComments: Bool = false) {
    self.discardsComments = discardsComments
  }

  /// Finds the next line in `chunk` from `cursor`, which moves past it.
  ///
  /// - Parameters:
  ///   - chunk: the chunk's bytes.
  ///   - cursor: where to start; call with a fresh cursor for each chunk.
  ///   - limit: the most bytes the line may hold, without its line break.
  /// - Returns: the line, or why there is none.
  mutating func next(
    in chunk: UnsafeBufferPointer<UInt8>, at cursor: inout ChunkCursor, limit: Int
  ) -> LineScan {
    guard let base = chunk.baseAddress else { return .exhausted }
    let count = chunk.count
    var start = cursor.offset
    if skipsLineFeed, start < count {
      skipsLineFeed = false
      if base[start] == Self.lineFeed { start += 1 }
    }
    guard start < count else {
      cursor.offset = count
      return .exhausted
    }
    if cursor.nextCarriageReturn < start {
      cursor.nextCarriageReturn = Self.find(Self.carriageReturn, in: base, from: start, to: count)
    }
    let carriageReturn = cursor.nextCarriageReturn
    let lineFeed = Self.find(Self.lineFeed, in: base, from: start, to: carriageReturn)
    let end: Int
    if lineFeed < carriageReturn {
      end = lineFeed
      cursor.offset = lineFeed + 1
    } else if carriageReturn < count {
      end = carriageReturn
      if carriageReturn + 1 == count {
        skipsLineFeed = true
        cursor.offset = count
      } else {
        cursor.offset = carriageReturn + (base[carriageReturn + 1] == Self.lineFeed ? 2 : 1)
      }
    } else {
      cursor.offset = count
      return keep(UnsafeBufferPointer(start: base + start, count: count - start), limit: limit)
    }
    return complete(
      UnsafeBufferPointer(start: base + start, count: end - start), at: start,
      limit: limit)
  }

  /// The line whose break was just found: `piece` is its part in this chunk, at `start`.
  private mutating func complete(_ piece: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int)
    -> LineScan
  {
    if discarding {
      discarding = false
      lineCount &+= 1
      return .carried
    }
    if carry.isEmpty {
      let isComment = discardsComments && piece.first == Self.colon
      if piece.count > limit, !isComment { return .tooLong }
      lineCount &+= 1
      return .line(start..<(start + piece.count))
    }
    if piece.count > limit - carry.count { return .tooLong }
    carry.append(contentsOf: piece)
    lineCount &+= 1
    return .carried
  }

  /// Keeps the start of an unfinished line, or drops it if it is a comment.
  private mutating func keep(_ piece: UnsafeBufferPointer<UInt8>, limit: Int) -> LineScan {
    if discarding { return .exhausted }
    if carry.isEmpty, discardsComments, piece.first == Self.colon {
      carry.append(Self.colon)
      discarding = true
      return .exhausted
    }
    if piece.count > limit - carry.count { return .tooLong }
    carry.append(contentsOf: piece)
    return .exhausted
  }

  /// Calls `body` with each line `chunk` completes and its number (from 1), in order.
  ///
  /// - Parameters:
  ///   - chunk: the chunk's bytes.
  ///   - limit: the most bytes a line may hold, without its line break.
  ///   - body: reads a line; a failure it returns stops the scan.
  /// - Returns: the first failure: `body`'s, or a line over the limit.
  mutating func forEachLine(
    in chunk: UnsafeRawBufferPointer, limit: Int,
    _ body: (UnsafeBufferPointer<UInt8>, Int) -> StreamDecodingError?
  ) -> StreamDecodingError? {
    let bytes = chunk.bindMemory(to: UInt8.self)
    var cursor = ChunkCursor()
    while true {
      switch next(in: bytes, at: &cursor, limit: limit) {
      case .line(let range):
        if let failure = body(UnsafeBufferPointer(rebasing: bytes[range]), lineCount) {
          return failure
        }
      case .carried:
        defer { clearCarry() }
        if let failure = carry.withUnsafeBufferPointer({ body($0, lineCount) }) {
          return failure
        }
      case .exhausted:
        return nil
      case .tooLong:
        return .lineTooLong(line: lineCount &+ 1, limit: limit)
      }
    }
  }

  /// Ends the stream, calling `body` with its last line if it has no line break.
  ///
  /// - Parameter body: reads the line and its number.
  /// - Returns: `body`'s failure.
  mutating func finish(_ body: (UnsafeBufferPointer<UInt8>, Int) -> StreamDecodingError?)
    -> StreamDecodingError?
  {
    guard finish() else { return nil }
    defer { clearCarry() }
    return carry.withUnsafeBufferPointer { body($0, lineCount) }
  }

  /// Forgets the line read from ``carry``, keeping its storage unless it grew large.
  mutating func clearCarry() {
    if carry.capacity > Self.keptCapacity {
      carry = []
    } else {
      carry.removeAll(keepingCapacity: true)
    }
  }

  /// Ends the stream: whether an unfinished line is left in ``carry``, now counted.
  ///
  /// A pending CR is just the break it was.
  mutating func finish() -> Bool {
    skipsLineFeed = false
    discarding = false
    guard !carry.isEmpty else { return false }
    lineCount &+= 1
    return true
  }

  /// The index of the first `byte` in `base[from..<to]`, or `to`.
  @inline(__always)
  static func find(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
    guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return to }
    return UnsafeRawPointer(base).distance(to: found)
  }

  /// A carried line's storage above this is released once read (64 KiB).
  static let keptCapacity = 1 << 16
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let colon: UInt8 = 0x3A
}
