import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// Multipart bodies from any names, types, contents and boundaries a caller passes: encoding
/// fails with the ``MultipartEncodingError`` the input calls for, or writes a body a receiver
/// splits back into exactly the parts given, with no header line a name could inject.
@Suite(.checksResources)
struct MultipartFuzzTests {
  static let boundaries = [
    "XyZ", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a b", "x'()+_,-./:=?", "-", "b",
    String(repeating: "7", count: 70),
  ]
  static let names = ["file", "a\"b", "line\r\nX-Evil: 1", "é 日本", "", "%22"]

  @Test func bodiesSplitBackIntoTheirPartsOrFailTyped() throws {
    try Fuzz.cases("multipart", count: 300) { fuzz in
      let custom = fuzz.chance(50) ? fuzz.text(seeds: Self.boundaries, maxCount: 96) : nil
      var parts: [MultipartFormBodyPart] = []
      var contents: [Data] = []
      for _ in 0..<fuzz.int(in: 0...4) {
        var content = fuzz.randomBytes(maxCount: 256)
        if let custom, fuzz.chance(15) {
          content.insert(contentsOf: Array(custom.utf8), at: fuzz.int(in: 0...content.count))
        }
        contents.append(Data(content))
        parts.append(
          MultipartFormBodyPart(
            provider: .data(Data(content)), name: fuzz.text(seeds: Self.names, maxCount: 64),
            fileName: fuzz.chance(50) ? fuzz.text(seeds: Self.names, maxCount: 64) : nil,
            mimeType: fuzz.chance(50)
              ? fuzz.text(seeds: ["text/plain", "image/png; x=\"y\""], maxCount: 64) : nil))
      }
      let form = MultipartFormData(boundary: custom, parts: parts)
      // A line break in a part's type would start a header line of its own.
      let badType = parts.contains { part in
        part.mimeType?.contains { $0 == "\r" || $0 == "\n" || $0 == "\r\n" } ?? false
      }
      let collides = custom.map { boundary in
        contents.contains { $0.range(of: Data(boundary.utf8)) != nil }
      }
      do {
        let body = try MultipartFormDataEncoder().encode(form)
        #expect(!badType && Self.isValid(boundary: body.boundary), "\(fuzz)")
        #expect(collides != true, "\(fuzz): \(body.boundary) occurs in a part")
        if custom != nil { #expect(body.boundary == custom, "\(fuzz)") }
        #expect(body.contentType == "multipart/form-data; boundary=\(body.boundary)")
        let split = try #require(Self.split(body), "\(fuzz): \(body.boundary)")
        #expect(split.map(\.content) == contents, "\(fuzz)")
        for (headers, part) in zip(split.map(\.headers), parts) {
          #expect(headers.count == (part.mimeType == nil ? 1 : 2), "\(fuzz): \(headers)")
          // Bytes, not characters: a combining mark after a quote makes one character of both.
          let quotes = headers.first?.utf8.filter { $0 == UInt8(ascii: "\"") }.count
          #expect(quotes == (part.fileName == nil ? 2 : 4), "\(fuzz): \(headers)")
        }
      } catch let error as MultipartEncodingError {
        switch error {
        case .invalidMIMEType: #expect(badType, "\(fuzz)")
        case .invalidBoundary(let boundary):
          #expect(!badType && !Self.isValid(boundary: boundary), "\(fuzz): \(boundary)")
        case .boundaryCollision(let boundary):
          #expect(!badType && collides == true && boundary == custom, "\(fuzz)")
        default: Issue.record("\(fuzz): unexpected \(error)")
        }
      }
    }
  }

  /// RFC 2046 §5.1.1: 1 to 70 `bchars`, the last not a space.
  static func isValid(boundary: String) -> Bool {
    let allowed = Set(
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'()+_,-./:=? ".utf8)
    let bytes = Array(boundary.utf8)
    return (1...70).contains(bytes.count) && bytes.last != UInt8(ascii: " ")
      && bytes.allSatisfy(allowed.contains)
  }

  /// The parts of `body` as a receiver finds them: each delimiter is CRLF `--boundary` (the
  /// first needs no CRLF), a part's headers end at the first blank line; `nil` when the body
  /// does not have that shape.
  static func split(_ body: MultipartBody) -> [(headers: [String], content: Data)]? {
    let data = body.data
    let open = Data("--\(body.boundary)".utf8)
    let delimiter = Data("\r\n--\(body.boundary)".utf8)
    let crlf = Data("\r\n".utf8)
    guard data.starts(with: open) else { return nil }
    var parts: [(headers: [String], content: Data)] = []
    var cursor = data.startIndex + open.count
    while true {
      let rest = data[cursor...]
      if rest.elementsEqual(Data("--\r\n".utf8)) { return parts }
      guard rest.starts(with: crlf) else { return nil }
      let start = cursor + crlf.count
      guard let blank = data.range(of: Data("\r\n\r\n".utf8), in: start..<data.endIndex),
        let end = data.range(of: delimiter, in: blank.upperBound..<data.endIndex)
      else { return nil }
      let headers = String(decoding: data[start..<blank.lowerBound], as: UTF8.self)
        .components(separatedBy: "\r\n")
      parts.append((headers, Data(data[blank.upperBound..<end.lowerBound])))
      cursor = end.upperBound
    }
  }
}
