/// The routes registered in code, and matching a request against them.
///
/// A pattern is a path whose segments are literals or `{name}` parameters, e.g.
/// `/users/{login}/repos`. Registering the same method and pattern again replaces the handler;
/// otherwise the earliest registration that matches wins. A `HEAD` request with no `HEAD`
/// route uses the `GET` route (the server drops the body).
final class Router: Sendable {
  /// A route's handler.
  typealias Handler = @Sendable (FixtureRequest) -> FixtureResponse

  /// The outcome of matching a method and a path.
  enum Match {
    /// A route matched; `parameters` holds the decoded `{name}` values.
    case found(pattern: String, parameters: [String: String], handler: Handler)
    /// The path matches routes, but none for this method.
    case methodNotAllowed(allowed: [HTTPMethod])
    /// No route matches the path.
    case notFound
  }

  private struct Route {
    let method: HTTPMethod
    let pattern: String
    let segments: [Segment]
    let handler: Handler
  }

  private enum Segment: Equatable {
    case literal(String)
    case parameter(String)
  }

  private let routes = Guarded<[Route]>([])

  /// Adds a route, or replaces the handler of the route with the same method and pattern.
  func add(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler) {
    let route = Route(
      method: method, pattern: pattern, segments: Self.segments(of: pattern), handler: handler)
    routes.withLock { routes in
      if let index = routes.firstIndex(where: { $0.method == method && $0.pattern == pattern }) {
        routes[index] = route
      } else {
        routes.append(route)
      }
    }
  }

  /// Removes every route.
  func removeAll() { routes.withLock { $0.removeAll() } }

  /// Finds the route for `method` and the raw (percent-encoded) `path`.
  func match(_ method: HTTPMethod, path: String) -> Match {
    let pathSegments = URLDecoding.segments(path).map {
      URLDecoding.decode($0, plusAsSpace: false)
    }
    let candidates = routes.withLock { $0 }.compactMap { route in
      Self.parameters(route.segments, pathSegments).map { (route, $0) }
    }
    let chosen =
      candidates.first { $0.0.method == method }
      ?? (method == .head ? candidates.first { $0.0.method == .get } : nil)
    if let (route, parameters) = chosen {
      return .found(pattern: route.pattern, parameters: parameters, handler: route.handler)
    }
    if candidates.isEmpty { return .notFound }
    var allowed: [HTTPMethod] = []
    for (route, _) in candidates where !allowed.contains(route.method) {
      allowed.append(route.method)
    }
    return .methodNotAllowed(allowed: allowed)
  }

  /// The decoded parameters when `path` fits `pattern`, else `nil`.
  private static func parameters(_ pattern: [Segment], _ path: [String]) -> [String: String]? {
    guard pattern.count == path.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, value) in zip(pattern, path) {
      switch segment {
      case .literal(let literal): guard literal == value else { return nil }
      case .parameter(let name): parameters[name] = value
      }
    }
    return parameters
  }

  /// Splits a pattern into segments; `{name}` with a non-empty name is a parameter.
  private static func segments(of pattern: String) -> [Segment] {
    URLDecoding.segments(pattern).map { segment in
      if segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") {
        return .parameter(String(segment.dropFirst().dropLast()))
      }
      return .literal(URLDecoding.decode(segment, plusAsSpace: false))
    }
  }
}
