import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a target's request carries its data: Moya's `Task`, renamed because `Task` is Swift
/// concurrency's.
///
/// ``Endpoint/urlRequest()`` turns the request variants into a `URLRequest` (body, query,
/// headers); the upload and download variants describe work the transport performs, so they
/// contribute only their URL parameters to the request.
public enum RequestTask {
  /// A request with no extra data.
  case requestPlain

  /// A request whose body is `Data`, sent as given.
  case requestData(Data)

  /// A request whose body is the JSON encoding of an `Encodable` (keys sorted, so the body is
  /// stable); sets `Content-Type: application/json` unless a header already names one.
  case requestJSONEncodable(any Encodable)

  /// A request whose body is the `Encodable` encoded by the given `JSONEncoder`.
  case requestCustomJSONEncodable(any Encodable, encoder: JSONEncoder)

  /// A request whose parameters the given encoding writes into the URL or the body.
  case requestParameters(parameters: [String: Any], encoding: any ParameterEncoding)

  /// A request whose body is `bodyData` and whose URL carries `urlParameters` in its query.
  case requestCompositeData(bodyData: Data, urlParameters: [String: Any])

  /// A request whose body is `bodyParameters` encoded by `bodyEncoding` and whose URL carries
  /// `urlParameters` in its query.
  ///
  /// `bodyEncoding` must write the body: a ``URLEncoding`` whose destination is not
  /// ``URLEncoding/Destination/httpBody`` fails with ``NetworkError/parameterEncoding(_:)``
  /// (Moya traps).
  case requestCompositeParameters(
    bodyParameters: [String: Any], bodyEncoding: any ParameterEncoding,
    urlParameters: [String: Any])

  /// Uploads the file at the URL as the request body.
  case uploadFile(URL)

  /// Uploads the parts as `multipart/form-data`, with a random boundary (see
  /// ``MultipartFormDataEncoder``).
  case uploadMultipart([MultipartFormData])

  /// Uploads the parts as `multipart/form-data`, with `urlParameters` in the URL's query.
  case uploadCompositeMultipart([MultipartFormData], urlParameters: [String: Any])

  /// Downloads the response body to the file the destination chooses.
  case downloadDestination(DownloadDestination)

  /// Downloads to the destination, with parameters the encoding writes into the request.
  case downloadParameters(
    parameters: [String: Any], encoding: any ParameterEncoding,
    destination: DownloadDestination)
}

/// What to do with a downloaded file before it is moved to its destination, as Alamofire's
/// `DownloadRequest.Options`.
public struct DownloadOptions: OptionSet, Hashable, Sendable {
  /// Creates the destination's missing parent directories.
  public static let createIntermediateDirectories = DownloadOptions(rawValue: 1 << 0)
  /// Removes a file already at the destination.
  public static let removePreviousFile = DownloadOptions(rawValue: 1 << 1)

  /// The option bits.
  public let rawValue: Int

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: the option bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}

/// Where a finished download goes, as Moya's `DownloadDestination`: given the temporary file and
/// the response, returns the final location and what to do on the way.
///
/// - Parameters:
///   - temporaryURL: where the transport wrote the downloaded bytes.
///   - response: the response that carried them.
/// - Returns: the destination file URL and the ``DownloadOptions`` to apply.
public typealias DownloadDestination =
  (_ temporaryURL: URL, _ response: HTTPURLResponse) -> (
    destinationURL: URL, options: DownloadOptions
  )
