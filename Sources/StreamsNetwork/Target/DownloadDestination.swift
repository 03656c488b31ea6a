import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
