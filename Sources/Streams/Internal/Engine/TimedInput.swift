/// One input of a time-based operator's ``Serializer``: an upstream event or a timer firing.
///
/// Debounce, throttle, buffer, delay, timeout and `take(for:)` receive upstream events on the
/// upstream's thread and timer ticks on the scheduler's; funnelling both through one serializer
/// keeps their calls into the observer from overlapping.
@usableFromInline
enum TimedInput<Element> {
  /// An event from upstream.
  case event(Event<Element>)
  /// A timer fired; the value tells which timer, so a superseded one can be ignored.
  case tick(UInt64)
}
