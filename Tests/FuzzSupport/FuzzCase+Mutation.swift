/// Inputs for parsers: random bytes, and valid inputs mutated the ways hostile peers and
/// careless callers break them.
extension FuzzCase {
  /// Text that breaks parsers: numbers too large, negative, fractional or not numbers at all,
  /// quoting and escaping, delimiters, percent escapes, line breaks, NUL, and Unicode whose
  /// case mapping changes its length.
  public static let hostileTokens: [String] = [
    "0", "-0", "-1", "+1", "007", "2147483647", "2147483648", "4294967296",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "18446744073709551616", "99999999999999999999999999999999999999", "1e308", "1e309",
    "-1e309", "1.5", ".5", "1,5", "NaN", "nan", "-nan", "inf", "-inf", "Infinity", "0x7fff",
    "1_000", "\u{0661}\u{0662}", "\"", "\\", "\\\"", "\"\"", "<", ">", "<>", ";", ",", "=",
    "/", "*", "*/*", "+", "&", "?", "#", "%", "%0", "%zz", "%00", "%25", "%C3%A9", "\r", "\n",
    "\r\n", "\r\n\r\n", "\0", "\t", " ", "  ", "\u{7F}", "\u{85}", "\u{A0}", "\u{FEFF}",
    "\u{202E}", "\u{2028}", "\u{FB00}", "\u{130}", "\u{DF}", "\u{1F600}", "e\u{301}",
  ]

