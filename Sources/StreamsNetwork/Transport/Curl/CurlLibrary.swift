#if os(Linux)
import CStreamsCurl

/// libcurl, loaded once from `libcurl.so.4` at run time (no development headers needed).
///
/// FoundationNetworking links the same library, so it is present wherever Swift networking
/// code runs at all; when it is not (a stripped container), ``loadFailure`` says why and the
/// default transport falls back to ``URLSessionTransport``.
enum CurlLibrary {
  /// Why libcurl could not be loaded, or `nil` when it is ready.
  ///
  /// Loads it on first use.
  static let loadFailure: String? = {
    guard scurl_load() == 1 else {
      return scurl_load_failure().map { String(cString: $0) } ?? "libcurl.so.4 not loaded"
    }
    return nil
  }()

  /// Whether libcurl is loaded and initialised.
  static var isAvailable: Bool { loadFailure == nil }

  /// libcurl's version line ("libcurl/7.88.1 OpenSSL/3.0.19 …"), or empty when not loaded.
  static var version: String {
    guard isAvailable, let line = scurl_version() else { return "" }
    return String(cString: line)
  }

  /// libcurl's text for a `CURLcode`.
  static func describe(_ code: Int32) -> String {
    guard isAvailable, let text = scurl_easy_strerror(code) else { return "CURLcode \(code)" }
    return String(cString: text)
  }
}
#endif
