import Alamofire
import Moya
import RxCocoa
import RxMoya
import RxRelay
import RxSwift
import RxTest
import TestSupport
import Testing

@testable import DropInApp

// Names as apps write them with `import Moya`, `RxSwift`, `RxCocoa`, `RxRelay`, `Alamofire`,
// `RxTest`: qualified by their module, and unqualified.

/// A target in another common shape: qualified protocol and types throughout.
private struct Zen: Moya.TargetType {
  var baseURL: Foundation.URL { URL(string: "https://api.github.com")! }
  var path: String { "zen" }
  var method: Alamofire.HTTPMethod { .get }
  var task: Moya.Task { .requestPlain }
  var headers: [String: String]? { nil }
}

@Suite(.checksResources)
struct NamespaceTests {
  @Test func moyaQualifiedNamesResolve() {
    let task: Moya.Task = .requestParameters(parameters: ["q": "x"], encoding: URLEncoding.default)
    let method: Moya.Method = .patch
    let response = Moya.Response(statusCode: 204, data: Data())
    let target = Moya.MultiTarget(Zen())
    let provider = Moya.MoyaProvider<Moya.MultiTarget>(stubClosure: MoyaProvider.immediatelyStub)
    let endpoint: Moya.Endpoint = provider.endpoint(target)
    let part = Moya.MultipartFormData(provider: .data(Data("x".utf8)), name: "f")
    let error: Moya.MoyaError = .statusCode(response)
    guard case .requestParameters(let parameters, _) = task else {
      Testing.Issue.record("expected requestParameters, got \(task)")
      return
    }
    #expect(parameters["q"] as? String == "x")
    #expect(method == Alamofire.HTTPMethod.patch)
    #expect(endpoint.url == "https://api.github.com/zen")
    #expect(part.name == "f")
    #expect(error.response?.statusCode == 204)
    #expect(provider.rx.request(target).map(\.statusCode).elements() == [200])
  }

  @Test func multipartFormDataIsMoyas15BodyPart() throws {
    var parts: [MultipartFormData] = []
    parts.append(MultipartFormData(provider: .data(Data("a".utf8)), name: "a"))
    let file: MultipartFormData.FormDataProvider = .file(URL(fileURLWithPath: "/tmp/x.png"))
    parts.append(MultipartFormData(provider: file, name: "b", fileName: "x.png"))
    let task: Moya.Task = .uploadCompositeMultipart(parts, urlParameters: ["page": 2])
    guard case .uploadCompositeMultipart(let sent, _) = task else {
      Testing.Issue.record("expected uploadCompositeMultipart, got \(task)")
      return
    }
    #expect(sent.map(\.name) == ["a", "b"])
    #expect(sent[1].fileName == "x.png" && sent[1].mimeType == nil)
    let endpoint = Endpoint(
      url: "https://example.com/upload", sampleResponseClosure: { .networkResponse(200, Data()) },
      method: .post, task: task, httpHeaderFields: nil)
    #expect(try endpoint.urlRequest().url?.query == "page=2")
  }

  @Test func rxQualifiedNamesResolve() {
    let numbers: RxSwift.Observable<Int> = RxSwift.Observable.of(1, 2, 3)
    let bag = RxSwift.DisposeBag()
    let relay = RxRelay.BehaviorRelay(value: 0)
    let subscription: RxSwift.Disposable = numbers.bind(to: relay)
    subscription.disposed(by: bag)
    #expect(relay.value == 3)
    let single: RxSwift.Single<Int> = .just(4)
    #expect(single.asObservable().elements() == [4])
    let driver: RxCocoa.Driver<Int> = .empty()
    let cocoaRelay: RxCocoa.PublishRelay<Int> = PublishRelay()
    let property: RxCocoa.ControlProperty<String?> = ControlProperty(
      values: Observable.just("a"), valueSink: AnyObserver { _ in })
    _ = (driver, property, cocoaRelay)
  }

  @Test func resourcesTotalCountsLiveSubscriptions() {
    let before: Int32 = RxSwift.Resources.total
    let subscription = PublishSubject<Int>().subscribe(onNext: { _ in })
    #expect(Resources.total > before)
    subscription.dispose()
  }

  @Test func rxTestQualifiedNamesResolve() {
    let scheduler: RxTest.TestScheduler = TestScheduler(initialClock: 0)
    let recorded: [RxTest.Recorded<RxSwift.Event<Int>>] = [.next(10, 1), .completed(20)]
    let observable: RxTest.TestableObservable<Int> = scheduler.createColdObservable(recorded)
    let observer: RxTest.TestableObserver<Int> = scheduler.createObserver(Int.self)
    let subscription = observable.subscribe(observer)
    scheduler.start()
    subscription.dispose()
    #expect(observer.events == [.next(10, 1), .completed(20)])
    #expect(observable.subscriptions == [RxTest.Subscription(0, 20)])
  }

  @Test func alamofireNamesConfigureASession() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.headers = ["X-One": "1"]
    configuration.headers.add(name: "x-one", value: "uno")
    configuration.headers["X-Two"] = "2"
    let session: Alamofire.Session = Session(configuration: configuration)
    let moyaSession: Moya.Session = session
    #expect(moyaSession.sessionConfiguration.headers.value(for: "x-two") == "2")
    #expect(session.sessionConfiguration.headers.value(for: "X-ONE") == "uno")
    let parameters: Alamofire.Parameters = ["a": 1]
    let encoding: Alamofire.ParameterEncoding = Alamofire.URLEncoding.queryString
    let moyaEncoding: Moya.ParameterEncoding = encoding
    #expect(parameters.count == 1)
    #expect(moyaEncoding is Moya.URLEncoding)
  }
}
