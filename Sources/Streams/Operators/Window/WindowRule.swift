/// Holds the open window of `window(timeSpan:count:scheduler:)`: its subject, how many
/// elements it has, and its number, which its timer carries.
@usableFromInline
struct WindowRule<Element>: TimedRule {
  @usableFromInline typealias Output = Observable<Element>
  @usableFromInline let timeSpan: RxTimeInterval
  @usableFromInline let limit: Int
  @usableFromInline let upstream: SharedUpstream
  @usableFromInline var subject = PublishSubject<Element>()
  @usableFromInline var count = 0
  @usableFromInline var window: UInt64 = 0

  @inlinable
  init(timeSpan: RxTimeInterval, count: Int, upstream: SharedUpstream) {
    self.timeSpan = timeSpan
    self.limit = count
    self.upstream = upstream
  }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(.next(let element)):
      subject.on(.next(element))
      count &+= 1
      if count == limit { rollOver(timed) }
    case .event(.error(let error)):
      subject.on(.error(error))
      timed.end(.error(error))
    case .event(.completed):
      subject.on(.completed)
      timed.end(.completed)
    case .tick(let fired):
      if fired == window { rollOver(timed) }
    }
  }

  /// Closes the open window, emits a new one and restarts the timespan.
  @inlinable
  mutating func rollOver(_ timed: TimedSink<Self>) {
    count = 0
    window &+= 1
    let closed = subject
    subject = PublishSubject()
    closed.on(.completed)
    timed.sink(.next(upstream.inner(subject)))
    if timed.lifetime.isDisposed { return }
    timed.arm(window, after: timeSpan)
  }
}
