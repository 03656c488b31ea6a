import Moya

extension MoyaProvider {
  /// A provider that answers every target at once with its sample data, as apps write it for
  /// previews and tests: a bare `MoyaProvider` here is the extended type.
  static func mock() -> MoyaProvider {
    MoyaProvider(stubClosure: MoyaProvider.immediatelyStub)
  }
}
