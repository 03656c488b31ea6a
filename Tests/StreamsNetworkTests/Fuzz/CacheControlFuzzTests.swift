import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// `Cache-Control` values as a hostile server sends them: lifetimes are `nil` or finite and
/// never negative, and directives written by the grammar are read exactly, whatever their case,
/// spacing, quoting or the unknown directives around them.
@Suite(.checksResources)
struct CacheControlFuzzTests {
  static let seeds = [
    "public, max-age=60", "no-cache=\"Set-Cookie, X-Token\", private", "no-store",
    "max-age=\"3600\", s-maxage=120, must-revalidate", "MAX-AGE=0 , Private",
    "x-ext=\"a, no-store\", max-age=5",
  ]
  static let tokens = [
    "max-age", "s-maxage", "max-age=", "no-store", "no-cache", "private", "public",
    "must-revalidate", "=", ",", "\"", " ",
  ]

  @Test func anyValueGivesFiniteNonNegativeLifetimes() {
    Fuzz.cases("cache-control", count: 150) { fuzz in
      let value = fuzz.text(seeds: Self.seeds, tokens: Self.tokens)
      let directives = CacheControl(header: value)
      for lifetime in [
        directives.maxAge, directives.sharedMaxAge, directives.freshnessLifetime(shared: true),
        directives.freshnessLifetime(shared: false),
      ] {
        if let lifetime {
          #expect(lifetime.isFinite && lifetime >= 0, "\(fuzz): \(value.debugDescription)")
        }
      }
    }
  }

  @Test func directivesWrittenByTheGrammarReadBackExactly() {
    let flags = ["no-store", "no-cache", "private", "public", "must-revalidate"]
    Fuzz.cases("cache-control-grammar", count: 400) { fuzz in
      var items: [String] = []
      var expected = CacheControl()
      for flag in flags where fuzz.chance(40) {
        var item = fuzz.chance(30) ? flag.uppercased() : flag
        // A field list qualifies `no-cache` and `private`; the cache reads them unqualified.
        if flag == "no-cache" || flag == "private", fuzz.chance(40) {
          item += "=\"Set-Cookie, no-store\""
        }
        items.append(item)
        switch flag {
        case "no-store": expected.noStore = true
        case "no-cache": expected.noCache = true
        case "private": expected.isPrivate = true
        case "public": expected.isPublic = true
        default: expected.mustRevalidate = true
        }
      }
      for (name, path) in [("max-age", \CacheControl.maxAge), ("s-maxage", \.sharedMaxAge)]
      where fuzz.chance(50) {
        let digits = Self.deltaSeconds(&fuzz)
        items.append(fuzz.chance(30) ? "\(name)=\"\(digits)\"" : "\(name)=\(digits)")
        // delta-seconds too large for an Int saturate (RFC 9111 §1.2.2).
        expected[keyPath: path] = Int(digits).map(TimeInterval.init) ?? TimeInterval(Int32.max)
      }
      // Unknown directives, even ones quoting a known name, change nothing.
      for _ in 0..<fuzz.int(in: 0...2) {
        items.insert(
          fuzz.pick(["x-ext", "stale-if-error=60", "community=\"UCI, no-store\"", "immutable"]),
          at: fuzz.int(in: 0...items.count))
      }
      let value = items.map { fuzz.pick(["", " ", "\t"]) + $0 + fuzz.pick(["", " "]) }
        .joined(separator: ",")
      #expect(CacheControl(header: value) == expected, "\(fuzz): \(value)")
    }
  }

  /// Digits only: small, large, or longer than any integer.
  private static func deltaSeconds(_ fuzz: inout FuzzCase) -> String {
    switch fuzz.int(in: 0...2) {
    case 0: "\(fuzz.int(in: 0...86_400))"
    case 1: "\(fuzz.int(in: 0...Int.max))"
    default: String(repeating: "9", count: fuzz.int(in: 19...400))
    }
  }
}
