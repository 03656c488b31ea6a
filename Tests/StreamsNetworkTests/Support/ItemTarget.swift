import Foundation
import StreamsNetwork

/// A `GET` of one item at `https://api.example.com/item`: a target whose conformers add only
/// the members a test is about.
protocol ItemTarget: TargetType {}

extension ItemTarget {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "item" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}
