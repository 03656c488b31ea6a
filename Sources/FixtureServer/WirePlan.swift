/// A response turned into what goes on the wire.
///
/// Byte runs and pauses, then how the connection ends. Pure, so the framing and every fault mode can be tested without sockets.
package struct WirePlan: Equatable {
  /// One thing the connection does.
  package enum Step: Equatable {
    /// Write these bytes.
    case send([UInt8])
    /// Wait this long, watching for the client to go away.
    case pause(FixtureDuration)
  }

  /// What happens to the connection after the steps.
  package enum Ending: Equatable {
    /// Keep it open for the next request.
    case keepAlive
    /// Close with a FIN.
    case close
    /// Close with a RST.
    case reset
  }

  /// The steps, in order.
  package var steps: [Step]
  /// How the connection ends.
  package var ending: Ending

  /// Plans `response` for a request with `method` whose client asked to keep the connection
  /// (`keepAlive`) or not.
  package init(_ response: FixtureResponse, method: HTTPMethod, keepAlive: Bool) {
    steps = response.delay.map { [.pause($0)] } ?? []
    switch response.fault {
    case .raw(let bytes):
      steps.append(.send(Array(bytes)))
      ending = .close
      return
    case .noResponse(let reset):
      ending = reset ? .reset : .close
      return
    case .resetAfter: ending = .reset
    case .truncateAfter: ending = .close
    case nil: ending = keepAlive && !response.closesConnection ? .keepAlive : .close
    }
    let framed = response.statusAllowsBody
    var chunkSize: Int?
    if case .chunked(let size) = response.transfer, framed { chunkSize = size }
    let framing: BodyFraming = framed ? (chunkSize != nil ? .chunked : .contentLength) : .none
    var head = Self.head(response, framing: framing, ending: ending)
    guard framed, method != .head else {
      steps.append(.send(head))
      return
    }
    let body = Array(response.body)
    var limit = body.count
    switch response.fault {
    case .resetAfter(let bytes), .truncateAfter(let bytes): limit = min(bytes, body.count)
    default: break
    }
    let pieceSize = max(1, response.drip?.chunkSize ?? chunkSize ?? max(body.count, 1))
    var offset = 0
    while offset < limit {
      let end = min(offset + pieceSize, body.count)
      let sent = body[offset..<min(end, limit)]
      var piece: [UInt8] = []
      if chunkSize != nil { piece += Array("\(String(end - offset, radix: 16))\r\n".utf8) }
      piece += sent
      if chunkSize != nil, end <= limit { piece += [0x0D, 0x0A] }
      if let drip = response.drip {
        steps.append(.send(head))
        head = []
        steps.append(.pause(drip.interval))
      }
      steps.append(.send(head + piece))
      head = []
      offset = end
    }
    if chunkSize != nil, limit == body.count { head += Array("0\r\n\r\n".utf8) }
    if !head.isEmpty { steps.append(.send(head)) }
    steps = Self.merged(steps)
  }

  /// How a body is delimited, as the head announces it.
  enum BodyFraming {
    /// No body goes on the wire (`HEAD`, 1xx, 204, 304): no framing header.
    case none
    /// `Content-Length` (unless the response sets its own).
    case contentLength
    /// `Transfer-Encoding: chunked`.
    case chunked
    /// Neither (unless the response sets its own): the body ends when the connection closes.
    case untilClose
  }

  /// The status line and headers, with the framing and `Connection` headers the plan needs.
  static func head(_ response: FixtureResponse, framing: BodyFraming, ending: Ending) -> [UInt8] {
    var headers = response.headers
    switch framing {
    case .none, .untilClose: break
    case .contentLength:
      if !headers.contains("Content-Length") {
        headers["Content-Length"] = String(response.body.count)
      }
    case .chunked:
      headers.remove("Content-Length")
      headers["Transfer-Encoding"] = "chunked"
    }
    if ending != .keepAlive && !headers.contains("Connection") { headers["Connection"] = "close" }
    let reason = response.reason ?? FixtureResponse.standardReason(response.status)
    var text = "HTTP/1.1 \(response.status) \(reason)\r\n"
    for field in headers { text += "\(field.name): \(field.value)\r\n" }
    text += "\r\n"
    return Array(text.utf8)
  }

  /// Joins neighbouring sends and drops empty ones, so an undripped response is one write.
  private static func merged(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    for step in steps {
      switch (result.last, step) {
      case (_, .send(let bytes)) where bytes.isEmpty: continue
      case (.send(let previous), .send(let bytes)):
        result[result.count - 1] = .send(previous + bytes)
      default: result.append(step)
      }
    }
    return result
  }
}
