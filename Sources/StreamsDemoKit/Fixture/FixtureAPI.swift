import FixtureServer
import Foundation
import Streams

/// The GitHub-like API the demo serves itself: a ``FixtureServer`` on an ephemeral loopback
/// port with routes over ``FixtureCatalog``.
///
/// | route | answers |
/// | --- | --- |
/// | `GET /users/{login}` | the account, or 404 |
/// | `GET /users/{login}/repos?sort=pushed&per_page=&page=` | one page, RFC 8288 `Link` header |
/// | `GET /users/{login}/followers` | the followers |
/// | `GET /repos/{owner}/{repo}` | the repository with its watchers, after 40–120 ms |
/// | `GET /search/repositories?q=&per_page=` | matches for keywords, `language:` and `user:` |
/// | `GET /demo/slow` | `200` after ``slowDelay`` |
/// | `GET /demo/flaky/{key}` | `503` with `Retry-After: 1` on the first call per key, then `200` |
/// | `GET /demo/chat` | a chat completion's tokens as Server-Sent Events (``chatStream``) |
///
/// The logins `error-401`, `error-403`, `error-404`, `error-429` and `error-garbled` fail on
/// purpose (401, 403, 404, 429, a body that does not decode).
package final class FixtureAPI: Sendable {
  /// The server; read its ``FixtureServer/log`` to see what the client really sent.
  package let server: FixtureServer

  /// How long `/demo/slow` makes the client wait.
  package static let slowDelay: FixtureDuration = .seconds(5)

  /// The route patterns, as the request log names them.
  package enum Route {
    /// `/users/{login}`.
    package static let user = "/users/{login}"
    /// `/users/{login}/repos`.
    package static let repos = "/users/{login}/repos"
    /// `/users/{login}/followers`.
    package static let followers = "/users/{login}/followers"
    /// `/repos/{owner}/{repo}`.
    package static let repository = "/repos/{owner}/{repo}"
    /// `/search/repositories`.
    package static let search = "/search/repositories"
    /// `/demo/slow`.
    package static let slow = "/demo/slow"
    /// `/demo/flaky/{key}`.
    package static let flaky = "/demo/flaky/{key}"
    /// `/demo/chat`.
    package static let chat = "/demo/chat"
  }

  /// The chat stream, as ``FixtureEventStream/chatCompletion(reply:interval:retry:)`` makes it.
  ///
  /// One event per token, ``chatInterval`` apart, each connection telling the client to wait
  /// ``chatRetryMilliseconds`` before it reconnects; the first connection drops
  /// in the middle of an event halfway through the reply, the next resumes after its
  /// `Last-Event-ID`, and one after the end gets `204`. A new stream each time: a stream
  /// counts the connections it has served, so each API has its own.
  package static var chatStream: FixtureEventStream {
    .chatCompletion(interval: chatInterval, retry: chatRetryMilliseconds)
  }

  /// The pause between two tokens of the chat stream.
  package static let chatInterval: FixtureDuration = .milliseconds(40)

  /// The reconnection time the chat stream sends (`retry:`), in milliseconds.
  package static let chatRetryMilliseconds = 400

  private let flakySequences = Locked<[String: ResponseSequence]>([:])

  /// Creates the API on a stopped server; ``start()`` binds it.
  package init() {
    server = FixtureServer(
      configuration: FixtureServer.Configuration(stopTimeout: .seconds(1)))
    registerRoutes()
  }

  /// Binds an ephemeral port on `127.0.0.1` and starts serving.
  ///
  /// - Throws: ``FixtureServerError`` when the socket cannot be bound.
  package func start() throws(FixtureServerError) { try server.start() }

  /// Closes the listener and every connection.
  package func stop() { server.stop() }

  /// `http://127.0.0.1:<port>`.
  package var baseURL: URL { server.baseURL }

  private func registerRoutes() {
    server.route(.get, Route.user) { request in
      let login = request.pathParameters["login"] ?? ""
      if let failure = Self.failure(for: login) { return failure }
      guard let user = FixtureCatalog.users[login] else { return Self.notFound }
      return Self.json(user)
    }
    server.route(.get, Route.repos) { request in
      let login = request.pathParameters["login"] ?? ""
      if let failure = Self.failure(for: login, listing: true) { return failure }
      guard FixtureCatalog.users[login] != nil else { return Self.notFound }
      return Self.reposPage(for: login, request: request)
    }
    server.route(.get, Route.followers) { request in
      let login = request.pathParameters["login"] ?? ""
      if let failure = Self.failure(for: login, listing: true) { return failure }
      guard FixtureCatalog.users[login] != nil else { return Self.notFound }
      return Self.json(FixtureCatalog.followers(of: login))
    }
    server.route(.get, Route.repository) { request in
      let owner = request.pathParameters["owner"] ?? ""
      let name = request.pathParameters["repo"] ?? ""
      guard let repository = FixtureCatalog.repository(owner: owner, name: name) else {
        return Self.notFound
      }
      // A stable, varied latency, so the fan-out's progress and concurrency show.
      let milliseconds = 40 + repository.fullName.utf8.reduce(0) { ($0 + Int($1)) % 81 }
      return Self.json(repository).delayed(by: .milliseconds(milliseconds))
    }
    server.route(.get, Route.search) { request in
      Self.search(request)
    }
    server.route(.get, Route.slow) { _ in
      FixtureResponse.json(["status": "finally"]).delayed(by: Self.slowDelay)
    }
    server.route(.get, Route.chat, events: Self.chatStream)
    server.route(.get, Route.flaky) { [flakySequences] request in
      let key = request.pathParameters["key"] ?? ""
      let sequence = flakySequences.withLock { sequences in
        if let existing = sequences[key] { return existing }
        let made = ResponseSequence(
          [.times(1, .serviceUnavailable(retryAfter: .seconds(1)))],
          thenRespond: { _ in .json(["status": "ok"]) })
        sequences[key] = made
        return made
      }
      let response = sequence.respond(to: request)
      guard response.status == 200 else { return response }
      return Self.json(FlakyStatus(status: "ok", call: sequence.callCount))
    }
  }

  static let notFound = FixtureResponse.json(
    ["message": "Not Found", "documentation_url": "https://docs.github.com/rest"], status: 404)

  static func json(_ value: some Encodable) -> FixtureResponse {
    do {
      return .json(try JSONEncoder.gitHub.encode(value))
    } catch {
      return .serverError(message: "fixture could not encode: \(error)")
    }
  }

  /// The answers of the logins that fail on purpose.
  ///
  /// `error-garbled` garbles only the user itself; its lists (`listing`) are empty, so a zip
  /// of the three always fails on the same body, whichever answer arrives first.
  static func failure(for login: String, listing: Bool = false) -> FixtureResponse? {
    switch login {
    case "error-401":
      .json(["message": "Bad credentials"], status: 401)
    case "error-403":
      .json(["message": "API rate limit exceeded for 127.0.0.1."], status: 403)
        .header("X-RateLimit-Remaining", "0")
    case "error-404":
      notFound
    case "error-429":
      .tooManyRequests(retryAfter: .seconds(30))
    case "error-garbled":
      listing
        ? .json(Data("[]".utf8)) : .json(Data(#"{"login": 42, "id": "not a number"}"#.utf8))
    default:
      nil
    }
  }
}

/// Paging and search, as GitHub does them.
extension FixtureAPI {
  /// One page of `login`'s repositories with an RFC 8288 `Link` header: `next` and `last`
  /// while there are later pages, `first` and `prev` after the first.
  static func reposPage(for login: String, request: FixtureRequest) -> FixtureResponse {
    let all = FixtureCatalog.repositoriesByOwner[login] ?? []
    let sorted =
      request.query["sort"] == "pushed"
      ? all : all.sorted { $0.name.lowercased() < $1.name.lowercased() }
    let perPage = min(100, max(1, Int(request.query["per_page"] ?? "") ?? 30))
    let pageCount = max(1, (sorted.count + perPage - 1) / perPage)
    let page = max(1, Int(request.query["page"] ?? "") ?? 1)
    let start = min(sorted.count, (page - 1) * perPage)
    let items = Array(sorted[start..<min(sorted.count, start + perPage)])
    var response = json(items)
    var links: [String] = []
    func link(_ number: Int, _ relation: String) {
      var query = ["per_page=\(perPage)", "page=\(number)"]
      if let sort = request.query["sort"] { query.insert("sort=\(sort)", at: 0) }
      let target = request.absoluteURL(
        "/users/\(login)/repos?" + query.joined(separator: "&"))
      links.append("<\(target)>; rel=\"\(relation)\"")
    }
    if page < pageCount {
      link(page + 1, "next")
      link(pageCount, "last")
    }
    if page > 1 {
      link(1, "first")
      link(min(page - 1, pageCount), "prev")
    }
    if !links.isEmpty { response = response.header("Link", links.joined(separator: ", ")) }
    return response
  }

  /// `q` split into keywords and `name:value` qualifiers (the server has already decoded `+`
  /// as a space), matched against the catalog.
  static func search(_ request: FixtureRequest) -> FixtureResponse {
    guard let query = request.query["q"], !query.isEmpty else {
      return .json(
        ["message": "Validation Failed", "documentation_url": "https://docs.github.com/rest"],
        status: 422)
    }
    var keywords: [String] = []
    var qualifiers: [String: String] = [:]
    for term in query.split(separator: " ") {
      let parts = term.split(separator: ":", maxSplits: 1)
      if parts.count == 2 {
        qualifiers[String(parts[0])] = String(parts[1])
      } else {
        keywords.append(String(term))
      }
    }
    let matches = FixtureCatalog.search(keywords: keywords, qualifiers: qualifiers)
    let perPage = min(100, max(1, Int(request.query["per_page"] ?? "") ?? 30))
    return json(
      SearchResults(totalCount: matches.count, items: Array(matches.prefix(perPage))))
  }
}
