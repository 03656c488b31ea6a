import StreamsCompatTest
import TestSupport
import Testing

/// The view model's drivers on virtual time, RxTest style: a stubbed `MoyaProvider` answering
/// after 30 ticks, `ActivityIndicator` and `ErrorTracker` around each request, the inputs as a
/// `ControlProperty` and a `ControlEvent`.
///
/// On the main actor, as view-model tests run in an app: a control property subscribes on the
/// main queue, at once when already there.
@Suite(.checksResources)
@MainActor
struct ProfileViewModelTests {
  private struct Recording {
    var loading: [Recorded<Event<Bool>>]
    var names: [Recorded<Event<String>>]
    var messages: [Recorded<Event<String>>]
  }

  /// Types `octocat` at 250 and refreshes at 300 and 500; the provider answers with `status`.
  private func run(answering status: Int) -> Recording {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) {
      let typed: [Recorded<Event<String?>>] = [.next(0, nil), .next(250, "octocat")]
      let login = scheduler.createHotObservable(typed)
      let refresh = scheduler.createHotObservable([.next(300, ()), .next(500, ())])
      let provider = MoyaProvider<GitHub>(
        endpointClosure: { target in
          Endpoint(
            url: URL(target: target).absoluteString,
            sampleResponseClosure: { .networkResponse(status, target.sampleData) },
            method: target.method, task: target.task, httpHeaderFields: target.headers)
        },
        stubClosure: MoyaProvider.delayedStub(30), scheduler: scheduler)
      let viewModel = ProfileViewModel(
        login: ControlProperty(values: login, valueSink: AnyObserver { _ in }),
        refresh: ControlEvent(events: refresh), provider: provider)
      let loading = scheduler.createObserver(Bool.self)
      let names = scheduler.createObserver(String.self)
      let messages = scheduler.createObserver(String.self)
      let bag = DisposeBag()
      viewModel.isLoading.drive(loading).disposed(by: bag)
      viewModel.name.drive(names).disposed(by: bag)
      viewModel.errorMessage.drive(messages).disposed(by: bag)
      scheduler.start()
      return Recording(loading: loading.events, names: names.events, messages: messages.events)
    }
  }

  @Test func loadingIsTrueWhileEachRequestIsInFlight() {
    let recording = run(answering: 200)
    #expect(
      recording.loading == [
        .next(1, false), .next(301, true), .next(331, false), .next(501, true),
        .next(531, false),
      ])
    #expect(recording.names == [.next(331, "Sample octocat"), .next(531, "Sample octocat")])
    #expect(recording.messages == [])
  }

  @Test func aFailedRequestReachesTheErrorTrackerAndEndsTheLoading() {
    let recording = run(answering: 404)
    #expect(
      recording.loading == [
        .next(1, false), .next(301, true), .next(331, false), .next(501, true),
        .next(531, false),
      ])
    #expect(recording.names == [])
    #expect(recording.messages == [.next(331, "Not found."), .next(531, "Not found.")])
  }
}
