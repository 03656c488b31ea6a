/// Answers that change with the number of calls: "the first N requests get X, then Y".
///
/// A flaky endpoint, for one, returns 503 twice and then 200. Each instance keeps its own
/// counter, so a sequence registered on one route counts that route's requests.
///
/// ```swift
/// server.route(.get, "/flaky", sequence: ResponseSequence(
///   first: 2, .serviceUnavailable(retryAfter: .seconds(0)), then: .json(["ok": true])))
/// ```
public final class ResponseSequence: Sendable {
  /// One stage: answer `count` requests with `respond`.
  public struct Step: Sendable {
    /// How many requests this stage answers.
    public let count: Int
    /// The handler for those requests.
    public let respond: @Sendable (FixtureRequest) -> FixtureResponse

    /// A stage that answers `count` requests with a fixed response.
    ///
    /// - Parameters:
    ///   - count: How many requests; negative counts as 0.
    ///   - response: The response for each of them.
    /// - Returns: The stage.
    public static func times(_ count: Int, _ response: FixtureResponse) -> Step {
      Step(count: max(0, count), respond: { _ in response })
    }

    /// A stage that answers `count` requests with a handler.
    ///
    /// - Parameters:
    ///   - count: How many requests; negative counts as 0.
    ///   - respond: The handler for each of them.
    /// - Returns: The stage.
    public static func times(
      _ count: Int, respond: @escaping @Sendable (FixtureRequest) -> FixtureResponse
    ) -> Step {
      Step(count: max(0, count), respond: respond)
    }
  }

  private let steps: [Step]
  private let last: @Sendable (FixtureRequest) -> FixtureResponse
  private let calls = Guarded(0)

  /// Creates a sequence of stages followed by a handler for every later request.
  ///
  /// - Parameters:
  ///   - steps: The stages, in order.
  ///   - respond: The handler once every stage is used up.
  public init(
    _ steps: [Step], thenRespond respond: @escaping @Sendable (FixtureRequest) -> FixtureResponse
  ) {
    self.steps = steps
    last = respond
  }

  /// Creates a sequence of stages followed by a fixed response.
  ///
  /// - Parameters:
  ///   - steps: The stages, in order.
  ///   - response: The response once every stage is used up.
  public convenience init(_ steps: [Step], then response: FixtureResponse) {
    self.init(steps, thenRespond: { _ in response })
  }

  /// The common case: `first` requests get `response`, later ones get `then`.
  ///
  /// - Parameters:
  ///   - count: How many requests get the first response.
  ///   - response: The first response.
  ///   - then: The response after that.
  public convenience init(first count: Int, _ response: FixtureResponse, then: FixtureResponse) {
    self.init([.times(count, response)], then: then)
  }

  /// How many requests the sequence has answered.
  public var callCount: Int { calls.withLock { $0 } }

  /// Starts again from the first stage.
  public func reset() { calls.withLock { $0 = 0 } }

  /// Answers `request` from the stage its position falls in.
  ///
  /// - Parameter request: The request.
  /// - Returns: The stage's response.
  public func respond(to request: FixtureRequest) -> FixtureResponse {
    let index = calls.withLock { count in
      defer { count += 1 }
      return count
    }
    var start = 0
    for step in steps {
      if index < start + step.count { return step.respond(request) }
      start += step.count
    }
    return last(request)
  }
}
