import Foundation

/// Seeded fuzzing for the suites: how many cases to run, from which seed, and how to replay one.
///
/// Every fuzz test draws its cases from one run seed and its own name, so a failure names the
/// case seed that replays it exactly, alone:
///
///     STREAMS_FUZZ_ITERATIONS=100000 swift test --filter Fuzz        more cases per test
///     STREAMS_FUZZ_SEED=random swift test --filter Fuzz              a new run seed (printed)
///     STREAMS_FUZZ_CASE=0x1f2e… swift test --filter LinkHeaderFuzz   one failing case again
///     STREAMS_FUZZ_VERBOSE=1 …                                       each case seed before it runs
///
/// Without any of them (`make test`) every run checks the same few hundred cases per test, in
/// a second or two in all.
public enum Fuzz {
  /// The variable that sets how many cases each fuzz test runs (its default when unset).
  public static let iterationsVariable = "STREAMS_FUZZ_ITERATIONS"
  /// The variable that sets the run seed: decimal, `0x` hex, or `random`.
  public static let seedVariable = "STREAMS_FUZZ_SEED"
  /// The variable naming one case seed to replay instead of a run.
  public static let caseVariable = "STREAMS_FUZZ_CASE"
  /// The variable that, set to `1`, prints each case seed before the case runs, so the last
  /// line printed names a case that trapped.
  public static let verboseVariable = "STREAMS_FUZZ_VERBOSE"

  /// The run seed when the environment names none: `make test` checks the same cases always.
  public static let defaultSeed: UInt64 = 0x5354_5245_414D_5321

  /// The seed every fuzz test of this process derives its cases from.
  public static let runSeed: UInt64 = {
    let text = ProcessInfo.processInfo.environment[seedVariable] ?? ""
    if text == "random" {
      let seed = UInt64.random(in: .min ... .max)
      print("fuzz: \(seedVariable)=\(hex(seed)) (random)")
      return seed
    }
    return parseSeed(text) ?? defaultSeed
  }()

  /// Runs `body` on each case of the fuzz test `name`.
  ///
  /// Prints one line naming the test, its case count and the run seed; with
  /// `STREAMS_FUZZ_CASE` set, runs only that case.
  ///
  /// - Parameters:
  ///   - name: the fuzz test's name, part of every case seed (keep it stable).
  ///   - count: how many cases to run by default.
  ///   - cost: how much dearer a case is than an in-memory parse; `STREAMS_FUZZ_ITERATIONS`
  ///     is divided by it (a case over a socket costs about 100).
  ///   - body: checks one case; its generator is seeded from the case seed.
  /// - Throws: what `body` throws.
  public static func cases(
    _ name: String, count: Int, cost: Int = 1, _ body: (inout FuzzCase) throws -> Void
  ) rethrows {
    let environment = ProcessInfo.processInfo.environment
    if let replay = environment[caseVariable].flatMap(parseSeed) {
      print("fuzz \(name): replaying case \(hex(replay))")
      var fuzzCase = FuzzCase(name: name, index: 0, seed: replay)
      try body(&fuzzCase)
      return
    }
    let asked = environment[iterationsVariable].flatMap { Int($0) }
    let total = asked.map { max(1, $0 / max(1, cost)) } ?? count
    let verbose = environment[verboseVariable] == "1"
    print("fuzz \(name): \(total) cases, \(seedVariable)=\(hex(runSeed))")
    let nameHash = fnv1a(name)
    for index in 0..<total {
      var mixer = SplitMix64(seed: (runSeed ^ nameHash) &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
      let seed = mixer.next()
      if verbose { print("fuzz \(name) #\(index): \(caseVariable)=\(hex(seed))") }
      var fuzzCase = FuzzCase(name: name, index: index, seed: seed)
      try body(&fuzzCase)
    }
  }

  /// `0x` and 16 hex digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func parseSeed(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  /// FNV-1a over the name's UTF-8: a stable hash (Swift's `Hasher` is seeded per process).
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }
}

/// One fuzz case: its name and seed for the report, and the generator seeded from it.
public struct FuzzCase: CustomStringConvertible {
  /// The fuzz test it belongs to.
  public let name: String
  /// Its position in the run.
  public let index: Int
  /// The seed that replays it (`STREAMS_FUZZ_CASE`).
  public let seed: UInt64
  /// The generator every random choice of the case comes from.
  public var random: SplitMix64

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - name: the fuzz test's name.
  ///   - index: its position in the run.
  ///   - seed: the case seed.
  public init(name: String, index: Int, seed: UInt64) {
    self.name = name
    self.index = index
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// `fuzz case link-header #17 (replay: STREAMS_FUZZ_CASE=0x…)`, for failure messages.
  public var description: String {
    "fuzz case \(name) #\(index) (replay: \(Fuzz.caseVariable)=\(Fuzz.hex(seed)))"
  }

  /// A random integer in `range`.
  ///
  /// - Parameter range: the bounds.
  /// - Returns: the integer.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// `true` with the given probability.
  ///
  /// - Parameter percent: the chance, 0 to 100.
  /// - Returns: the draw.
  public mutating func chance(_ percent: Int) -> Bool {
    int(in: 0...99) < percent
  }

  /// A random element of `items`, which must not be empty.
  ///
  /// - Parameter items: the choices.
  /// - Returns: one of them.
  public mutating func pick<Element>(_ items: [Element]) -> Element {
    items[int(in: 0...(items.count - 1))]
  }
}