  /// Byte sequences that are not UTF-8: lone continuation bytes, overlong forms, surrogates,
  /// code points past U+10FFFF, a truncated sequence.
  public static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xBF], [0xFF], [0xFE], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
    [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    [0xE2, 0x82], [0xF0, 0x9F],
  ]

  /// Characters that open something a parser must find the end of.
  static let openers: [String] = ["\"", "<", "(", "[", "{", "\\", ";", ",", "=", "%", "\r\n"]

  /// Random bytes: sometimes any byte, sometimes printable ASCII, sometimes a parser's tokens.
  ///
  /// - Parameters:
  ///   - maxCount: the most bytes to make.
  ///   - tokens: text to draw from besides single bytes.
  /// - Returns: the bytes.
  public mutating func randomBytes(maxCount: Int, tokens: [String] = []) -> [UInt8] {
    let count = int(in: 0...maxCount)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    let style = int(in: 0...2)
    while bytes.count < count {
      switch style {
      case 0: bytes.append(UInt8(truncatingIfNeeded: random.next()))
      case 1: bytes.append(UInt8(int(in: 0x20...0x7E)))
      default:
        if !tokens.isEmpty, chance(50) {
          bytes += Array(pick(tokens).utf8)
        } else {
          bytes += Array(pick(Self.hostileTokens).utf8)
        }
      }
    }
    return bytes
  }

  /// A parser input: random bytes now and then, otherwise one of `seeds` mutated.
  ///
  /// - Parameters:
  ///   - seeds: valid inputs to start from; must not be empty.
  ///   - tokens: text that means something to this parser, inserted by mutations.
  ///   - maxCount: the most bytes to make.
  /// - Returns: the bytes.
  public mutating func input(seeds: [String], tokens: [String] = [], maxCount: Int = 8_192)
    -> [UInt8]
  {
    if chance(15) { return randomBytes(maxCount: min(maxCount, 512), tokens: tokens) }
    let seedBytes = seeds.map { Array($0.utf8) }
    return mutate(pick(seedBytes), tokens: tokens, splicing: seedBytes, maxCount: maxCount)
  }

  /// ``input(seeds:tokens:maxCount:)`` as the `String` a header or an API would carry: the
  /// bytes decoded as UTF-8 (invalid sequences become U+FFFD) or as Latin-1, as transports
  /// decode header bytes.
  ///
  /// - Parameters:
  ///   - seeds: valid inputs to start from; must not be empty.
  ///   - tokens: text that means something to this parser.
  ///   - maxCount: the most bytes to make.
  /// - Returns: the text.
  public mutating func text(seeds: [String], tokens: [String] = [], maxCount: Int = 8_192)
    -> String
  {
    decode(input(seeds: seeds, tokens: tokens, maxCount: maxCount))
  }

  /// `bytes` as text: UTF-8 with repairs, or Latin-1 (one scalar per byte).
  ///
  /// - Parameter bytes: the bytes.
  /// - Returns: the text.
  public mutating func decode(_ bytes: [UInt8]) -> String {
    if chance(70) { return String(decoding: bytes, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
    return String(scalars)
  }

  /// `input` after one to four mutations.
  ///
  /// - Parameters:
  ///   - input: the bytes to start from.
  ///   - tokens: text that means something to the parser.
  ///   - splicing: other inputs whose pieces may be spliced in.
  ///   - maxCount: the most bytes to make (repeats and nesting stop there).
  /// - Returns: the mutated bytes.
  public mutating func mutate(
    _ input: [UInt8], tokens: [String] = [], splicing: [[UInt8]] = [], maxCount: Int = 8_192
  ) -> [UInt8] {
    var bytes = input
    for _ in 0..<int(in: 1...4) {
      mutateOnce(&bytes, tokens: tokens, splicing: splicing, maxCount: maxCount)
    }
    if bytes.count > maxCount { bytes.removeLast(bytes.count - maxCount) }
    return bytes
  }

  private mutating func mutateOnce(
    _ bytes: inout [UInt8], tokens: [String], splicing: [[UInt8]], maxCount: Int
  ) {
    let room = max(0, maxCount - bytes.count)
    switch int(in: 0...12) {
    case 0, 1:
      let token = !tokens.isEmpty && chance(50) ? pick(tokens) : pick(Self.hostileTokens)
      bytes.insert(contentsOf: Array(token.utf8), at: position(in: bytes))
    case 2:
      let token = !tokens.isEmpty && chance(50) ? pick(tokens) : pick(Self.hostileTokens)
      let range = span(in: bytes)
      bytes.replaceSubrange(range, with: Array(token.utf8))
    case 3:
      // Deep nesting: an opener many times over, and sometimes its closer as often.
      let opener = Array(pick(Self.openers).utf8)
      let times = min(int(in: 1...4_000), room / max(1, opener.count))
      let at = position(in: bytes)
      bytes.insert(contentsOf: Array(repeatElement(opener, count: times).joined()), at: at)
    case 4:
      // A long repeat of a piece of the input itself.
      let range = span(in: bytes)
      let piece = Array(bytes[range])
      guard !piece.isEmpty else { return }
      let times = min(int(in: 2...2_000), room / piece.count)
      bytes.insert(
        contentsOf: Array(repeatElement(piece, count: times).joined()), at: range.upperBound)
    case 5:
      bytes.insert(contentsOf: pick(Self.invalidUTF8), at: position(in: bytes))
    case 6:
      let control: [[UInt8]] = [[0x0D], [0x0A], [0x0D, 0x0A], [0x00], [0x09], [0x0B], [0x7F]]
      bytes.insert(contentsOf: pick(control), at: position(in: bytes))
    case 7:
      bytes.removeSubrange(span(in: bytes))
    case 8:
      guard !bytes.isEmpty else { return }
      bytes[int(in: 0...(bytes.count - 1))] = UInt8(truncatingIfNeeded: random.next())
    case 9:
      let range = span(in: bytes)
      bytes.insert(contentsOf: Array(bytes[range]), at: range.upperBound)
    case 10:
      bytes.removeLast(int(in: 0...bytes.count))
    case 11:
      guard !splicing.isEmpty else { return }
      let other = pick(splicing)
      let range = span(in: other)
      bytes.insert(contentsOf: other[range], at: position(in: bytes))
    default:
      // Flip the case of ASCII letters in a span: names and tokens must ignore case.
      for index in span(in: bytes) {
        let byte = bytes[index]
        if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { bytes[index] ^= 0x20 }
      }
    }
  }

  /// A random insertion point of `bytes`.
  private mutating func position(in bytes: [UInt8]) -> Int {
    int(in: 0...bytes.count)
  }

  /// A random range of `bytes`, mostly short.
  private mutating func span(in bytes: [UInt8]) -> Range<Int> {
    let start = int(in: 0...bytes.count)
    let longest = bytes.count - start
    let length = chance(80) ? int(in: 0...min(longest, 8)) : int(in: 0...longest)
    return start..<(start + length)
  }
}
