import Foundation
import Moya

/// What an app shows for each `MoyaError`: an exhaustive `switch`, no `default`, as written
/// for Moya 15.
extension MoyaError {
  var userMessage: String {
    switch self {
    case .imageMapping, .jsonMapping, .stringMapping:
      return "The server sent something unexpected."
    case .objectMapping(let error, _):
      return "The data could not be read (\(type(of: error)))."
    case .encodableMapping, .parameterEncoding, .requestMapping:
      return "The request could not be made."
    case .statusCode(let response):
      return response.statusCode == 404 ? "Not found." : "Server error \(response.statusCode)."
    case .underlying(let error, let response):
      if (error as? URLError)?.code == .cancelled { return "Cancelled." }
      return "Network problem\(response.map { " (\($0.statusCode))" } ?? "")."
    }
  }
}
