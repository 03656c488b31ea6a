/// What ``JSONRecordScanner/next(in:at:limit:)`` found.
enum RecordScan {
  /// A complete JSON text wholly inside the chunk.
  case record(Range<Int>)
  /// A complete JSON text that began in an earlier chunk, now in ``JSONRecordScanner/carry``;
  /// call ``JSONRecordScanner/clearCarry()`` once it is read.
  case carried
  /// A JSON text cut short by a record separator: its length.
  case truncated(length: Int)
  /// Bytes that are not whitespace outside a record begin here; they are skipped up to the
  /// next record separator.
  case missingSeparator
  /// The chunk is used up; an unfinished JSON text is kept for the next one.
  case exhausted
  /// The JSON text being read is longer than the limit.
  case tooLarge
}

/// Splits chunks into the JSON texts of a JSON text sequence (RFC 7464): each begins after a
/// record separator (0x1E) and ends where its value ends, so a record is delivered as soon as
/// it is complete, without waiting for the next separator.
///
/// An object, an array or a string ends at its closing bracket or quote (strings and escapes
/// are followed, so brackets inside strings do not count); a number, `true`, `false` or `null`
/// ends at the whitespace after it, and one that a separator or the end of the stream cuts
/// instead may have been truncated (RFC 7464 §2.4). Holds only the unfinished text, at most
/// the limit.
struct JSONRecordScanner {
  /// Where the scanner stands between bytes.
  enum Phase {
    /// Between records; `separated` once a record separator has been read.
    case idle(separated: Bool)
    /// Inside a JSON text.
    case value
    /// Inside bytes outside a record, skipped to the next separator.
    case garbage
  }

  /// The unfinished JSON text (or, after ``RecordScan/carried``, the complete one).
  var carry: [UInt8] = []
  private var phase = Phase.idle(separated: false)
  /// Whether the current text is a number or a literal, which whitespace ends.
  private var bare = false
  /// Open objects and arrays in the current text.
  private var depth = 0
  /// Whether the scan is inside a string, and just after its backslash.
  private var inString = false
  private var escaped = false
  /// The records (texts and runs of bytes outside records) begun so far.
  private(set) var recordCount = 0
  /// Where the last record began, counted from the start of the stream.
  private(set) var recordOffset = 0
  /// The bytes of the chunks before this one.
  private var consumed = 0

  /// Finds the next record in `chunk` from `cursor`, which moves past it.
  ///
  /// - Parameters:
  ///   - chunk: the chunk's bytes.
  ///   - cursor: where to start; 0 for each new chunk.
  ///   - limit: the most bytes a JSON text may hold.
  /// - Returns: the record, or why there is none.
  mutating func next(in chunk: UnsafeBufferPointer<UInt8>, at cursor: inout Int, limit: Int)
    -> RecordScan
  {
    let count = chunk.count
    guard let base = chunk.baseAddress else { return .exhausted }
    var index = cursor
    var start = index
    while index < count {
      switch phase {
      case .idle(let separated):
        let byte = base[index]
        if byte == Self.recordSeparator {
          phase = .idle(separated: true)
        } else if !Self.isWhitespace(byte) {
          recordCount &+= 1
          recordOffset = consumed &+ index
          guard separated else {
            phase = .garbage
            cursor = index + 1
            return .missingSeparator
          }
          begin(with: byte)
          start = index
        }
        index += 1
      case .garbage:
        index = LineScanner.find(Self.recordSeparator, in: base, from: index, to: count)
        if index < count { phase = .idle(separated: false) }
      case .value:
        let end =
          bare ? endOfBareValue(base, from: index, to: count) : endOfText(base, index, count)
        if end == count {
          index = count
          break
        }
        let piece = UnsafeBufferPointer(start: base + start, count: end - start)
        // A separator before the text's end cuts it; an unclosed text never ends otherwise.
        if base[end] == Self.recordSeparator {
          phase = .idle(separated: false)
          cursor = end
          let length = carry.count + piece.count
          clearCarry()
          // Over the limit is over the limit, however the chunks fell.
          return length > limit ? .tooLarge : .truncated(length: length)
        }
        phase = .idle(separated: false)
        // A closing bracket or quote belongs to the text; the whitespace after a bare value
        // does not.
        let taken = bare ? piece.count : piece.count + 1
        cursor = start + taken
        return complete(start..<(start + taken), base, limit: limit)
      }
    }
    if case .value = phase {
      if count - start > limit - carry.count { return .tooLarge }
      carry.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
    }
    consumed &+= count
    cursor = count
    return .exhausted
  }

  /// Starts a JSON text at its first byte, which the caller has read.
  private mutating func begin(with byte: UInt8) {
    phase = .value
    bare = false
    inString = false
    escaped = false
    depth = 0
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
    case UInt8(ascii: "\""): inString = true
    default: bare = true
    }
  }

  /// The index of the whitespace or separator that ends a bare value, or `count`.
  private func endOfBareValue(_ base: UnsafePointer<UInt8>, from: Int, to count: Int) -> Int {
    var index = from
    while index < count {
      let byte = base[index]
      if byte == Self.recordSeparator || Self.isWhitespace(byte) { return index }
      index += 1
    }
    return count
  }

  /// The index of the byte that closes the current object, array or string, or of a
  /// separator that cuts it, or `count`.
  private mutating func endOfText(_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int) -> Int {
    var index = from
    while index < count {
      let byte = base[index]
      if byte == Self.recordSeparator { return index }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index }
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return count
  }

  /// The record just ended at `range` of this chunk, with what was carried before it.
  private mutating func complete(_ range: Range<Int>, _ base: UnsafePointer<UInt8>, limit: Int)
    -> RecordScan
  {
    if range.count > limit - carry.count { return .tooLarge }
    if carry.isEmpty { return .record(range) }
    carry.append(
      contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    return .carried
  }

  /// Ends the stream: the length of a JSON text it cuts short, if any.
  mutating func finish() -> Int? {
    defer {
      phase = .idle(separated: false)
      clearCarry()
    }
    guard case .value = phase else { return nil }
    return carry.count
  }

  /// Forgets the text read from ``carry``, keeping its storage unless it grew large.
  mutating func clearCarry() {
    if carry.capacity > LineScanner.keptCapacity {
      carry = []
    } else {
      carry.removeAll(keepingCapacity: true)
    }
  }

  /// JSON's whitespace: space, tab, LF, CR.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static let recordSeparator: UInt8 = 0x1E
}
