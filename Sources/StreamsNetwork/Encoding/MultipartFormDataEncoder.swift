import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A written `multipart/form-data` body and the boundary it uses.
public struct MultipartBody: Hashable, Sendable {
  /// The body's bytes.
  public let data: Data
  /// The boundary between its parts.
  public let boundary: String

  /// The `Content-Type` header that goes with ``data``.
  public var contentType: String { "multipart/form-data; boundary=\(boundary)" }
}

/// Writes a ``MultipartForm`` (parts and boundary) into bytes (RFC 7578), in memory.
///
/// Each part is `--boundary CRLF`, its headers (`Content-Disposition: form-data;
/// name="…"; filename="…"` and `Content-Type` when known), a blank line, its content and a
/// CRLF; the body ends with `--boundary-- CRLF`. Quotes and line breaks in names are escaped as
/// HTML does (`%22`, `%0D`, `%0A`), so a header line can never hold a delimiter. The boundary
/// is checked against every part's content (anywhere in it, which is stricter than RFC 2046's
/// "not after a line break"): a generated boundary found there is replaced with a new random
/// one; a boundary you chose throws ``MultipartEncodingError/boundaryCollision(_:)``.
public struct MultipartFormDataEncoder {
  private let maxAttempts: Int
  private let makeBoundary: () -> String

  /// Creates an encoder that draws replacement boundaries at random.
  public init() {
    self.init(maxAttempts: 16, makeBoundary: MultipartForm.randomBoundary)
  }

  /// Creates an encoder with its own source of replacement boundaries, for tests.
  package init(maxAttempts: Int, makeBoundary: @escaping () -> String) {
    self.maxAttempts = maxAttempts
    self.makeBoundary = makeBoundary
  }

  /// Writes `formData`, reading its files and streams.
  ///
  /// - Parameter formData: the parts and boundary.
  /// - Returns: the bytes and the boundary they use.
  /// - Throws: ``MultipartEncodingError``.
  public func encode(_ formData: MultipartForm) throws -> MultipartBody {
    var parts: [(headers: Data, content: Data)] = []
    for part in formData.parts {
      let (content, fileName, mimeType) = try load(part, fileManager: formData.fileManager)
      parts.append((try headers(name: part.name, fileName: fileName, mimeType: mimeType), content))
    }
    let boundary = try chooseBoundary(formData, parts: parts)
    var body = Data()
    for part in parts {
      body.append(Data("--\(boundary)\r\n".utf8))
      body.append(part.headers)
      body.append(part.content)
      body.append(Data("\r\n".utf8))
    }
    body.append(Data("--\(boundary)--\r\n".utf8))
    return MultipartBody(data: body, boundary: boundary)
  }

  /// `urlRequest` with the written `formData` as its body and the matching `Content-Type`.
  ///
  /// - Parameters:
  ///   - formData: the parts and boundary.
  ///   - urlRequest: the request to fill.
  /// - Returns: the request with body and `Content-Type` set (replacing any earlier one, which
  ///   could not name this body's boundary).
  /// - Throws: ``MultipartEncodingError``, or what `urlRequest.asURLRequest()` throws.
  public func encode(_ formData: MultipartForm, into urlRequest: any URLRequestConvertible)
    throws -> URLRequest
  {
    var request = try urlRequest.asURLRequest()
    let body = try encode(formData)
    request.httpBody = body.data
    request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
    return request
  }

  private func chooseBoundary(
    _ formData: MultipartForm, parts: [(headers: Data, content: Data)]
  ) throws -> String {
    var candidate = formData.boundary
    guard MultipartFormDataEncoder.isValid(boundary: candidate) else {
      throw MultipartEncodingError.invalidBoundary(candidate)
    }
    var attempts = 0
    while parts.contains(where: { $0.content.contains(candidate) }) {
      attempts += 1
      guard formData.isBoundaryGenerated, attempts <= maxAttempts else {
        throw MultipartEncodingError.boundaryCollision(candidate)
      }
      candidate = makeBoundary()
      guard MultipartFormDataEncoder.isValid(boundary: candidate) else {
        throw MultipartEncodingError.invalidBoundary(candidate)
      }
    }
    return candidate
  }

  private func headers(name: String, fileName: String?, mimeType: String?) throws -> Data {
    var disposition = "Content-Disposition: form-data; name=\"\(escape(name))\""
    if let fileName { disposition += "; filename=\"\(escape(fileName))\"" }
    var text = disposition + "\r\n"
    if let mimeType {
      guard !mimeType.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
        throw MultipartEncodingError.invalidMIMEType(mimeType)
      }
      text += "Content-Type: \(mimeType)\r\n"
    }
    return Data((text + "\r\n").utf8)
  }

  /// Escapes a field or file name as the HTML standard does for `multipart/form-data`.
  private func escape(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\"": out += "%22"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private func load(_ part: MultipartFormData, fileManager: FileManager) throws -> (
    Data, String?, String?
  ) {
    switch part.provider {
    case .data(let data):
      return (data, part.fileName, part.mimeType)
    case .file(let url):
      let data = try MultipartFormDataEncoder.read(file: url, fileManager: fileManager)
      if let fileName = part.fileName, let mimeType = part.mimeType {
        return (data, fileName, mimeType)
      }
      return (data, url.lastPathComponent, MIMEType.forPathExtension(url.pathExtension))
    case .stream(let stream, let length):
      return (
        try MultipartFormDataEncoder.read(stream, length: length), part.fileName, part.mimeType
      )
    }
  }

  private static func read(file url: URL, fileManager: FileManager) throws -> Data {
    guard url.isFileURL else { throw MultipartEncodingError.bodyPartURLInvalid(url) }
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw MultipartEncodingError.bodyPartFileNotReachable(url)
    }
    guard !isDirectory.boolValue else { throw MultipartEncodingError.bodyPartFileIsDirectory(url) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw MultipartEncodingError.bodyPartFileReadFailed(url, error)
    }
  }

  private static func read(_ stream: InputStream, length: UInt64) throws -> Data {
    stream.open()
    defer { stream.close() }
    var data = Data()
    var remaining = length
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while remaining > 0 {
      let count = stream.read(&buffer, maxLength: Int(min(UInt64(buffer.count), remaining)))
      if count < 0 { throw MultipartEncodingError.inputStreamReadFailed(stream.streamError) }
      if count == 0 { break }
      data.append(buffer, count: count)
      remaining -= UInt64(count)
    }
    guard remaining == 0 else {
      throw MultipartEncodingError.inputStreamTooShort(expected: length, actual: length - remaining)
    }
    return data
  }

  /// RFC 2046 §5.1.1: 1 to 70 `bchars`, the last not a space.
  static func isValid(boundary: String) -> Bool {
    let bytes = Array(boundary.utf8)
    guard (1...70).contains(bytes.count), bytes.last != UInt8(ascii: " ") else { return false }
    let specials = Set("'()+_,-./:=? ".utf8)
    return bytes.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || specials.contains(byte)
    }
  }
}

extension Data {
  fileprivate func contains(_ boundary: String) -> Bool {
    range(of: Data(boundary.utf8)) != nil
  }
}
