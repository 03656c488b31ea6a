extension ObservableType {
  /// A sequence that creates a resource for each subscription, builds the sequence from it,
  /// and disposes the resource when the subscription ends.
  ///
  /// The resource lives exactly as long as the subscription: it is disposed after the built
  /// sequence is, on termination or on disposal. If `observableFactory` throws, the resource
  /// is disposed right after the subscription fails with the error.
  ///
  ///     using({ r }, observableFactory: { r in --1--| })   --1--|  (r disposed at |)
  ///
  /// - Parameters:
  ///   - resourceFactory: creates the resource; a thrown error fails the subscription.
  ///   - observableFactory: builds the sequence that uses the resource.
  /// - Returns: the sequence.
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      let resource: Resource
      let source: Observable<Element>
      do { resource = try resourceFactory() } catch {
        sink(.error(error))
        lifetime.dispose()
        return
      }
      do { source = try observableFactory(resource) } catch {
        // As in RxSwift: the error goes out first, then the resource is released.
        lifetime.add(resource)
        sink(.error(error))
        lifetime.dispose()
        return
      }
      source.run(sink, lifetime)
      // Added after the source's own resources, so it is released after them; a subscription
      // that already ended disposes it right here.
      lifetime.add(resource)
    }
  }
}
