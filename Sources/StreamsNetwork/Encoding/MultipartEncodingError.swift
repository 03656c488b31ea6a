import Foundation

/// Why ``MultipartFormDataEncoder`` could not write a body.
public enum MultipartEncodingError: Error, CustomStringConvertible {
  /// A file part's URL is not a `file://` URL.
  case bodyPartURLInvalid(URL)
  /// No file exists at a file part's URL.
  case bodyPartFileNotReachable(URL)
  /// A file part's URL names a directory.
  case bodyPartFileIsDirectory(URL)
  /// Reading a file part failed with the error.
  case bodyPartFileReadFailed(URL, any Error)
  /// Reading a stream part failed, with the stream's error when it reports one.
  case inputStreamReadFailed((any Error)?)
  /// A stream part ended before the length it declared.
  case inputStreamTooShort(expected: UInt64, actual: UInt64)
  /// The boundary is not one RFC 2046 allows (1 to 70 of `0-9 A-Z a-z '()+_,-./:=?` and
  /// inner spaces).
  case invalidBoundary(String)
  /// A part's MIME type holds a line break, which would inject headers.
  case invalidMIMEType(String)
  /// The boundary occurs in a part (a boundary you chose, or every generated one tried).
  case boundaryCollision(String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .bodyPartURLInvalid(let url):
      "The multipart file part \(url.absoluteString) is not a file URL."
    case .bodyPartFileNotReachable(let url):
      "The multipart file part \(url.path) does not exist."
    case .bodyPartFileIsDirectory(let url):
      "The multipart file part \(url.path) is a directory; give a file."
    case .bodyPartFileReadFailed(let url, let error):
      "Reading the multipart file part \(url.path) failed: \(error.localizedDescription)"
    case .inputStreamReadFailed(let error):
      "Reading a multipart stream part failed: "
        + (error?.localizedDescription ?? "the stream reported an error")
    case .inputStreamTooShort(let expected, let actual):
      "A multipart stream part declared \(expected) bytes but ended after \(actual)."
    case .invalidBoundary(let boundary):
      "The multipart boundary \"\(boundary)\" is not valid: use 1 to 70 letters, digits or "
        + "'()+_,-./:=? characters."
    case .invalidMIMEType(let mimeType):
      "The multipart MIME type \(mimeType.debugDescription) holds a line break."
    case .boundaryCollision(let boundary):
      "The multipart boundary \"\(boundary)\" occurs in a part's content; choose another "
        + "boundary or let one be generated."
    }
  }
}

extension MultipartEncodingError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
