import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// `Content-Type` values as a hostile server sends them, against acceptable types a caller
/// writes: the media type read is `nil` or a lowercase `type/subtype`, and validation passes
/// the response or fails with ``NetworkError/contentType(_:expected:)``, ignoring case and
/// parameters.
@Suite(.checksResources)
struct ContentTypeFuzzTests {
  static let seeds = [
    "application/json", "application/problem+json; charset=utf-8", "text/html;charset=\"a;b\"",
    "*/*", "application/*", "application/*+json", "*", "image/svg+xml",
    "multipart/form-data; boundary=x",
  ]
  static let tokens = ["/", ";", "*", "+json", "charset=", "application", "json", " ", "\t", "="]

  @Test func anyTypeIsReadAsLowercaseEssenceOrNothing() {
    Fuzz.cases("content-type", count: 250) { fuzz in
      let header = fuzz.text(seeds: Self.seeds, tokens: Self.tokens, maxCount: 1_024)
      let response = makeResponse(200, "{}", headers: ["Content-Type": header])
      guard let type = response.mimeType else { return }
      let halves = type.split(separator: "/", omittingEmptySubsequences: false)
      #expect(halves.count == 2 && halves.allSatisfy { !$0.isEmpty }, "\(fuzz): \(header)")
      #expect(!type.contains(where: { $0 == " " || $0 == "\t" }), "\(fuzz): \(header)")
      #expect(type == type.lowercased(), "\(fuzz): \(header.debugDescription)")
    }
  }

  @Test func validationPassesOrFailsTypedIgnoringCaseAndParameters() {
    Fuzz.cases("content-type-filter", count: 150) { fuzz in
      let header = fuzz.text(seeds: Self.seeds, tokens: Self.tokens, maxCount: 512)
      let acceptable = (0..<fuzz.int(in: 0...3)).map { _ in
        fuzz.text(seeds: Self.seeds, tokens: Self.tokens, maxCount: 128)
      }
      let passes = Self.passes(header: header, acceptable: acceptable, fuzz: fuzz)
      // Case (ASCII) and parameters do not matter.
      let shouted = String(header.map { $0.isASCII ? Character($0.uppercased()) : $0 })
      let withParameters = header.contains(";") ? header : header + "; charset=utf-8; q=1"
      #expect(
        Self.passes(header: shouted, acceptable: acceptable, fuzz: fuzz) == passes,
        "\(fuzz): \(header.debugDescription) vs \(acceptable)")
      #expect(
        Self.passes(header: withParameters, acceptable: acceptable, fuzz: fuzz) == passes,
        "\(fuzz): \(header.debugDescription) vs \(acceptable)")
      let response = makeResponse(200, "{}", headers: ["Content-Type": header])
      // Anything passes `*/*`; a type read from the header passes itself; nothing passes an
      // empty list; an empty body passes whatever.
      #expect((try? response.filter(contentTypes: acceptable + ["*/*"])) != nil, "\(fuzz)")
      if let type = response.mimeType {
        #expect((try? response.filter(contentTypes: [type])) != nil, "\(fuzz): \(header)")
      }
      #expect((try? response.filter(contentTypes: [])) == nil, "\(fuzz): \(header)")
      let empty = makeResponse(204, headers: ["Content-Type": header])
      #expect((try? empty.filter(contentTypes: acceptable)) != nil, "\(fuzz)")
    }
  }

  /// Whether a response with `header` passes `acceptable`; a failure must be the typed one.
  private static func passes(header: String, acceptable: [String], fuzz: FuzzCase) -> Bool {
    let response = makeResponse(200, "{}", headers: ["Content-Type": header])
    do {
      _ = try response.filter(contentTypes: acceptable)
      return true
    } catch {
      guard case .contentType(let failed, let expected) = error else {
        Issue.record("\(fuzz): \(header.debugDescription) failed with \(error)")
        return false
      }
      #expect(failed === response && expected == acceptable, "\(fuzz)")
      return false
    }
  }
}
