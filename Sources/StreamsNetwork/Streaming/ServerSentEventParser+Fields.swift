/// The interpretation of one line: a field, a comment, or the blank line that dispatches.
extension ServerSentEventParser {
  /// Interprets one complete line, without its line break.
  mutating func interpret(
    _ line: UnsafeBufferPointer<UInt8>, _ emit: (ServerSentEventUpdate) -> Void
  ) {
    guard let base = line.baseAddress, !line.isEmpty else {
      dispatch(emit)
      return
    }
    let count = line.count
    if base[0] == LineScanner.colon { return }
    eventSize &+= count
    let nameLength = LineScanner.find(LineScanner.colon, in: base, from: 0, to: count)
    var valueStart = Swift.min(nameLength + 1, count)
    if valueStart < count, base[valueStart] == Self.space { valueStart += 1 }
    let value = UnsafeBufferPointer(start: base + valueStart, count: count - valueStart)
    switch nameLength {
    case 4 where Self.matches(base, "data"):
      if data.isEmpty, singleData == nil {
        singleData = String(decoding: value, as: UTF8.self)
        return
      }
      if let first = singleData {
        data.append(contentsOf: first.utf8)
        data.append(LineScanner.lineFeed)
        singleData = nil
      }
      data.append(contentsOf: value)
      data.append(LineScanner.lineFeed)
    case 5 where Self.matches(base, "event"):
      type.removeAll(keepingCapacity: true)
      type.append(contentsOf: value)
    case 2 where Self.matches(base, "id"):
      guard LineScanner.find(0, in: base, from: valueStart, to: count) == count else { return }
      lastEventIDBuffer = String(decoding: value, as: UTF8.self)
      lastEventIDBufferSet = true
    case 5 where Self.matches(base, "retry"):
      guard let milliseconds = Self.milliseconds(value) else { return }
      reconnectionTime = milliseconds
      emit(.retry(milliseconds: milliseconds))
    default:
      break
    }
  }

  /// The blank line: sets the last event ID, then dispatches the event if it has data.
  mutating func dispatch(_ emit: (ServerSentEventUpdate) -> Void) {
    eventSize = 0
    var changed = false
    if lastEventIDBufferSet {
      lastEventIDBufferSet = false
      if lastEventIDBuffer != lastEventID {
        lastEventID = lastEventIDBuffer
        changed = true
      }
    }
    let payload: String
    if let single = singleData {
      // One `data` line: the buffer would be its value and an LF, the LF stripped again.
      payload = single
      singleData = nil
    } else if !data.isEmpty {
      data.removeLast()
      payload = String(decoding: data, as: UTF8.self)
      Self.clear(&data)
    } else {
      if !type.isEmpty { type.removeAll(keepingCapacity: true) }
      if changed { emit(.lastEventID(lastEventID)) }
      return
    }
    let event = ServerSentEvent(
      type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self),
      data: payload, lastEventID: lastEventID)
    // Most events have no `event` field: emptying an empty array is not free.
    if !type.isEmpty { type.removeAll(keepingCapacity: true) }
    emit(.event(event))
  }

  /// Whether the field name at `base` is `name` (whose length the caller has checked).
  @inline(__always)
  static func matches(_ base: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
    let bytes = name.utf8Start
    for index in 0..<name.utf8CodeUnitCount where base[index] != bytes[index] { return false }
    return true
  }

  /// A `retry` value of ASCII digits as milliseconds, at most ``maximumReconnectionTime``;
  /// `nil` when it is empty or holds anything else.
  static func milliseconds(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !value.isEmpty else { return nil }
    var total = 0
    for byte in value {
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      if total <= maximumReconnectionTime { total = total * 10 + Int(byte &- 0x30) }
    }
    return Swift.min(total, maximumReconnectionTime)
  }

  static let space: UInt8 = 0x20
}
