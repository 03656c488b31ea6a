import FixtureServer
import Foundation
import Streams
import StreamsNetwork

/// What the chat scene saw.
package struct ChatResult: Codable, Hashable, Sendable {
  /// The reply, its tokens joined in the order they arrived.
  package var reply: String
  /// How many tokens arrived.
  package var tokens: Int
  /// How many connections the server saw for the stream.
  package var connections: Int
  /// The `Last-Event-ID` each reconnection sent, in order.
  package var resumedAfter: [String]
}

/// One token event's data: `{"token":"…"}`.
struct ChatToken: Decodable {
  /// The token, with the space before it.
  var token: String
}

/// Scene 7: a chat completion streamed as Server-Sent Events.
///
/// Each token is printed the moment it arrives. The server drops the connection halfway
/// through an event; the stream waits the
/// `retry` the server sent and reconnects with `Last-Event-ID`, and the reply goes on where it
/// stopped, with nothing lost or repeated.
package enum ChatScene {
  /// The line printed before the scene runs.
  package static let summary =
    "a chat reply streamed token by token (Server-Sent Events); the connection drops halfway "
    + "and resumes from Last-Event-ID"

  /// The tokens of the stream at `target`, decoded, up to the final `[DONE]`.
  ///
  /// - Parameters:
  ///   - provider: the provider that sends the stream's requests.
  ///   - configuration: the event source's waits and limits.
  /// - Returns: each token as it arrives; completes at `[DONE]`.
  package static func tokens(
    from provider: Provider<FixtureEndpoint>, configuration: EventSourceConfiguration
  ) -> Observable<String> {
    provider.rx.events(.chat, configuration: configuration)
      .take(while: { $0.data != FixtureEventStream.chatDone })
      .map { event in
        try JSONDecoder().decode(ChatToken.self, from: Data(event.data.utf8)).token
      }
  }

  /// Runs the scene.
  ///
  /// - Parameter context: the run's context; needs the fixture, whose stream drops halfway.
  /// - Returns: the reply and the connections it took.
  /// - Throws: the stream's ``StreamsNetwork/NetworkError``, or a token that does not decode.
  package static func run(in context: DemoContext) async throws -> ChatResult {
    let environment = context.environment
    let baseURL = environment.baseURL
    // The event source's reconnection wait runs on the provider's scheduler: the context's
    // clock, so a test sets the time.
    let provider = Provider<FixtureEndpoint>(
      endpointClosure: { Endpoint.mapping(for: $0, rebasedOn: baseURL) },
      session: environment.transport, plugins: [context.tally], scheduler: context.clock)
    let log = LineLog(terminal: context.terminal, scheduler: context.render)
    let line = TokenLine(terminal: context.terminal, scheduler: context.render)
    let serverLog = context.fixture?.server.log
    let before = serverLog?.requests(.get, FixtureAPI.Route.chat).count ?? 0
    log.binder.onNext("GET /demo/chat (text/event-stream), tokens as they arrive:")
    var configuration = EventSourceConfiguration()
    configuration.idleTimeout = nil
    // Each token goes to the terminal's binder as it arrives, and into the reply collected
    // for the result.
    let printer = line.binder
    let all = try await tokens(from: provider, configuration: configuration)
      .do(onNext: printer.onNext)
      .toArray().value
    await context.render.drain()
    line.finish()
    let ids = serverLog?.lastEventIDs(.get, FixtureAPI.Route.chat).dropFirst(before) ?? []
    let resumed = ids.compactMap { $0 }
    log.binder.onNext(
      "\(all.count) tokens over \(ids.count) connection\(ids.count == 1 ? "" : "s")"
        + (resumed.isEmpty
          ? "" : "; resumed after Last-Event-ID \(resumed.joined(separator: ", "))"))
    await context.render.drain()
    return ChatResult(
      reply: all.joined(), tokens: all.count, connections: ids.count, resumedAfter: resumed)
  }
}
