import Foundation

/// A whole `multipart/form-data` body: its parts, in order, and the boundary between them.
///
/// A target's upload needs only its parts (`.uploadMultipart([part1, part2])`, with a random
/// boundary); build a form to choose the boundary when you encode parts yourself with
/// ``MultipartFormDataEncoder``. (Moya's unreleased next version calls this container
/// `MultipartFormData` and a part `MultipartFormBodyPart`; StreamsNetwork keeps Moya 15's
/// names, where `MultipartFormData` is a part.)
public struct MultipartForm: Hashable, ExpressibleByArrayLiteral {
  /// The file manager used to check file parts.
  public let fileManager: FileManager
  /// The boundary: the one given, or a random one.
  public let boundary: String
  /// The parts, in order.
  public let parts: [MultipartFormData]
  /// Whether ``boundary`` was generated, so the encoder may replace it when it occurs in a
  /// part's content (a boundary you chose is never replaced: the encoder throws instead).
  public let isBoundaryGenerated: Bool

  /// Creates a body.
  ///
  /// - Parameters:
  ///   - fileManager: checks file parts; `.default` by default.
  ///   - boundary: the boundary to use, or `nil` for a random one.
  ///   - parts: the parts, in order.
  public init(
    fileManager: FileManager = .default, boundary: String? = nil,
    parts: [MultipartFormData] = []
  ) {
    self.fileManager = fileManager
    self.boundary = boundary ?? MultipartForm.randomBoundary()
    self.parts = parts
    self.isBoundaryGenerated = boundary == nil
  }

  /// Creates a body with a random boundary.
  ///
  /// - Parameter elements: the parts, in order.
  public init(arrayLiteral elements: MultipartFormData...) {
    self.init(parts: elements)
  }

  /// A body whose `boundary` counts as generated, for tests of collision handling.
  package init(parts: [MultipartFormData], generatedBoundary: String) {
    self.fileManager = .default
    self.boundary = generatedBoundary
    self.parts = parts
    self.isBoundaryGenerated = true
  }

  /// `multipart/form-data; boundary=…` for ``boundary``.
  ///
  /// The encoder replaces a generated boundary that occurs in the content: send the
  /// ``MultipartBody/contentType`` of the encoded body, which always matches its bytes.
  public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  /// A random boundary: `streams.boundary.` and 32 hex digits.
  public static func randomBoundary() -> String {
    var generator = SystemRandomNumberGenerator()
    return randomBoundary(using: &generator)
  }

  /// A boundary from the given random number generator.
  static func randomBoundary(using generator: inout some RandomNumberGenerator) -> String {
    let high = String(generator.next() as UInt64, radix: 16)
    let low = String(generator.next() as UInt64, radix: 16)
    let pad = { (hex: String) in String(repeating: "0", count: 16 - hex.count) + hex }
    return "streams.boundary.\(pad(high))\(pad(low))"
  }

  /// Whether two bodies have the same boundary, parts and file manager.
  ///
  /// - Parameters:
  ///   - lhs: a body.
  ///   - rhs: another body.
  /// - Returns: `true` when they would encode alike.
  public static func == (lhs: MultipartForm, rhs: MultipartForm) -> Bool {
    lhs.boundary == rhs.boundary && lhs.parts == rhs.parts
      && lhs.isBoundaryGenerated == rhs.isBoundaryGenerated && lhs.fileManager === rhs.fileManager
  }

  /// Hashes the boundary and the parts.
  ///
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(boundary)
    hasher.combine(parts)
  }
}
