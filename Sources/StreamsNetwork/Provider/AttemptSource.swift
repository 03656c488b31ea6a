import Streams

/// The last stage of a request's pipeline, after every interceptor: what each of its attempts
/// reads, held once.
///
/// The provider makes one per pass through the interceptors (a retry that builds a new request
/// makes another); every subscription of ``attempts`` runs one ``AttemptOperation`` that reads
/// the provider, the target, the stub choice, the request and what goes out from here. So the
/// request (a large value: target, endpoint, scheduler, `URLRequest`, closures) and the target
/// are stored once per stage, not copied into a closure and again into every attempt.
class AttemptStage {
  /// The sequence that runs one attempt per subscription.
  ///
  /// Its subscribe closure captures this one object and nothing else, so that the object
  /// serves as the closure's context: the stage costs the sequence and itself.
  final var attempts: Observable<Response> {
    Observable { [self] sink, lifetime in self.attempt(sink: sink, lifetime: lifetime) }
  }

  /// Runs one attempt for a subscription; the generic subclass starts it.
  ///
  /// - Parameters:
  ///   - sink: the subscriber's sink.
  ///   - lifetime: the subscription's lifetime.
  func attempt(sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime) {}
}

/// The stage for targets of type `Target` (see ``AttemptStage``).
final class AttemptSource<Target: TargetType>: AttemptStage {
  /// The provider sending the request.
  let provider: Provider<Target>
  /// The target as the provider was given it: what plugins see.
  let target: Target
  /// Whether the request is stubbed, and how.
  let stub: StubBehavior
  /// The request as the interceptors handed it on.
  let request: ProviderRequest
  /// What goes to the transport, or why nothing can; `nil` for a stubbed request.
  ///
  /// The same for every attempt of the stage (``ProviderRequest/outgoing(sessionHeaders:)``),
  /// so made once.
  let outgoing: Result<TransportRequest, NetworkError>?

  /// A stage for `request`.
  ///
  /// - Parameters:
  ///   - provider: the provider sending it.
  ///   - target: the target as given.
  ///   - stub: how it is stubbed, if it is.
  ///   - request: the request after the interceptors.
  init(provider: Provider<Target>, target: Target, stub: StubBehavior, request: ProviderRequest) {
    // Made before `request` is stored, so that storing it is its last use: a move, not a
    // copy of the whole value.
    outgoing =
      stub == .never
      ? Result { () throws(NetworkError) in
        try request.outgoing(sessionHeaders: provider.session.sessionHeaders)
      } : nil
    self.provider = provider
    self.target = target
    self.stub = stub
    self.request = request
  }

  override func attempt(sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime) {
    AttemptOperation(source: self, sink: sink, lifetime: lifetime).start()
  }
}
