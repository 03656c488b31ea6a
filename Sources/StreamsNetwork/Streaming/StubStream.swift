import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A scripted streamed response, which a stubbing provider plays on its scheduler instead of
/// sending the request: the head, chunks at given times, a dropped connection or the end.
///
/// ```swift
/// extension Feed: StreamingTargetType {
///   var sampleStream: StubStream {
///     [
///       .head(statusCode: 200, headers: ["Content-Type": "text/event-stream"]),
///       .chunk(Data("id: 1\ndata: a\n\n".utf8)),
///       .wait(5),
///       .chunk(Data("id: 2\ndata: b\n\n".utf8)),
///       .drop(URLError(.networkConnectionLost)),
///     ]
///   }
/// }
/// ```
///
/// A provider made with a `TestScheduler` and a stub closure (``StubBehavior/immediate`` or
/// ``StubBehavior/delayed(seconds:)``, which delays the whole script) plays each step in turn;
/// a ``Step/wait(_:)`` lets virtual time pass before the next. A script that runs out without
/// ``Step/end`` or ``Step/drop(_:)`` leaves the stream open, as a server that holds it.
/// Targets that are not ``StreamingTargetType``s answer with their endpoint's sample
/// response: its status as the head, its data as one chunk, then the end.
public struct StubStream: ExpressibleByArrayLiteral, Sendable {
  /// One step of a script.
  public enum Step: Sendable {
    /// The response head: its status and header fields.
    case head(statusCode: Int, headers: [String: String])
    /// Bytes of the body, as one chunk.
    case chunk(Data)
    /// Lets `seconds` pass on the provider's scheduler before the next step.
    case wait(TimeInterval)
    /// The connection fails with `error` (a lost connection, a reset): before the head, the
    /// request fails as it would without an answer; after it, the stream fails.
    case drop(any Error & Sendable)
    /// The body ends as its framing says: the stream completes.
    case end
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a script.
  ///
  /// - Parameter steps: the steps, in order.
  public init(_ steps: [Step]) {
    self.steps = steps
  }

  /// Creates a script from its steps.
  ///
  /// - Parameter elements: the steps, in order.
  public init(arrayLiteral elements: Step...) {
    steps = elements
  }

  /// The script of a collected sample: `statusCode` as the head, `data` as one chunk unless it
  /// is empty, then the end.
  ///
  /// - Parameters:
  ///   - statusCode: the head's status.
  ///   - headers: the head's header fields.
  ///   - data: the body.
  /// - Returns: the script.
  public static func collected(statusCode: Int, headers: [String: String] = [:], data: Data)
    -> StubStream
  {
    var steps: [Step] = [.head(statusCode: statusCode, headers: headers)]
    if !data.isEmpty { steps.append(.chunk(data)) }
    steps.append(.end)
    return StubStream(steps)
  }

  /// The script that stands for an endpoint's sample response.
  ///
  /// - Parameter sample: the sample.
  /// - Returns: its head, its data as one chunk and the end; or a drop before the head.
  static func answering(_ sample: EndpointSampleResponse) -> StubStream {
    switch sample {
    case .networkResponse(let status, let data):
      return .collected(statusCode: status, data: data)
    case .response(let http, let data):
      let headers = http.allHeaderFields.reduce(into: [String: String]()) { fields, field in
        if let name = field.key as? String, let value = field.value as? String {
          fields[name] = value
        }
      }
      return .collected(statusCode: http.statusCode, headers: headers, data: data)
    case .networkError(let error):
      return [.drop(error)]
    }
  }
}
