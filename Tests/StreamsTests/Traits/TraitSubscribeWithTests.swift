import Streams
import StreamsTest
import TestSupport
import Testing

/// `subscribe(with:…)` on every trait: the object is passed while alive, and once it is gone
/// nothing is called any more.
@Suite(.checksResources)
struct TraitSubscribeWithTests {
  @Test func singlePassesTheObjectWithTheElementThenDisposal() {
    let probe = Probe()
    var calls: [String] = []
    _ = Single.just(1).subscribe(
      with: probe,
      onSuccess: { object, element in calls.append("success \(element) \(object === probe)") },
      onFailure: { _, _ in calls.append("failure") },
      onDisposed: { object in calls.append("disposed \(object === probe)") })
    #expect(calls == ["success 1 true", "disposed true"])
  }

  @Test func singleCallsNothingOnceTheObjectIsGone() throws {
    var captured: Single<Int>.SingleObserver?
    var calls: [String] = []
    var probe: Probe? = Probe()
    let subscription = try Single<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }.subscribe(
      with: #require(probe), onSuccess: { _, _ in calls.append("success") },
      onDisposed: { _ in calls.append("disposed") })
    probe = nil
    captured?(.success(1))
    captured = nil
    subscription.dispose()
    #expect(calls.isEmpty)
  }

  @Test func maybeReportsEachOutcomeWithTheObject() {
    let probe = Probe()
    var calls: [String] = []
    for maybe in [Maybe.just(1), Maybe.empty(), Maybe.error(TestError.boom)] {
      _ = maybe.subscribe(
        with: probe, onSuccess: { _, element in calls.append("success \(element)") },
        onError: { _, error in calls.append("error \(error)") },
        onCompleted: { _ in calls.append("completed") })
    }
    #expect(calls == ["success 1", "completed", "error boom"])
  }

  @Test func maybeCallsNothingOnceTheObjectIsGone() throws {
    let subject = PublishSubject<Int>()
    var calls: [String] = []
    var probe: Probe? = Probe()
    let subscription = try subject.asMaybe().subscribe(
      with: #require(probe), onSuccess: { _, _ in calls.append("success") },
      onError: { _, _ in calls.append("error") }, onCompleted: { _ in calls.append("completed") },
      onDisposed: { _ in calls.append("disposed") })
    probe = nil
    subject.onCompleted()
    subscription.dispose()
    #expect(calls.isEmpty)
  }

  @Test func completableReportsCompletionAndErrorWithTheObject() {
    let probe = Probe()
    var calls: [String] = []
    for completable in [Completable.empty(), Completable.error(TestError.other)] {
      _ = completable.subscribe(
        with: probe, onCompleted: { _ in calls.append("completed") },
        onError: { _, error in calls.append("error \(error)") },
        onDisposed: { _ in calls.append("disposed") })
    }
    #expect(calls == ["completed", "disposed", "error other", "disposed"])
  }

  @Test func completableWithoutOnErrorSwallowsTheErrorForTheObject() {
    let probe = Probe()
    let reported = reportedErrors {
      _ = Completable.error(TestError.boom).subscribe(with: probe, onCompleted: { _ in })
      _ = Completable.error(TestError.other).subscribe(onCompleted: {})
    }
    #expect(reported.map { "\($0)" } == ["other"])
  }

  @Test func infallibleCallsNothingOnceTheObjectIsGone() throws {
    let subject = PublishSubject<Int>()
    var calls: [String] = []
    var probe: Probe? = Probe()
    let subscription = try subject.asInfallible(onErrorJustReturn: 0).subscribe(
      with: #require(probe), onNext: { _, element in calls.append("next \(element)") },
      onCompleted: { _ in calls.append("completed") },
      onDisposed: { _ in calls.append("disposed") })
    subject.onNext(1)
    probe = nil
    subject.onNext(2)
    subject.onCompleted()
    subscription.dispose()
    #expect(calls == ["next 1"])
  }
}
