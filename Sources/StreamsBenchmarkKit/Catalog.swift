/// Every workload `make bench` knows, in the order it runs them.
extension Workload {
  /// The workloads that can run in this build, in table order.
  public static let all: [Workload] = [chain, subscribe, subject, decode]

  /// The workloads listed in the table that cannot run yet, and why.
  public static let pending: [PendingWorkload] = [
    PendingWorkload(name: "flatmap", reason: "flatMap has not landed in main"),
    PendingWorkload(name: "zip", reason: "zip has not landed in main"),
    PendingWorkload(name: "combineLatest", reason: "combineLatest and subjects have not landed"),
    PendingWorkload(name: "provider-serial", reason: "FixtureServer has not landed in main"),
    PendingWorkload(name: "provider-8", reason: "FixtureServer has not landed in main"),
  ]

  /// The workloads whose names are in `names` (case-insensitive), or all for an empty list.
  ///
  /// - Parameter names: names to keep; empty keeps everything.
  /// - Returns: the matching workloads, in table order.
  public static func selected(_ names: [String]) -> [Workload] {
    let wanted = Set(names.map { $0.lowercased() })
    return wanted.isEmpty ? all : all.filter { wanted.contains($0.name.lowercased()) }
  }
}
