// RxMoya's operators on the steps of `rx.requestWithProgress`: keep the progress, or only the
// last step that carries the response.

import Moya
import Streams
import StreamsNetwork

extension ObservableType where Element == ProgressResponse {
  /// Only the final response, dropping the progress steps before it.
  ///
  ///     --0.5--1.0--(1.0+r)--|  filterCompleted()  --r--|
  ///
  /// - Returns: the response of each step that carries one.
  public func filterCompleted() -> Observable<Moya.Response> {
    compactMap(\.response)
  }

  /// Only the progress, as a fraction from 0 to 1, of each step before the final one (the
  /// step that carries the response is left out).
  ///
  ///     --0.5--1.0--(1.0+r)--|  filterProgress()  --0.5--1.0--|
  ///
  /// - Returns: the progress of each step that carries no response.
  public func filterProgress() -> Observable<Double> {
    filter { !$0.completed }.map(\.progress)
  }
}
