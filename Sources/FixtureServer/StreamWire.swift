/// A streamed response turned into what goes on the wire, one step at a time.
///
/// The ``WirePlan`` of a ``StreamScript``: the same byte runs and pauses, produced lazily so a
/// generated body never sits in memory whole, and an ending known once the steps run out. Pure,
/// so framing and buffering can be tested without sockets.
///
/// Writes are collected into one buffer and handed out as one ``WirePlan/Step/send(_:)`` at
/// each flush, pause, hold, drop or end, or as soon as ``flushThreshold`` bytes wait.
package struct StreamWire: IteratorProtocol {
  /// The most bytes collected before they are handed out without a flush.
  package static let flushThreshold = 65_536

  /// How the connection ends; read it once ``next()`` has returned `nil`.
  package private(set) var ending: WirePlan.Ending

  private var script: StreamScript.Iterator
  private let chunked: Bool
  private let sendsBody: Bool
  private let normalEnding: WirePlan.Ending
  private var buffer: [UInt8]
  private var queued: WirePlan.Step?
  private var finished = false

  /// Plans `response`, whose ``FixtureResponse/stream`` is `script`, for a request with
  /// `method` whose client asked to keep the connection (`keepAlive`) or not.
  package init(
    _ response: FixtureResponse, script: StreamScript, method: HTTPMethod, keepAlive: Bool
  ) {
    let framed = response.statusAllowsBody
    chunked = script.framing == .chunked
    let keeps = keepAlive && !response.closesConnection && (chunked || !framed)
    normalEnding = keeps ? .keepAlive : .close
    ending = normalEnding
    let framing: WirePlan.BodyFraming =
      framed ? (chunked ? .chunked : .untilClose) : .none
    buffer = WirePlan.head(response, framing: framing, ending: normalEnding)
    buffer.reserveCapacity(Self.flushThreshold)
    queued = response.delay.map { .pause($0) }
    // No body on the wire: the script is not read at all.
    sendsBody = framed && method != .head
    self.script = (sendsBody ? script : StreamScript([])).makeIterator()
  }

  /// The next thing to do on the wire, or `nil` once the body has ended (see ``ending``).
  ///
  /// - Returns: A send or a pause.
  package mutating func next() -> WirePlan.Step? {
    if let step = queued {
      queued = nil
      return step
    }
    if finished { return nil }
    while let step = script.next() {
      switch step {
      case .chunks(let pieces):
        for piece in pieces where !piece.isEmpty { append(chunk: piece) }
      case .raw(let bytes): buffer += bytes
      case .flush: if let send = takeBuffer() { return send }
      case .pause(let duration): return then(.pause(duration))
      case .hold: return finish(.close, then: .pause(.forever))
      case .drop: return finish(.close, then: nil)
      case .reset: return finish(.reset, then: nil)
      case .end: return finishNormally()
      }
      if buffer.count >= Self.flushThreshold, let send = takeBuffer() { return send }
    }
    return finishNormally()
  }

  /// Appends one piece of the body, framed as a chunk when the body is chunked.
  private mutating func append(chunk piece: some Collection<UInt8>) {
    guard chunked else {
      buffer += piece
      return
    }
    buffer += String(piece.count, radix: 16).utf8
    buffer += [0x0D, 0x0A]
    buffer += piece
    buffer += [0x0D, 0x0A]
  }

  /// What is buffered as a send (the buffer empties), or `nil` when nothing waits.
  private mutating func takeBuffer() -> WirePlan.Step? {
    guard !buffer.isEmpty else { return nil }
    defer { buffer.removeAll(keepingCapacity: true) }
    return .send(buffer)
  }

  /// What is buffered, then `step`.
  private mutating func then(_ step: WirePlan.Step) -> WirePlan.Step {
    guard let send = takeBuffer() else { return step }
    queued = step
    return send
  }

  /// Ends the steps with `ending` after what is buffered and `step`.
  private mutating func finish(_ ending: WirePlan.Ending, then step: WirePlan.Step?)
    -> WirePlan.Step?
  {
    finished = true
    self.ending = ending
    guard let step else { return takeBuffer() }
    return then(step)
  }

  /// Ends the body normally: the zero chunk when chunked, then the planned ending.
  private mutating func finishNormally() -> WirePlan.Step? {
    if chunked && sendsBody && !finished { buffer += Array("0\r\n\r\n".utf8) }
    return finish(normalEnding, then: nil)
  }
}

extension FixtureDuration {
  /// A wait that never ends by itself.
  static let forever = FixtureDuration(nanoseconds: .max)
}
