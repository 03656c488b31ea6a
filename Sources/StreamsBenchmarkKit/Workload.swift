/// One benchmark: a piece of Streams work and its floor, the same arithmetic without Streams.
///
/// A workload is prepared for a size (elements, requests or bytes) outside the timed region;
/// the prepared ``Instance`` then runs either side as often as the harness asks. Both sides
/// return a checksum computed from every element they saw: the harness compares the two (they
/// must be equal) and keeps them, so the optimizer can delete neither.
package struct Workload: Sendable {
  /// What the per-event columns count.
  package enum Unit: String, Sendable, Codable {
    /// One element through the operator chain (or one iteration, for `subscribe`).
    case event
    /// One HTTP request and its decoded response.
    case request
    /// One decoded array (1 MB of JSON).
    case decode
    /// One outer element of `flatMap` and its inner sequence.
    case outer
  }

  /// What "fast enough" means for a workload.
  package enum Target: Sendable, Equatable {
    /// The median at the default size must not exceed this many milliseconds.
    case milliseconds(Double)
    /// The median must not exceed this multiple of the floor's median from the same run.
    case ratio(Double)
  }

  /// The sizes a workload runs at.
  package struct Sizes: Sendable {
    /// The size `make bench` uses, the one the targets are set for.
    package var standard: Int
    /// The size of `--quick` runs.
    package var quick: Int
    /// The size of the smoke test.
    package var smoke: Int

    /// Creates the sizes.
    ///
    /// - Parameters:
    ///   - standard: the default size.
    ///   - quick: the `--quick` size.
    ///   - smoke: the smoke-test size.
    package init(standard: Int, quick: Int, smoke: Int) {
      self.standard = standard
      self.quick = quick
      self.smoke = smoke
    }
  }

  /// A workload ready to run at one size.
  package struct Instance {
    /// How many events one run handles (the divisor of the per-event columns).
    package var events: Int
    /// Runs the Streams side once.
    package var subject: () throws -> Int
    /// Runs the floor once.
    package var floor: () throws -> Int
    /// Releases what preparing acquired (servers, sessions).
    package var close: () -> Void

    /// Creates an instance.
    ///
    /// - Parameters:
    ///   - events: events per run.
    ///   - subject: the Streams side; returns its checksum.
    ///   - floor: the floor; returns the checksum the subject must also return.
    ///   - close: releases what preparing acquired.
    package init(
      events: Int, subject: @escaping () throws -> Int, floor: @escaping () throws -> Int,
      close: @escaping () -> Void = {}
    ) {
      self.events = events
      self.subject = subject
      self.floor = floor
      self.close = close
    }
  }

  /// The name `--filter` matches and the table shows.
  package var name: String
  /// One line on what runs, for the docs and `--list`.
  package var summary: String
  /// What the per-event columns count.
  package var unit: Unit
  /// The target the median is held to.
  package var target: Target
  /// The sizes.
  package var sizes: Sizes
  /// Prepares the workload at a size.
  package var prepare: @Sendable (Int) throws -> Instance

  /// Creates a workload.
  ///
  /// - Parameters:
  ///   - name: the name `--filter` matches.
  ///   - summary: what runs, in one line.
  ///   - unit: what one event is.
  ///   - target: the target for the median at the standard size.
  ///   - sizes: the sizes.
  ///   - prepare: builds an instance for a size, outside the timed region.
  package init(
    name: String, summary: String, unit: Unit, target: Target, sizes: Sizes,
    prepare: @escaping @Sendable (Int) throws -> Instance
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.target = target
    self.sizes = sizes
    self.prepare = prepare
  }
}

/// Hides a value from the optimizer, so a size or an input cannot be constant-folded.
@_optimize(none)
@inline(never)
package func opaque<Value>(_ value: Value) -> Value { value }

/// Every workload `make bench` knows, in the order it runs them.
extension Workload {
  /// The workloads that can run in this build, in table order.
  package static let all: [Workload] = [
    chain, flatmap, concat, zip, subscribe, subject, combineLatest, share,
    observeOn, observeOnConcurrent, delay, subscribeOn,
    providerSerial, providerParallel, providerMebibyte, providerLarge,
    urlSessionSerial, urlSessionParallel, urlSessionMebibyte, decode, sseInMemory, sse, ndjson,
  ]

  /// The workloads whose names are in `names` (case-insensitive), or all for an empty list.
  ///
  /// - Parameter names: names to keep; empty keeps everything.
  /// - Returns: the matching workloads, in table order.
  package static func selected(_ names: [String]) -> [Workload] {
    let wanted = Set(names.map { $0.lowercased() })
    return wanted.isEmpty ? all : all.filter { wanted.contains($0.name.lowercased()) }
  }
}
