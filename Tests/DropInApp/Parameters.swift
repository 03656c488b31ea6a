import Foundation

/// The app's own type named `Parameters`, as apps name their query or form values.
///
/// A file of
/// the app that imports only Moya sees this type, not Alamofire's `Parameters`.
public struct Parameters: Equatable, Sendable {
  /// The values, by name.
  public var values: [String: String]

  /// Parameters with `values`.
  public init(_ values: [String: String]) { self.values = values }

  /// The values as Moya's `requestParameters` takes them.
  public var encoded: [String: Any] { values }
}
