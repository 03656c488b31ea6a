import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The idle timeout of streamed requests: how long a stream may send nothing before it fails.
///
/// ``Provider/stream(_:)`` closes a stream whose connection sends no byte for
/// ``StreamingTargetType/streamIdleTimeout`` (``default`` for a target that declares none),
/// counted from the head and then from each chunk; ``Provider/stream(_:idleTimeout:)`` takes
/// the limit per call. The time to the head is the target's `timeoutInterval`'s, and the
/// size of a line or event the decoders' (``StreamItemSizeLimit``).
public enum StreamIdleTimeout {
  /// 60 seconds: long enough for a server that sends a keep-alive comment every 15–30 s.
  public static let `default`: TimeInterval = 60

  /// `URLError(.timedOut)` saying how long the stream was silent, inside
  /// ``NetworkError/underlying(_:_:)``.
  static func error(after interval: RxTimeInterval) -> NetworkError {
    let milliseconds = Int.clamped(interval.timeIntervalInSeconds * 1_000)
    let span = milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
    let text = "The stream sent nothing for \(span)."
    return .underlying(URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: text]), nil)
  }
}
