import Foundation

extension FixtureEventStream {
  /// The canned reply of ``chatCompletion(reply:interval:retry:)``.
  public static let chatReply =
    "Streams reads a response that arrives in pieces as an Observable of parts: lines, "
    + "JSON Lines or Server-Sent Events, each decoded the moment it is complete."

  /// The final event's data, after the last token.
  public static let chatDone = "[DONE]"

  /// `reply` cut into tokens the way a language model streams them: each word with the space
  /// before it (`"Streams"`, `" reads"`, `" a"`, …); joined, they give `reply` back.
  ///
  /// - Parameter reply: The text.
  /// - Returns: The tokens, in order.
  public static func chatTokens(_ reply: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in reply {
      if character == " " && !current.isEmpty && current.last != " " {
        tokens.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// A chat-completion token stream, as the demo shows it: one event per token of `reply`,
  /// `interval` apart, with ids 1 … N and data `{"token":"…"}`, then a final event with id
  /// N + 1 and data `[DONE]`.
  ///
  /// The first connection drops in the middle of an event once half of the tokens are out;
  /// the next one resumes after its `Last-Event-ID` and ends with `[DONE]`; a connection after
  /// that (resuming after `[DONE]`) gets `204 No Content`, which stops an EventSource. Every
  /// connection starts with `retry: <retry>`, so a client waits that long to reconnect.
  ///
  /// ```swift
  /// server.route(.get, "/chat", events: .chatCompletion())
  /// ```
  ///
  /// - Parameters:
  ///   - reply: The text to stream; ``chatReply`` by default.
  ///   - interval: The pause between two tokens.
  ///   - retry: The reconnection delay to tell the client, in milliseconds.
  /// - Returns: The stream; register it with ``FixtureServer/route(_:_:events:)``.
  public static func chatCompletion(
    reply: String = chatReply, interval: FixtureDuration = .milliseconds(30), retry: Int = 100
  ) -> FixtureEventStream {
    let tokens = chatTokens(reply)
    var events = tokens.enumerated().map { offset, token in
      FixtureEvent(id: String(offset + 1), data: tokenJSON(token))
    }
    events.append(FixtureEvent(id: String(tokens.count + 1), data: chatDone))
    return FixtureEventStream(
      events,
      options: Options(interval: interval, retry: retry, noContentWhenExhausted: true),
      attempts: [.events(.drop(after: tokens.count / 2, midEvent: true))])
  }

  /// `{"token":"…"}`, escaped as JSON.
  private static func tokenJSON(_ token: String) -> String {
    // Encoding a dictionary of strings cannot fail; the fallback only keeps the event valid.
    let encoded = (try? JSONEncoder().encode(["token": token])) ?? Data("{}".utf8)
    return String(decoding: encoded, as: UTF8.self)
  }
}
