import Moya
import RxCocoa
import RxSwift
import RxTest
import TestSupport
import Testing

@testable import DropInApp

/// The view model's drivers on virtual time, RxTest style: an immediately stubbed
/// `MoyaProvider`, `ActivityIndicator` and `ErrorTracker` around each request, the inputs as a
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
        stubClosure: MoyaProvider.immediatelyStub)
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
    // The stub answers during the refresh at 300 (and 500). The driver observes on the
    // scheduler: the first change a tick later, the second a tick after that, as RxSwift's
    // `observe(on:)` drains its queue one scheduled step at a time.
    #expect(
      recording.loading == [
        .next(1, false), .next(301, true), .next(302, false), .next(501, true),
        .next(502, false),
      ])
    #expect(recording.names == [.next(301, "Sample octocat"), .next(501, "Sample octocat")])
    #expect(recording.messages == [])
  }

  @Test func aFailedRequestReachesTheErrorTrackerAndEndsTheLoading() {
    let recording = run(answering: 404)
    #expect(
      recording.loading == [
        .next(1, false), .next(301, true), .next(302, false), .next(501, true),
        .next(502, false),
      ])
    #expect(recording.names == [])
    #expect(recording.messages == [.next(301, "Not found."), .next(501, "Not found.")])
  }
}
