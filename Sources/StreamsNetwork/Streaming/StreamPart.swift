import Foundation

/// One part of a streamed response, as the transport receives it: the head once, then each body
/// chunk, never collected.
///
///     stream(.events)   --head(200)--chunk--chunk--chunk--|
///
/// The head is a ``Response`` with an empty body: its status, its headers and the request that
/// was sent. A chunk is the bytes one read of the connection gave, cut anywhere; the decoding
/// operators (`lines()`, `jsonLines(of:)`, `serverSentEvents()` …, on a stream of parts or of
/// its chunks) read across the cuts.
public enum StreamPart: Sendable {
  /// The status line and headers, before any byte of the body.
  case head(Response)
  /// Bytes of the body, in the order they arrived.
  case chunk(Data)

  /// The head's response, or `nil` for a chunk.
  public var head: Response? {
    guard case .head(let response) = self else { return nil }
    return response
  }

  /// The chunk's bytes, or `nil` for the head.
  public var chunk: Data? {
    guard case .chunk(let data) = self else { return nil }
    return data
  }
}
