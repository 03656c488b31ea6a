import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct EndpointURLRequestTests {
  @Test func setsMethodHeadersAndURL() throws {
    let request = try makeEndpoint(.requestPlain, method: .delete, headers: ["A": "1"]).urlRequest()
    #expect(request.url?.absoluteString == "https://api.example.com/items")
    #expect(request.httpMethod == "DELETE")
    #expect(request.allHTTPHeaderFields == ["A": "1"])
    #expect(request.httpBody == nil)
  }

  @Test func requestDataIsTheBody() throws {
    #expect(try makeEndpoint(.requestData(Data([1, 2]))).urlRequest().httpBody == Data([1, 2]))
  }

  @Test func encodableBodiesAreSortedJSON() throws {
    let request = try makeEndpoint(.requestJSONEncodable(NewIssue(title: "t", labels: [])))
      .urlRequest()
    #expect(bodyText(request) == #"{"labels":[],"title":"t"}"#)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let custom = JSONEncoder()
    custom.keyEncodingStrategy = .convertToSnakeCase
    struct Body: Encodable { var userName = "x" }
    let customRequest = try makeEndpoint(
      .requestCustomJSONEncodable(Body(), encoder: custom), headers: ["Content-Type": "text/json"]
    ).urlRequest()
    #expect(bodyText(customRequest) == #"{"user_name":"x"}"#)
    #expect(customRequest.value(forHTTPHeaderField: "Content-Type") == "text/json")
  }

  @Test func compositeDataPutsParametersInTheQuery() throws {
    let request = try makeEndpoint(
      .requestCompositeData(bodyData: Data("raw".utf8), urlParameters: ["a": 1]), method: .post
    ).urlRequest()
    #expect(request.url?.query == "a=1")
    #expect(bodyText(request) == "raw")
  }

  @Test func compositeParametersSplitBodyAndQuery() throws {
    let json = try makeEndpoint(
      .requestCompositeParameters(
        bodyParameters: ["b": 2], bodyEncoding: JSONEncoding.default, urlParameters: ["q": 1]),
      method: .post
    ).urlRequest()
    #expect(json.url?.query == "q=1")
    #expect(bodyText(json) == #"{"b":2}"#)
    let form = try makeEndpoint(
      .requestCompositeParameters(
        bodyParameters: ["b": 2], bodyEncoding: URLEncoding.httpBody, urlParameters: ["q": 1]),
      method: .get
    ).urlRequest()
    #expect(form.url?.query == "q=1")
    #expect(bodyText(form) == "b=2")
  }

  @Test(arguments: [URLEncoding.default, .queryString])
  func compositeParametersRejectABodyEncodingThatIsNot(encoding: URLEncoding) {
    let endpoint = makeEndpoint(
      .requestCompositeParameters(
        bodyParameters: ["b": 2], bodyEncoding: encoding, urlParameters: [:]))
    let error = #expect(throws: NetworkError.self) { try endpoint.urlRequest() }
    guard case .parameterEncoding(let inner)? = error,
      case .bodyEncodingNotHTTPBody? = inner as? ParameterEncodingError
    else {
      Issue.record("expected parameterEncoding(bodyEncodingNotHTTPBody)")
      return
    }
  }

  @Test func uploadsAndDownloadsContributeOnlyTheirURLParameters() throws {
    let form = [MultipartFormData(provider: .data(Data()), name: "a")]
    let destination: DownloadDestination = { url, _ in (url, []) }
    let plain: [RequestTask] = [
      .uploadFile(URL(fileURLWithPath: "/tmp/x")), .uploadMultipart(form),
      .downloadDestination(destination),
    ]
    for task in plain {
      let request = try makeEndpoint(task, method: .post).urlRequest()
      #expect(request.url?.query == nil)
      #expect(request.httpBody == nil)
    }
    let composite = try makeEndpoint(
      .uploadCompositeMultipart(form, urlParameters: ["v": 2]), method: .post
    ).urlRequest()
    #expect(composite.url?.query == "v=2")
    #expect(composite.httpBody == nil)
    let download = try makeEndpoint(
      .downloadParameters(
        parameters: ["f": "csv"], encoding: URLEncoding.default, destination: destination)
    ).urlRequest()
    #expect(download.url?.query == "f=csv")
  }

  @Test(arguments: ["", "http://exa mple.com", "http://[::1", "ht tp://x"])
  func anInvalidURLThrowsRequestMapping(url: String) {
    let error = #expect(throws: NetworkError.self) {
      try makeEndpoint(.requestPlain, url: url).urlRequest()
    }
    guard case .requestMapping(let reported)? = error else {
      Issue.record("expected requestMapping")
      return
    }
    #expect(reported == url)
  }

  @Test func aThrowingEncodableThrowsEncodableMapping() {
    let error = #expect(throws: NetworkError.self) {
      try makeEndpoint(.requestJSONEncodable(FailingEncodable())).urlRequest()
    }
    guard case .encodableMapping(let inner)? = error else {
      Issue.record("expected encodableMapping")
      return
    }
    #expect(inner as? TestError == .boom)
  }

  @Test func aNaNInAnEncodableThrowsEncodableMapping() {
    struct Reading: Encodable { var value = Double.nan }
    let error = #expect(throws: NetworkError.self) {
      try makeEndpoint(.requestJSONEncodable(Reading())).urlRequest()
    }
    guard case .encodableMapping(let inner)? = error else {
      Issue.record("expected encodableMapping")
      return
    }
    #expect(inner is EncodingError)
  }

  @Test func unencodableParametersThrowParameterEncoding() {
    let nan = makeEndpoint(
      .requestParameters(parameters: ["x": Double.nan], encoding: JSONEncoding.default))
    let error = #expect(throws: NetworkError.self) { try nan.urlRequest() }
    guard case .parameterEncoding(let inner)? = error,
      case .invalidJSONObject? = inner as? ParameterEncodingError
    else {
      Issue.record("expected parameterEncoding(invalidJSONObject)")
      return
    }
    let object = makeEndpoint(
      .requestParameters(parameters: ["x": Probe()], encoding: JSONEncoding.default))
    #expect(throws: NetworkError.self) { try object.urlRequest() }
  }

  @Test func aThrowingCustomEncodingIsWrapped() {
    struct Refusing: ParameterEncoding {
      func encode(_ urlRequest: any URLRequestConvertible, with parameters: [String: Any]?) throws
        -> URLRequest
      { throw TestError.boom }
    }
    let error = #expect(throws: NetworkError.self) {
      try makeEndpoint(.requestParameters(parameters: [:], encoding: Refusing())).urlRequest()
    }
    guard case .parameterEncoding(let inner)? = error else {
      Issue.record("expected parameterEncoding")
      return
    }
    #expect(inner as? TestError == .boom)
  }
}
