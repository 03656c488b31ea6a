import DropInApp
import Moya
import TestSupport
import Testing

// A file that imports the app and Moya, not Alamofire: `Parameters` is the app's own type,
// since Moya does not re-export Alamofire's.

@Suite(.checksResources)
struct ParametersTests {
  @Test func parametersIsTheAppsTypeBesideMoya() throws {
    let parameters = Parameters(["q": "swift"])
    #expect(parameters.values == ["q": "swift"])
    let task: Task = .requestParameters(
      parameters: parameters.encoded, encoding: URLEncoding.queryString)
    let endpoint = Endpoint(
      url: "https://example.com/search", sampleResponseClosure: { .networkResponse(200, Data()) },
      method: .get, task: task, httpHeaderFields: nil)
    #expect(try endpoint.urlRequest().url?.query == "q=swift")
  }
}
