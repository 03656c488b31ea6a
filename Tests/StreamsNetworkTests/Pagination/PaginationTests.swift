import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A user's repositories, one page at a time, GitHub style.
private struct Repos: TargetType {
  var login = "octocat"
  var page = 1
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "/users/\(login)/repos" }
  var method: HTTPMethod { .get }
  var task: RequestTask {
    .requestParameters(
      parameters: ["page": page, "per_page": 2], encoding: URLEncoding.queryString)
  }
  var headers: [String: String]? { ["Accept": "application/vnd.github+json"] }
  var sampleData: Data { Data("[\(page)]".utf8) }
}

@Suite(.checksResources)
struct PaginationTests {
  private let base = "https://api.example.com/users/octocat/repos"

  private func link(to page: Int) -> [String: String] {
    ["Link": "<\(base)?page=\(page)>; rel=\"next\", <\(base)?page=9>; rel=\"last\""]
  }

  private func urls(_ transport: ScriptedTransport) -> [String] {
    transport.tasks.map { $0.request.urlRequest.url?.absoluteString ?? "?" }
  }

  @Test func followsLinkNextOnePageAtATimeUntilTheLast() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    var seen: [String] = []
    var requestsWhileDelivering: [Int] = []
    var completed = false
    let subscription = provider.paginate(Repos()).subscribe(
      onNext: { page in
        seen.append(page.request?.url?.absoluteString ?? "?")
        requestsWhileDelivering.append(transport.tasks.count)
      },
      onCompleted: { completed = true })
    #expect(urls(transport) == ["\(base)?page=1&per_page=2"])
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    #expect(urls(transport).last == "\(base)?page=2")
    transport.tasks.last?.respond(status: 200, headers: link(to: 3))
    transport.tasks.last?.respond(status: 200)
    #expect(urls(transport) == ["\(base)?page=1&per_page=2", "\(base)?page=2", "\(base)?page=3"])
    #expect(seen == urls(transport))
    // While a page is being delivered, the next one has not been asked for.
    #expect(requestsWhileDelivering == [1, 2, 3])
    #expect(completed)
    subscription.dispose()
  }

  @Test func linkPagesKeepTheFirstTargetsMethodAndHeadersButNotItsParameters() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    let subscription = provider.paginate(Repos()).subscribe()
    transport.tasks.last?.respond(
      status: 200, headers: ["Link": "</users/octocat/repos?page=2>; rel=next"])
    let second = transport.tasks.last?.request.urlRequest
    #expect(
      second?.url?.absoluteString == "\(base)?page=2", "relative links resolve against the page")
    #expect(second?.httpMethod == "GET")
    #expect(second?.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
    subscription.dispose()
  }

  @Test func takeStopsBeforeTheNextRequest() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    var pages = 0
    var completed = false
    let subscription = provider.paginate(Repos()).take(2).subscribe(
      onNext: { _ in pages += 1 }, onCompleted: { completed = true })
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    transport.tasks.last?.respond(status: 200, headers: link(to: 3))
    #expect(pages == 2)
    #expect(completed)
    #expect(transport.tasks.count == 2)
    subscription.dispose()
  }

  @Test func disposingCancelsThePageInFlightAndRequestsNoMore() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    var pages = 0
    let subscription = provider.paginate(Repos()).subscribe(onNext: { _ in pages += 1 })
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    subscription.dispose()
    #expect(transport.tasks.last?.isCancelled == true)
    transport.tasks.last?.respond(status: 200, headers: link(to: 3))
    #expect(transport.tasks.count == 2)
    #expect(pages == 1)
  }

  @Test func aFailingPageEndsTheSequence() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    var events: [String] = []
    let subscription = provider.paginate(Repos()).subscribe(
      onNext: { events.append("page \($0.statusCode)") },
      onError: { events.append("error \(($0 as? NetworkError)?.isTimeout == true)") },
      onCompleted: { events.append("completed") })
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    transport.tasks.last?.send(.failed(URLError(.timedOut), nil))
    #expect(events == ["page 200", "error true"])
    #expect(transport.tasks.count == 2)
    subscription.dispose()
  }

  @Test func aLinkBackToAPageAlreadyRequestedEndsTheSequence() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    var completed = false
    let subscription = provider.paginate(Repos()).subscribe(onCompleted: { completed = true })
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    transport.tasks.last?.respond(status: 200, headers: link(to: 2))
    #expect(transport.tasks.count == 2)
    #expect(completed)
    subscription.dispose()
  }

  @Test func nextTargetsDriveTargetPagination() {
    let provider = Provider<Repos>(stubClosure: { _ in .immediate })
    var bodies: [String] = []
    let subscription = provider.paginate(Repos()) { response in
      let page = Int(String(decoding: response.data.dropFirst().dropLast(), as: UTF8.self)) ?? 0
      return page < 4 ? Repos(page: page + 1) : nil
    }
    .subscribe(onNext: { bodies.append(String(decoding: $0.data, as: UTF8.self)) })
    #expect(bodies == ["[1]", "[2]", "[3]", "[4]"])
    subscription.dispose()
  }

  @Test func nextURLsCanComeFromTheBody() {
    let transport = ScriptedTransport()
    let provider = Provider<Repos>(session: transport)
    let subscription = provider.paginate(Repos()) { response in
      (try? JSONDecoder().decode([String: String].self, from: response.data))?["next"]
        .flatMap(URL.init(string:))
    }.subscribe()
    transport.tasks.last?.respond(
      status: 200, data: Data(#"{"next":"https://api.example.com/c/2"}"#.utf8))
    #expect(urls(transport).last == "https://api.example.com/c/2")
    transport.tasks.last?.respond(status: 200, data: Data("{}".utf8))
    #expect(transport.tasks.count == 2)
    subscription.dispose()
  }

  @Test func manySynchronousPagesDoNotGrowTheStack() {
    let provider = Provider<Repos>(stubClosure: { _ in .immediate })
    var count = 0
    var pageNumber = 1
    let subscription = provider.paginate(Repos()) { _ in
      pageNumber += 1
      return pageNumber <= 5_000 ? Repos(page: pageNumber) : nil
    }
    .subscribe(onNext: { _ in count += 1 })
    #expect(count == 5_000)
    subscription.dispose()
  }
}
