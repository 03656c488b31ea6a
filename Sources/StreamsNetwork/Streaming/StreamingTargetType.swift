import Foundation

/// A target that says how it streams: its stub script and its idle timeout.
///
/// Both have defaults; declare the one you need.
///
/// ```swift
/// extension Chat: StreamingTargetType {
///   var streamIdleTimeout: TimeInterval? { 120 }   // the model may think for a while
/// }
/// ```
public protocol StreamingTargetType: TargetType {
  /// What a stubbing provider streams for this target; by default ``TargetType/sampleData``
  /// after a `200` head, as one chunk, then the end.
  var sampleStream: StubStream { get }

  /// The longest silence of the stream after its head, in seconds, for
  /// ``Provider/stream(_:)``: ``StreamIdleTimeout/default`` (60 s) unless declared; zero (or
  /// less) or `.infinity` for none.
  ///
  /// Not optional, so that no spelling of it can be taken for another property.
  var streamIdleTimeout: TimeInterval { get }
}

extension StreamingTargetType {
  /// ``TargetType/sampleData`` after a `200` head, as one chunk, then the end.
  public var sampleStream: StubStream { .collected(statusCode: 200, data: sampleData) }

  /// ``StreamIdleTimeout/default``.
  public var streamIdleTimeout: TimeInterval { StreamIdleTimeout.default }
}
