/// A complete request: its head and its decoded body.
package struct ParsedRequest: Equatable, Sendable {
  /// The request line and headers.
  package var head: RequestHead
  /// The body with any chunked framing removed.
  package var body: [UInt8]
}
