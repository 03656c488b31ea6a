import Foundation

/// A response body being collected: each run of bytes copied once, into one buffer sized from
/// the announced length, and the buffer handed over as the response's `Data` without another
/// copy.
///
/// How both transports fold a collected response's body. The buffer is reserved from the
/// `Content-Length` when the first bytes arrive, never beyond the request's size limit nor
/// ``largestReservation`` (a header is not trusted with an allocation), and grows by doubling
/// past it (`realloc`, which moves the pages of a large block rather than copying them).
/// ``take()`` wraps the bytes in a `Data` that frees them (`bytesNoCopy`), so the `Response`
/// holds the very buffer the bytes were written into. A body that arrives as one `Data`
/// (URLSession) is kept as it came, with no copy at all, until more bytes follow it.
///
/// Non-copyable: one owner frees the bytes, and no copy can alias them.
package struct ResponseBodyBuffer: ~Copyable {
  /// The largest buffer reserved up front from an announced length; beyond it the buffer
  /// grows as bytes actually arrive.
  package static let largestReservation = 64 << 20

  private var bytes: UnsafeMutableRawPointer?
  /// The bytes the buffer can hold before it grows.
  package private(set) var capacity = 0
  private var length = 0
  /// A body that arrived whole as one `Data`, kept without a copy while nothing follows it.
  private var whole: Data?

  /// An empty body.
  package init() {}

  deinit { free(bytes) }

  /// The bytes gathered so far.
  package var count: Int { whole?.count ?? length }

  /// Makes room for a body of `announced` bytes, when nothing has arrived yet.
  ///
  /// - Parameters:
  ///   - announced: the length the response announces (`Content-Length`), if any.
  ///   - limit: the request's size limit: never reserve beyond it.
  package mutating func reserve(announced: Int64?, limit: Int) {
    guard let announced, count == 0 else { return }
    let wanted = min(announced, Int64(max(0, limit)), Int64(Self.largestReservation))
    if wanted > Int64(capacity) { _ = resize(to: Int(wanted)) }
  }

  /// Appends a copy of `run`.
  ///
  /// - Parameter run: the bytes that arrived.
  /// - Returns: `false` when memory for them cannot be had (nothing is appended).
  package mutating func append(_ run: UnsafeRawBufferPointer) -> Bool {
    guard let source = run.baseAddress, !run.isEmpty else { return true }
    if let first = whole {
      whole = nil
      guard first.withUnsafeBytes({ append($0) }) else { return false }
    }
    let (needed, overflow) = length.addingReportingOverflow(run.count)
    guard !overflow else { return false }
    if needed > capacity {
      let doubled = capacity.multipliedReportingOverflow(by: 2)
      guard resize(to: doubled.overflow ? needed : max(needed, doubled.partialValue)) else {
        return false
      }
    }
    guard let bytes else { return false }
    (bytes + length).copyMemory(from: source, byteCount: run.count)
    length = needed
    return true
  }

  /// Appends `data`, keeping it as it is (no copy) when it is the whole body: the first bytes,
  /// and at least as many as `announced`.
  ///
  /// - Parameters:
  ///   - data: the bytes that arrived.
  ///   - announced: the length the response announces, -1 when unknown.
  /// - Returns: `false` when memory for them cannot be had.
  package mutating func append(_ data: Data, announced: Int64) -> Bool {
    if count == 0, capacity == 0, announced <= Int64(data.count) {
      whole = data
      return true
    }
    return data.withUnsafeBytes { append($0) }
  }

  /// Hands the body over as `Data`, without copying it, and leaves the buffer empty.
  ///
  /// - Returns: the body.
  package mutating func take() -> Data {
    if let first = whole {
      whole = nil
      return first
    }
    guard let owned = bytes, length > 0 else { return Data() }
    // A buffer far larger than its body (grown by doubling) gives the rest back first.
    if capacity - length > length / 4, let trimmed = realloc(owned, length) {
      bytes = trimmed
    }
    let body = Data(bytesNoCopy: bytes ?? owned, count: length, deallocator: .free)
    bytes = nil
    capacity = 0
    length = 0
    return body
  }

  /// Moves the bytes to a block of `size` bytes.
  ///
  /// - Returns: `false` when the block cannot be had (the bytes stay where they were).
  private mutating func resize(to size: Int) -> Bool {
    guard let moved = realloc(bytes, size) else { return false }
    bytes = moved
    capacity = size
    return true
  }
}
