import Foundation

/// One part of a `multipart/form-data` upload, as Moya 15's `MultipartFormData`: where its
/// content comes from, its field name, and optionally a file name and a type.
///
/// A target gathers its parts in an array: `.uploadMultipart([avatar, note])`;
/// ``MultipartForm`` adds a boundary of your choice when you encode them yourself.
public struct MultipartFormData: Hashable {
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
