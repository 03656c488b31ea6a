extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// A single whose subscriptions each run `work` in a new `Task` and send its result.
  ///
  ///     create { try await fetch() }   ---1|
  ///
  /// Disposing the subscription cancels the task, so `Task.isCancelled` and cancellable awaits
  /// inside `work` see it; its result is then dropped. The result is delivered on the task's
  /// executor: add `observe(on:)` to move it.
  ///
  /// - Parameters:
  ///   - priority: the priority of the task; `nil` for the default.
  ///   - work: computes the element, once per subscription.
  /// - Returns: the single.
  @inlinable
  public static func create(
    priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable { sink, lifetime in
        let emitter = PrimitiveSink(sink, lifetime)
        let task = Task(priority: priority) {
          do { emitter.succeed(try await work()) } catch { emitter.fail(error) }
        }
        lifetime.onDispose { task.cancel() }
      })
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A completable whose subscriptions each run `work` in a new `Task`.
  ///
  ///     create { try await save() }   ---|
  ///
  /// Returning completes; throwing fails. Disposing the subscription cancels the task. The
  /// outcome is delivered on the task's executor.
  ///
  /// - Parameters:
  ///   - priority: the priority of the task; `nil` for the default.
  ///   - work: the work, run once per subscription.
  /// - Returns: the completable.
  @inlinable
  public static func create(
    priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Void
  ) -> Completable {
    Completable(
      raw: Observable { sink, lifetime in
        let emitter = PrimitiveSink(sink, lifetime)
        let task = Task(priority: priority) {
          do {
            try await work()
            emitter.complete()
          } catch {
            emitter.fail(error)
          }
        }
        lifetime.onDispose { task.cancel() }
      })
  }
}
