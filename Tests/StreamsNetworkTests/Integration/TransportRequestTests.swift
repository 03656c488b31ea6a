import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A user as the fixture API returns it.
struct FixtureUser: Codable, Equatable {
  let login: String
  let id: Int
}

/// Requests through `Provider` + `URLSessionTransport` arrive at the server as the target
/// describes them, and their responses come back whole.
@Suite(.checksResources)
struct TransportRequestTests {
  @Test(arguments: TransportKind.available)
  func getDecodesTheJSONBodyIntoAModel(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.get, "/users/{login}") { request in
        .json(FixtureUser(login: request.pathParameters["login"] ?? "", id: 7))
      }
    }
    let provider = harness.provider()
    let users = harness.run(
      provider.response(harness.call("/users/octocat")).map { try $0.map(FixtureUser.self) })
    #expect(users.elements == [FixtureUser(login: "octocat", id: 7)])
    #expect(users.isCompleted)
    #expect(harness.server.log.lastRequest?.method == .get)
  }

  @Test(arguments: TransportKind.available)
  func responseHeadersAreFoundWhateverTheirCase(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.get, "/tagged", response: .json(["a": 1]).header("X-Rate-Limit", "60"))
    }
    let responses = harness.run(harness.provider().response(harness.call("/tagged")))
    let response = try #require(responses.elements.first)
    #expect(response.header("content-type") == "application/json")
    #expect(response.header("x-rate-limit") == "60")
    #expect(response.header("X-RATE-LIMIT") == "60")
  }

  @Test(arguments: TransportKind.available)
  func sessionHeadersAreSentAndReported(_ kind: TransportKind) throws {
    let configuration = URLSessionConfiguration.fixture
    configuration.httpAdditionalHeaders = ["X-App": "streams"]
    let harness = try Harness(kind, configuration: configuration) { server in
      server.route(.get, "/ping", response: .text("pong"))
    }
    #expect(harness.transport.sessionHeaders == ["X-App": "streams"])
    _ = harness.run(harness.provider().response(harness.call("/ping")))
    #expect(harness.server.log.lastRequest?.header("X-App") == "streams")
  }

  @Test(arguments: TransportKind.available)
  func postedJSONArrivesWithItsContentType(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.post, "/repos/{owner}/{repo}/issues") { _ in .json(["number": 1], status: 201) }
    }
    let issue = NewIssue(title: "Crash on launch", labels: ["bug", "p1"])
    let call = harness.call(
      "/repos/a/b/issues", method: .post, task: .requestJSONEncodable(issue))
    let statuses = harness.run(harness.provider().response(call).map(\.statusCode))
    #expect(statuses.elements == [201])
    let received = try #require(harness.server.log.lastRequest)
    #expect(received.header("Content-Type") == "application/json")
    #expect(try JSONDecoder().decode(NewIssue.self, from: received.body) == issue)
    #expect(received.bodyText == #"{"labels":["bug","p1"],"title":"Crash on launch"}"#)
  }

  @Test(arguments: TransportKind.available)
  func formPostArrivesURLEncoded(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.post, "/session", response: .status(204))
    }
    let parameters: [String: Any] = ["name": "Ann B", "tags": ["a", "b"], "admin": true]
    let call = harness.call(
      "/session", method: .post,
      task: .requestParameters(parameters: parameters, encoding: URLEncoding.httpBody))
    let statuses = harness.run(harness.provider().response(call).map(\.statusCode))
    #expect(statuses.elements == [204])
    let received = try #require(harness.server.log.lastRequest)
    #expect(received.header("Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    #expect(received.bodyText == "admin=1&name=Ann%20B&tags%5B%5D=a&tags%5B%5D=b")
  }

  @Test(arguments: TransportKind.available)
  func multipartUploadArrivesInPartsWithItsBoundary(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.post, "/avatar", response: .status(201))
    }
    let image = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
    let parts = [
      MultipartFormData(
        provider: .data(image), name: "avatar", fileName: "me.png", mimeType: "image/png"),
      MultipartFormData(provider: .data(Data("hello".utf8)), name: "note"),
    ]
    let call = harness.call("/avatar", method: .post, task: .uploadMultipart(parts))
    let statuses = harness.run(harness.provider().response(call).map(\.statusCode))
    #expect(statuses.elements == [201])
    let received = try #require(harness.server.log.lastRequest)
    // A target's parts go with a random boundary, which the header names.
    let contentType = try #require(received.header("Content-Type"))
    let prefix = "multipart/form-data; boundary=streams.boundary."
    try #require(contentType.hasPrefix(prefix))
    let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
    var expected = Data("--\(boundary)\r\n".utf8)
    expected.append(
      Data(
        "Content-Disposition: form-data; name=\"avatar\"; filename=\"me.png\"\r\nContent-Type: image/png\r\n\r\n"
          .utf8))
    expected.append(image)
    expected.append(Data("\r\n--\(boundary)\r\n".utf8))
    expected.append(Data("Content-Disposition: form-data; name=\"note\"\r\n\r\nhello".utf8))
    expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
    #expect(received.body == expected)
  }

  @Test(arguments: TransportKind.available)
  func searchQueryArrivesExactlyAsEncoded(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.get, "/api/v2/items", response: .json([0]))
    }
    let query = SearchQuery("c++ tips:日本", .qualifier("user", "marty-suzuki"))
    let call = harness.call(
      "/api/v2/items",
      task: .requestParameters(
        parameters: ["query": query, "page": 2], encoding: URLEncoding.queryString))
    _ = harness.run(harness.provider().response(call))
    let received = try #require(harness.server.log.lastRequest)
    #expect(
      received.rawQuery == "page=2&query=c%2B%2B%20tips%3A%E6%97%A5%E6%9C%AC+user:marty-suzuki")
    #expect(received.query["query"] == "c++ tips:日本 user:marty-suzuki")
  }

  @Test(arguments: TransportKind.available)
  func nothingIsSentUntilSubscribeAndEachSubscriptionSendsOnce(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in server.route(.get, "/ping", response: .text("pong"))
    }
    let ping = harness.provider().response(harness.call("/ping"))
    #expect(harness.server.log.requestCount == 0)
    let first = harness.run(ping)
    #expect(harness.server.log.requestCount == 1)
    let second = harness.run(ping)
    #expect(harness.server.log.requestCount == 2)
    #expect(first.elements.map(\.data) == [Data("pong".utf8)])
    #expect(second.elements.map(\.data) == [Data("pong".utf8)])
  }

  @Test(arguments: TransportKind.available)
  func oneMegabyteTravelsBothWays(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.post, "/echo") { request in .data(request.body) }
    }
    let payload = FixtureResponse.patternBody(byteCount: 1_048_576)
    let call = harness.call("/echo", method: .post, task: .requestData(payload))
    let responses = harness.run(harness.provider().response(call), seconds: 10)
    #expect(harness.server.log.lastRequest?.body.count == payload.count)
    #expect(responses.elements.first?.data == payload)
  }

  @Test(arguments: TransportKind.available)
  func eventsArriveOnTheTransportQueueWithoutACallbackQueue(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in server.route(.get, "/ping", response: .text("pong"))
    }
    let transport = harness.transport
    let onTransportQueue = Locked<[Bool]>([])
    let responses = harness.provider().response(harness.call("/ping"))
      .do(
        onNext: { _ in onTransportQueue.withLock { $0.append(transport.isOnEventQueue) } },
        onCompleted: { onTransportQueue.withLock { $0.append(transport.isOnEventQueue) } })
    let recorder = harness.run(responses)
    #expect(recorder.events.count == 2)
    #expect(onTransportQueue.withLock { $0 } == [true, true])
    #expect(recorder.deliveries.allSatisfy { !$0.onMainThread })
  }

  @Test(arguments: TransportKind.available)
  func eventsArriveOnTheCallbackQueueWhenGiven(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in server.route(.get, "/ping", response: .text("pong"))
    }
    let queue = DispatchQueue(label: "tests.callback")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "callback")
    let labels = Locked<[String?]>([])
    let responses = harness.provider(callbackQueue: queue).response(harness.call("/ping"))
      .do(onNext: { _ in labels.withLock { $0.append(DispatchQueue.getSpecific(key: key)) } })
    let recorder = harness.run(responses)
    harness.settle(extraQueues: [queue])
    #expect(recorder.isCompleted)
    #expect(labels.withLock { $0 } == ["callback"])
  }
}
