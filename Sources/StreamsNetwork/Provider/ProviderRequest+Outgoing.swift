import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ProviderRequest {
  /// What one attempt hands the transport: ``transportRequest``, checked where every request
  /// passes on its way out, whatever added its headers (target, endpoint, plugins,
  /// interceptors, the session).
  ///
  /// - Only to an `http` or `https` URL (see ``UnsupportedURLSchemeError``).
  /// - Without credentials when its endpoint may not carry any (a page on another origin).
  /// - Its header fields checked: a name that is not a token, or a value with CR, LF or NUL,
  ///   fails the request before anything is sent.
  ///
  /// One job of an attempt (what goes out), apart so it can be tested alone.
  ///
  /// - Parameter sessionHeaders: the transport's own headers, checked too.
  /// - Returns: what to hand to the transport.
  /// - Throws: ``NetworkError/underlying(_:_:)`` with a ``HeaderFieldError`` for a header field
  ///   that cannot be sent, or an ``UnsupportedURLSchemeError`` for a URL that is not HTTP.
  package func outgoing(sessionHeaders: [String: String]) throws(NetworkError)
    -> TransportRequest
  {
    var request = transportRequest
    let supported = try request.urlRequest.withSupportedScheme()
    request.urlRequest = endpoint.sendsCredentials ? supported : supported.withoutCredentials()
    try request.validateHeaders(sessionHeaders: sessionHeaders)
    return request
  }
}
