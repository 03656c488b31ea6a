import Foundation
import StreamsNetwork
import TestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response as a transport would hand it over, with request and headers.
func makeResponse(
  _ statusCode: Int, _ body: String = "", headers: [String: String] = [:],
  url: String = "https://api.example.com/items", method: HTTPMethod = .get
) -> Response {
  makeResponse(statusCode, data: Data(body.utf8), headers: headers, url: url, method: method)
}

/// A response with a binary body.
func makeResponse(
  _ statusCode: Int, data: Data, headers: [String: String] = [:],
  url: String = "https://api.example.com/items", method: HTTPMethod = .get
) -> Response {
  let address = URL(string: url)!
  var request = URLRequest(url: address)
  request.httpMethod = method.rawValue
  let http = HTTPURLResponse(
    url: address, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
  return Response(statusCode: statusCode, data: data, request: request, response: http)
}

/// A GET request to `url`.
func makeRequest(_ url: String = "https://api.example.com/items", method: HTTPMethod = .get)
  -> URLRequest
{
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method.rawValue
  return request
}

/// The request's body as UTF-8 text.
func bodyText(_ request: URLRequest) -> String? {
  request.httpBody.map { String(decoding: $0, as: UTF8.self) }
}

/// An endpoint for `task` at `url`.
func makeEndpoint(
  _ task: RequestTask, url: String = "https://api.example.com/items", method: HTTPMethod = .get,
  headers: [String: String]? = nil
) -> Endpoint {
  Endpoint(
    url: url, sampleResponseClosure: { .networkResponse(200, Data()) }, method: method,
    task: task, httpHeaderFields: headers)
}

/// A minimal target using every default.
struct PlainTarget: TargetType {
  var baseURL: URL = URL(string: "https://api.example.com")!
  var path: String = "items"
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// An `Encodable` whose encoding always fails.
struct FailingEncodable: Encodable {
  func encode(to encoder: any Encoder) throws { throw TestError.boom }
}
