import Foundation
import Streams

/// The calls in flight, by identity: those of plain subscribers, and those of subscribers that
/// watch progress.
struct CoalescedCalls {
  var plain = CallTable<Response>()
  var watched = CallTable<ProgressStep>()
}

/// The calls in flight of one kind, found by their request's identity (``CallKey``).
///
/// A call started while no other of its kind is in flight is kept apart, without a key: the
/// lone call. Working out a key walks the request's method, URL, headers and body, and a client
/// that sends one request at a time never needs one. The first request that finds a call in
/// flight works out both keys and files the lone call under its own, so joining behaves as if
/// every call had been keyed from the start.
struct CallTable<Step: CallStep> {
  /// The calls filed under their keys.
  private var keyed: [CallKey: CallEntry<Step>] = [:]
  /// The call started while the table was empty, not keyed yet; when set, `keyed` is empty.
  private var lone: CallEntry<Step>?

  /// Whether no call is in flight.
  var isEmpty: Bool { lone == nil && keyed.isEmpty }

  /// The number of calls in flight.
  var count: Int { keyed.count + (lone == nil ? 0 : 1) }

  /// Calls `body` with each call's endpoint and the number of requests that have joined it.
  func forEach(_ body: (Endpoint, Int) -> Void) {
    if let lone { body(lone.endpoint, lone.joined) }
    for entry in keyed.values { body(entry.endpoint, entry.joined) }
  }

  /// The call in flight for `source`'s request, joined, or a new one run by `source` (or by a
  /// copy of it, when an earlier subscription took it); under the coalescer's lock.
  ///
  /// - Parameters:
  ///   - source: the subscribing request's call source.
  ///   - key: `source`'s key when the caller worked it out before taking the lock, or `nil`.
  /// - Returns: the call `source`'s subscriber subscribes to.
  mutating func join(_ source: CallSource, key: CallKey?) -> CallEntry<Step> {
    if isEmpty {
      let entry = CallEntry<Step>(runner: source)
      lone = entry
      return entry
    }
    if let lone {
      self.lone = nil
      if let loneKey = lone.source.key(given: nil) { keyed[loneKey] = lone }
    }
    guard let key = source.key(given: key) else { return CallEntry(runner: source) }
    if let index = keyed.index(forKey: key) {
      keyed.values[index].joined += 1
      return keyed.values[index]
    }
    let entry = CallEntry<Step>(runner: source)
    keyed[key] = entry
    return entry
  }

  /// Takes the call of `source` out, if it is still here.
  mutating func remove(_ source: CallSource) {
    if let lone {
      if lone.source === source { self.lone = nil }
      return
    }
    // A source in the keyed table had its key worked out before it went in.
    guard let key = source.knownKey, let index = keyed.index(forKey: key),
      keyed.values[index].source === source
    else { return }
    keyed.remove(at: index)
  }
}

/// A request's identity with its hash worked out once: a call's key is hashed on the way in
/// (find, insert) and on the way out, and hashing a ``RequestKey`` walks its headers and body.
struct CallKey: Hashable {
  let request: RequestKey
  let hash: Int

  init(_ request: RequestKey) {
    self.request = request
    hash = request.hashValue
  }

  static func == (lhs: CallKey, rhs: CallKey) -> Bool {
    lhs.hash == rhs.hash && lhs.request == rhs.request
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// One call in the table: its source (whose identity tells it from a later call with the same
/// key) and the state of its share, which the entry rebuilds around them for each subscriber,
/// so the table keeps two references per call, not the share's source and template too.
struct CallEntry<Step: CallStep> {
  let source: CallSource
  let state: ShareState<ReplayPolicy<Step>>
  /// The requests that have joined it, the first included.
  var joined = 1

  /// A new call run by `source`, or by a copy of it when a call already runs on it; under the
  /// coalescer's lock.
  init(runner source: CallSource) {
    let runner = source.isTaken ? source.copy() : source
    runner.isTaken = true
    self.source = runner
    state = ShareState.make(hook: runner)
  }

  /// The endpoint of the request that started it.
  var endpoint: Endpoint { source.request.endpoint }

  /// The call's share, rebuilt around its state: the rest of the chain, run once per connection.
  ///
  /// The core's `share(replay: 1)` machinery. Replaying the latest step: a subscriber that took
  /// the call from the table just before its response came out, and subscribes just after,
  /// still gets the response.
  var share: ShareWhileConnected<ReplayPolicy<Step>> {
    ShareWhileConnected(state: state, policy: ReplayPolicy<Step>(capacity: 1)) {
      [source] sink, lifetime in source.run(sink, lifetime)
    }
  }
}

/// What a shared call sends its subscribers.
protocol CallStep {
  /// Whether subscribers of such calls watch progress.
  static var watchesProgress: Bool { get }
  /// The step carrying `response`.
  static func step(_ response: Response) -> Self
  /// The step carrying `progress`, for calls that carry it.
  static func step(_ progress: Progress) -> Self?
}

/// A plain call sends the response alone.
extension Response: CallStep {
  static var watchesProgress: Bool { false }
  static func step(_ response: Response) -> Response { response }
  static func step(_ progress: Progress) -> Response? { nil }
}

/// A watched call sends its progress as well as its response.
enum ProgressStep: CallStep {
  case response(Response)
  case progress(Progress)

  static var watchesProgress: Bool { true }
  static func step(_ response: Response) -> ProgressStep { .response(response) }
  static func step(_ progress: Progress) -> ProgressStep? { .progress(progress) }
}
