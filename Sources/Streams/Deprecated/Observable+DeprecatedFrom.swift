// RxSwift 6's deprecated `from(_:)` of an optional, declared on the `Observable` class as
// RxSwift declares it. Any value converts to an optional, so for `Observable.from(values)` the
// type checker also tries this overload with `Element` the whole array; with closures and
// operators after it (`.map { $0 + 1 }.filter { … }.scan(0, accumulator: +)`) that search gave
// up ("unable to type-check this expression in reasonable time"), on the class as on the
// protocol. `@_disfavoredOverload` makes the checker try it last and drop it once the sequence
// overload has matched, so it costs those chains nothing and still takes what only it accepts.

extension Observable {
  /// Deprecated: use `from(optional:)`.
  ///
  /// - Parameter optional: the value, if any.
  /// - Returns: a sequence of the wrapped value, or an empty sequence for `nil`.
  @_disfavoredOverload
  @available(
    *, deprecated, renamed: "from(optional:)",
    message: "An unlabelled optional competes with from(_:) of a sequence; label it."
  )
  public static func from(_ optional: Element?) -> Observable<Element> {
    from(optional: optional)
  }

  /// Deprecated: use `from(optional:scheduler:)`.
  ///
  /// - Parameters:
  ///   - optional: the value, if any.
  ///   - scheduler: where the element and the completion are sent.
  /// - Returns: a sequence of the wrapped value, or an empty sequence for `nil`.
  @_disfavoredOverload
  @available(
    *, deprecated, renamed: "from(optional:scheduler:)",
    message: "An unlabelled optional competes with from(_:scheduler:) of a sequence; label it."
  )
  public static func from(_ optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from(optional: optional, scheduler: scheduler)
  }
}
