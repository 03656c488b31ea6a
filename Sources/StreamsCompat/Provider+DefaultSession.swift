extension Provider {
  /// Moya's default session: the default configuration with ``HTTPHeaders/default`` as its
  /// additional headers, requests started when subscribed.
  ///
  /// - Returns: a new session.
  public static func defaultAlamofireSession() -> Session {
    let configuration = URLSessionConfiguration.default
    configuration.headers = .default
    return Session(configuration: configuration, startRequestsImmediately: false)
  }
}
