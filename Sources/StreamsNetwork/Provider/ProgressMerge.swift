import Foundation
import Streams

/// Joins a request's two channels for ``Provider/requestWithProgress(_:)``: the progress an
/// attempt reports (``ProviderRequest/onProgress``) and the responses the interceptors pass
/// up, into one sequence of ``ProgressResponse`` steps.
///
/// Progress comes from the attempt in flight, responses from whichever stage delivers them; both
/// pass through the operation's own inbox (`Serializer`), so the subscriber never sees overlapping
/// calls, and nothing follows a terminal event (an attempt superseded by a retry may still report).
final class ProgressMerge: Serializer {
  // Not `Sendable`: it is reached only through the closures a subscription hands down
  // (`onProgress`, the sink), and `stopped` is only touched by `receive(_:)`.
  private let sink: (Event<ProgressResponse>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Event<ProgressResponse>>.make()
  private var stopped = false

  init(sink: @escaping (Event<ProgressResponse>) -> Void, lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }

  /// Takes a progress report.
  func progress(_ progress: Progress) {
    send(.next(ProgressResponse(progress: progress)))
  }

  /// Takes an event of the responses.
  func response(_ event: Event<Response>) {
    send(event.map { ProgressResponse(response: $0) })
  }

  func receive(_ event: Event<ProgressResponse>) {
    guard !stopped, !lifetime.isDisposed else { return }
    if event.isStopEvent { stopped = true }
    sink(event)
  }
}
