import Foundation
import Streams

/// A target that is also an observable of its decoded model: subscribe to it, zip it, drive it.
///
/// Conform a struct (or enum) that describes one API call, name what the response decodes to,
/// and the request value itself becomes a cold sequence: each subscription sends the request
/// through ``provider``, decodes the response with ``decode(_:)``, and emits what
/// ``didDecode(_:)`` makes of it.
///
/// ```swift
/// enum API { enum Users {} }
///
/// extension API.Users {
///   struct Get: GitHubRequest {        // GitHubRequest: Request, supplies baseURL and provider
///     typealias Decoded = User
///     let login: String
///     var path: String { "users/\(login)" }
///   }
/// }
///
/// API.Users.Get(login: "octocat").subscribe(onNext: { print($0.name) })
/// Observable.zip(API.Users.Get(login: "a"), API.Users.Get(login: "b")) { ($0, $1) }
/// ```
public protocol Request: TargetType, ObservableType {
  /// What the response body decodes to.
  associatedtype Decoded

  /// The model the request emits; the decoded value itself unless ``didDecode(_:)`` says
  /// otherwise.
  associatedtype Element = Decoded

  /// Decodes a successful response.
  ///
  /// The default decodes JSON with `JSONDecoder` when `Decoded` is `Decodable`.
  ///
  /// - Throws: any error; one that is not a ``NetworkError`` reaches subscribers as
  ///   ``NetworkError/objectMapping(_:_:)``.
  func decode(_ response: Response) throws -> Decoded

  /// Turns the decoded value into the models to emit: persist it, then emit; fetch more;
  /// split it. The default emits the decoded value.
  ///
  /// - Returns: the sequence whose elements this request emits.
  func didDecode(_ decoded: Decoded) -> Observable<Element>

  /// The provider requests are sent through; ``Provider/shared`` unless a namespace's
  /// protocol says otherwise.
  var provider: Provider<MultiTarget> { get }
}

extension Request where Decoded: Decodable {
  /// Decodes the body as JSON into `Decoded`.
  public func decode(_ response: Response) throws -> Decoded {
    try response.map(Decoded.self)
  }
}

extension Request where Element == Decoded {
  /// Emits the decoded value.
  public func didDecode(_ decoded: Decoded) -> Observable<Element> { .just(decoded) }
}

extension Request {
  /// The shared provider.
  public var provider: Provider<MultiTarget> { .shared }

  /// The request as a cold sequence: send, decode, then whatever ``didDecode(_:)`` emits.
  public func asObservable() -> Observable<Element> {
    RequestSequence.make(self)
  }

  /// Subscribes `observer` to the request's sequence.
  ///
  /// - Returns: the subscription; disposing it cancels the request.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }
}

/// Builds the sequence behind a ``Request``.
enum RequestSequence {
  static func make<R: Request>(_ request: R) -> Observable<R.Element> {
    let responses = request.provider.response(MultiTarget(request))
    return Observable { sink, lifetime in
      // The response sequence ends before the models do, so it gets its own lifetime; the
      // models' sequence then runs on ours and its end is our end.
      let (upstream, key) = lifetime.child()
      var decoded: R.Decoded?
      responses.run(
        { event in
          switch event {
          case .next(let response):
            do {
              decoded = try request.decode(response)
            } catch {
              let failure = error as? NetworkError ?? .objectMapping(error, response)
              lifetime.end(child: upstream, key: key)
              sink(.error(failure))
              lifetime.dispose()
            }
          case .error(let error):
            sink(.error(error))
            lifetime.dispose()
          case .completed:
            lifetime.end(child: upstream, key: key)
            guard let value = decoded else {
              sink(.completed)
              lifetime.dispose()
              return
            }
            decoded = nil
            request.didDecode(value).run(sink, lifetime)
          }
        }, upstream)
    }
  }
}
