import StreamsNetwork

/// The WHATWG event stream rules read plainly, for the fuzz suite to check the parser
/// against: decode the whole stream as UTF-8, drop one leading BOM, split it into lines, and
/// interpret them one by one, in `String`s, with no regard for speed or memory.
enum ServerSentEventReference {
  /// What a whole stream holds, as ``ServerSentEventParser`` reports it.
  static func updates(_ bytes: [UInt8]) -> [ServerSentEventUpdate] {
    var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var updates: [ServerSentEventUpdate] = []
    var data = ""
    var type = ""
    var idBuffer = ""
    var lastEventID = ""
    for line in lines(scalars) {
      guard let first = line.first else {
        let changed = idBuffer != lastEventID
        lastEventID = idBuffer
        if data.isEmpty {
          if changed { updates.append(.lastEventID(lastEventID)) }
        } else {
          data.removeLast()
          updates.append(
            .event(
              ServerSentEvent(
                type: type.isEmpty ? "message" : type, data: data, lastEventID: lastEventID)))
        }
        data = ""
        type = ""
        continue
      }
      if first == ":" { continue }
      var name = line
      var value: [Unicode.Scalar] = []
      if let colon = line.firstIndex(of: ":") {
        name = Array(line[..<colon])
        value = Array(line[(colon + 1)...])
        if value.first == " " { value.removeFirst() }
      }
      let text = String(String.UnicodeScalarView(value))
      switch String(String.UnicodeScalarView(name)) {
      case "data": data += text + "\n"
      case "event": type = text
      case "id" where !value.contains("\u{0}"): idBuffer = text
      case "retry" where !value.isEmpty && value.allSatisfy({ ("0"..."9").contains($0) }):
        let digits = text.drop { $0 == "0" }
        let maximum = ServerSentEventParser.maximumReconnectionTime
        let milliseconds = digits.count > 12 ? maximum : min(Int(digits) ?? 0, maximum)
        updates.append(.retry(milliseconds: milliseconds))
      default: break
      }
    }
    return updates
  }

  /// The lines that end with CRLF, LF or CR; an unterminated last line is no line.
  static func lines(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r" || scalar == "\n" {
        lines.append(current)
        current = []
        if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
      } else {
        current.append(scalar)
      }
      index += 1
    }
    return lines
  }
}
