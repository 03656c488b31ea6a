import Foundation

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
