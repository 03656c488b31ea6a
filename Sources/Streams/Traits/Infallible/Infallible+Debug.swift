extension InfallibleType {
  /// Logs every subscription, event and disposal to ``Hooks/debugOutput``, as
  /// ``ObservableType/debug(_:trimOutput:file:line:function:)`` does, then passes the events on.
  ///
  ///     --1--|  debug("id")  --1--|  (logs subscribed, Event next(1), Event completed, isDisposed)
  ///
  /// - Parameters:
  ///   - identifier: names the lines; defaults to `file:line (function)` of the call.
  ///   - trimOutput: whether to shorten event descriptions longer than 40 characters.
  ///   - file: the calling file, for the default identifier.
  ///   - line: the calling line, for the default identifier.
  ///   - function: the calling function, for the default identifier.
  /// - Returns: the same infallible, logged.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
