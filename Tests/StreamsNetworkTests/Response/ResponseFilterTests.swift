import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct ResponseFilterTests {
  /// Whether `filter` accepts a response with `statusCode`; a rejection must be
  /// `.statusCode` carrying that very response.
  private func passes(
    _ statusCode: Int, _ filter: (Response) throws(NetworkError) -> Response
  ) -> Bool {
    let response = makeResponse(statusCode)
    do {
      return try filter(response) === response
    } catch {
      guard case .statusCode(let carried) = error else {
        Issue.record("expected statusCode, got \(error)")
        return false
      }
      #expect(carried === response)
      return false
    }
  }

  @Test func closedRanges() {
    #expect(passes(200) { r throws(NetworkError) in try r.filter(statusCodes: 200...299) })
    #expect(passes(299) { r throws(NetworkError) in try r.filter(statusCodes: 200...299) })
    #expect(!passes(300) { r throws(NetworkError) in try r.filter(statusCodes: 200...299) })
    #expect(!passes(199) { r throws(NetworkError) in try r.filter(statusCodes: 200...299) })
  }

  @Test func anyRangeExpression() {
    #expect(passes(299) { r throws(NetworkError) in try r.filter(statusCodes: 200..<300) })
    #expect(!passes(300) { r throws(NetworkError) in try r.filter(statusCodes: 200..<300) })
    #expect(passes(503) { r throws(NetworkError) in try r.filter(statusCodes: 500...) })
    #expect(!passes(499) { r throws(NetworkError) in try r.filter(statusCodes: 500...) })
    #expect(passes(100) { r throws(NetworkError) in try r.filter(statusCodes: ..<200) })
  }

  @Test func oneStatus() {
    #expect(passes(204) { r throws(NetworkError) in try r.filter(statusCode: 204) })
    #expect(!passes(200) { r throws(NetworkError) in try r.filter(statusCode: 204) })
  }

  @Test func successfulStatuses() {
    let filter = { (r: Response) throws(NetworkError) in try r.filterSuccessfulStatusCodes() }
    #expect(
      [199, 200, 250, 299, 300, 404].map { passes($0, filter) } == [
        false, true, true, true, false, false,
      ])
  }

  @Test func successfulAndRedirectStatuses() {
    let filter = { (r: Response) throws(NetworkError) in
      try r.filterSuccessfulStatusAndRedirectCodes()
    }
    #expect(
      [199, 200, 304, 399, 400, 500].map { passes($0, filter) } == [
        false, true, true, true, false, false,
      ])
  }

  @Test func chainsWithMapping() throws {
    let value = try makeResponse(200, "7").filterSuccessfulStatusCodes().map(Int.self)
    #expect(value == 7)
  }
}
