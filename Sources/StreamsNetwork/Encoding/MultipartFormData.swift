import Foundation

/// One part of a `multipart/form-data` body, as Moya 15's `MultipartFormBodyPart`.
public struct MultipartFormBodyPart: Hashable {
  /// Where a part's content comes from.
  public enum FormDataProvider: Hashable {
    /// Bytes in memory.
    case data(Data)
    /// The file at a `file://` URL.
    case file(URL)
    /// `length` bytes read from a stream; a stream can be read once, so encode such a part
    /// once.
    case stream(InputStream, UInt64)
  }

  /// Where the content comes from.
  public let provider: FormDataProvider
  /// The form field's name.
  public let name: String
  /// The file name sent in `Content-Disposition`, if any.
  ///
  /// A ``FormDataProvider/file(_:)`` part without one uses the file's name.
  public let fileName: String?
  /// The part's `Content-Type`, if any.
  ///
  /// A ``FormDataProvider/file(_:)`` part without one uses a type guessed from the file's
  /// extension.
  public let mimeType: String?

  /// Creates a part.
  ///
  /// - Parameters:
  ///   - provider: where the content comes from.
  ///   - name: the form field's name.
  ///   - fileName: the file name to send, if any.
  ///   - mimeType: the part's content type, if any.
  public init(
    provider: FormDataProvider, name: String, fileName: String? = nil, mimeType: String? = nil
  ) {
    self.provider = provider
    self.name = name
    self.fileName = fileName
    self.mimeType = mimeType
  }
}

/// A `multipart/form-data` body: its parts and boundary, as Moya 15's `MultipartFormData`.
///
/// ``MultipartFormDataEncoder`` writes it. Write it as an array literal of parts: `.uploadMultipart([part1, part2])`.
public struct MultipartFormData: Hashable, ExpressibleByArrayLiteral {
  /// The file manager used to check file parts.
  public let fileManager: FileManager
  /// The boundary: the one given, or a random one.
  public let boundary: String
  /// The parts, in order.
  public let parts: [MultipartFormBodyPart]
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
    parts: [MultipartFormBodyPart] = []
  ) {
    self.fileManager = fileManager
    self.boundary = boundary ?? MultipartFormData.randomBoundary()
    self.parts = parts
    self.isBoundaryGenerated = boundary == nil
  }

  /// Creates a body with a random boundary.
  ///
  /// - Parameter elements: the parts, in order.
  public init(arrayLiteral elements: MultipartFormBodyPart...) {
    self.init(parts: elements)
  }

  /// A body whose `boundary` counts as generated, for tests of collision handling.
  package init(parts: [MultipartFormBodyPart], generatedBoundary: String) {
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
  public static func == (lhs: MultipartFormData, rhs: MultipartFormData) -> Bool {
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

/// The MIME types of common file extensions, for file parts sent without one.
enum MIMEType {
  private static let byExtension: [String: String] = [
    "bin": "application/octet-stream", "css": "text/css", "csv": "text/csv",
    "gif": "image/gif", "gz": "application/gzip", "heic": "image/heic", "htm": "text/html",
    "html": "text/html", "jpeg": "image/jpeg", "jpg": "image/jpeg",
    "js": "text/javascript", "json": "application/json", "m4a": "audio/mp4",
    "md": "text/markdown", "mov": "video/quicktime", "mp3": "audio/mpeg", "mp4": "video/mp4",
    "pdf": "application/pdf", "png": "image/png", "svg": "image/svg+xml",
    "txt": "text/plain", "wav": "audio/wav", "webp": "image/webp", "xml": "application/xml",
    "zip": "application/zip",
  ]

  /// The type for a file extension (any case), `application/octet-stream` when unknown.
  ///
  /// - Parameter pathExtension: the extension without its dot, e.g. `png`.
  /// - Returns: the MIME type.
  static func forPathExtension(_ pathExtension: String) -> String {
    byExtension[pathExtension.lowercased()] ?? "application/octet-stream"
  }
}
