import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct MultipartFormDataTests {
  private func text(_ body: MultipartBody) -> String { String(decoding: body.data, as: UTF8.self) }

  /// A scratch directory removed when `body` returns.
  private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-multipart-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func writesTheRFC7578ByteLayout() throws {
    let form = MultipartForm(
      boundary: "XyZ",
      parts: [
        MultipartFormData(provider: .data(Data("hello".utf8)), name: "greeting"),
        MultipartFormData(
          provider: .data(Data("{}".utf8)), name: "meta", fileName: "m.json",
          mimeType: "application/json"),
      ])
    let body = try MultipartFormDataEncoder().encode(form)
    #expect(
      text(body)
        == "--XyZ\r\n"
        + "Content-Disposition: form-data; name=\"greeting\"\r\n\r\n"
        + "hello\r\n"
        + "--XyZ\r\n"
        + "Content-Disposition: form-data; name=\"meta\"; filename=\"m.json\"\r\n"
        + "Content-Type: application/json\r\n\r\n"
        + "{}\r\n"
        + "--XyZ--\r\n")
    #expect(body.boundary == "XyZ")
    #expect(body.contentType == "multipart/form-data; boundary=XyZ")
    #expect(form.contentType == body.contentType)
  }

  @Test func anEmptyFormIsTheCloseDelimiter() throws {
    let body = try MultipartFormDataEncoder().encode(MultipartForm(boundary: "b"))
    #expect(text(body) == "--b--\r\n")
  }

  @Test func escapesQuotesAndLineBreaksInNames() throws {
    let form = MultipartForm(
      boundary: "b",
      parts: [
        MultipartFormData(
          provider: .data(Data("x".utf8)), name: "a\"b\r\nX-Evil: 1", fileName: "f\n\".txt")
      ])
    #expect(
      text(try MultipartFormDataEncoder().encode(form)).contains(
        "name=\"a%22b%0D%0AX-Evil: 1\"; filename=\"f%0A%22.txt\"\r\n"))
  }

  @Test func rejectsAMIMETypeWithALineBreak() {
    let form: MultipartForm = [
      MultipartFormData(provider: .data(Data()), name: "a", mimeType: "text/plain\r\nX: 1")
    ]
    let error = #expect(throws: MultipartEncodingError.self) {
      try MultipartFormDataEncoder().encode(form)
    }
    guard case .invalidMIMEType? = error else {
      Issue.record("expected invalidMIMEType")
      return
    }
  }

  @Test func randomBoundariesAreValidAndDistinct() {
    let boundaries = (0..<50).map { _ in MultipartForm.randomBoundary() }
    #expect(Set(boundaries).count == 50)
    for boundary in boundaries {
      #expect(boundary.hasPrefix("streams.boundary."))
      #expect(boundary.count == 49)
    }
    let literal: MultipartForm = []
    #expect(literal.isBoundaryGenerated)
    #expect(!MultipartForm(boundary: "x").isBoundaryGenerated)
  }

  @Test func replacesAGeneratedBoundaryFoundInTheContent() throws {
    let colliding = "streams.boundary.0000"
    let content = Data("before --\(colliding) after".utf8)
    let form = MultipartForm(
      parts: [MultipartFormData(provider: .data(content), name: "f")],
      generatedBoundary: colliding)
    let body = try MultipartFormDataEncoder().encode(form)
    #expect(body.boundary != colliding)
    #expect(content.range(of: Data(body.boundary.utf8)) == nil)
    #expect(text(body).hasPrefix("--\(body.boundary)\r\n"))
    #expect(text(body).hasSuffix("\r\n--\(body.boundary)--\r\n"))
    #expect(body.contentType == "multipart/form-data; boundary=\(body.boundary)")
  }

  @Test func keepsDrawingUntilABoundaryIsFree() throws {
    let content = Data("one two".utf8)
    var draws = ["two", "three"].makeIterator()
    let encoder = MultipartFormDataEncoder(maxAttempts: 5, makeBoundary: { draws.next() ?? "x" })
    let form = MultipartForm(
      parts: [MultipartFormData(provider: .data(content), name: "f")], generatedBoundary: "one")
    #expect(try encoder.encode(form).boundary == "three")
  }

  @Test func givesUpAfterTheLastAttempt() {
    let encoder = MultipartFormDataEncoder(maxAttempts: 3, makeBoundary: { "same" })
    let form = MultipartForm(
      parts: [MultipartFormData(provider: .data(Data("same".utf8)), name: "f")],
      generatedBoundary: "same")
    let error = #expect(throws: MultipartEncodingError.self) { try encoder.encode(form) }
    guard case .boundaryCollision("same")? = error else {
      Issue.record("expected boundaryCollision")
      return
    }
  }

  @Test func neverReplacesABoundaryYouChose() {
    let form = MultipartForm(
      boundary: "mine",
      parts: [MultipartFormData(provider: .data(Data("is mine".utf8)), name: "f")])
    let error = #expect(throws: MultipartEncodingError.self) {
      try MultipartFormDataEncoder().encode(form)
    }
    guard case .boundaryCollision("mine")? = error else {
      Issue.record("expected boundaryCollision")
      return
    }
  }

  @Test(arguments: ["", "a\r\nb", String(repeating: "a", count: 71), "ends with space ", "é"])
  func rejectsBoundariesRFC2046Forbids(boundary: String) {
    let error = #expect(throws: MultipartEncodingError.self) {
      try MultipartFormDataEncoder().encode(MultipartForm(boundary: boundary))
    }
    guard case .invalidBoundary? = error else {
      Issue.record("expected invalidBoundary")
      return
    }
  }

  @Test func filePartsUseTheFileNameAndAGuessedType() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("photo.PNG")
      try Data([0x89, 0x50]).write(to: file)
      let form = MultipartForm(
        boundary: "b", parts: [MultipartFormData(provider: .file(file), name: "avatar")])
      let body = try MultipartFormDataEncoder().encode(form)
      var expected = Data(
        ("--b\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"photo.PNG\"\r\n"
          + "Content-Type: image/png\r\n\r\n").utf8)
      expected.append(contentsOf: [0x89, 0x50])
      expected.append(Data("\r\n--b--\r\n".utf8))
      #expect(body.data == expected)
      let named = MultipartForm(
        boundary: "b",
        parts: [
          MultipartFormData(
            provider: .file(file), name: "a", fileName: "x.bin", mimeType: "image/x-custom")
        ])
      #expect(text(try MultipartFormDataEncoder().encode(named)).contains("filename=\"x.bin\""))
    }
  }

  @Test func badFilePartsThrowTypedErrors() throws {
    try withTemporaryDirectory { directory in
      let cases: [(URL, String)] = [
        (URL(string: "https://example.com/file.txt")!, "bodyPartURLInvalid"),
        (directory.appendingPathComponent("missing.txt"), "bodyPartFileNotReachable"),
        (directory, "bodyPartFileIsDirectory"),
      ]
      for (url, expected) in cases {
        let form: MultipartForm = [MultipartFormData(provider: .file(url), name: "f")]
        let error = #expect(throws: MultipartEncodingError.self) {
          try MultipartFormDataEncoder().encode(form)
        }
        switch error {
        case .bodyPartURLInvalid?: #expect(expected == "bodyPartURLInvalid")
        case .bodyPartFileNotReachable?: #expect(expected == "bodyPartFileNotReachable")
        case .bodyPartFileIsDirectory?: #expect(expected == "bodyPartFileIsDirectory")
        default: Issue.record("expected \(expected), got \(String(describing: error))")
        }
      }
    }
  }

  @Test func streamPartsReadTheirDeclaredLength() throws {
    let stream = InputStream(data: Data("abcdef".utf8))
    let form = MultipartForm(
      boundary: "XyZ",
      parts: [MultipartFormData(provider: .stream(stream, 4), name: "s", fileName: "s.txt")])
    #expect(
      text(try MultipartFormDataEncoder().encode(form))
        == "--XyZ\r\nContent-Disposition: form-data; name=\"s\"; filename=\"s.txt\"\r\n\r\n"
        + "abcd\r\n--XyZ--\r\n")
  }

  @Test func aShortStreamThrows() {
    let stream = InputStream(data: Data("ab".utf8))
    let form: MultipartForm = [MultipartFormData(provider: .stream(stream, 5), name: "s")]
    let error = #expect(throws: MultipartEncodingError.self) {
      try MultipartFormDataEncoder().encode(form)
    }
    guard case .inputStreamTooShort(expected: 5, actual: 2)? = error else {
      Issue.record("expected inputStreamTooShort, got \(String(describing: error))")
      return
    }
  }

  @Test func encodesIntoARequestWithTheMatchingContentType() throws {
    var request = makeRequest(method: .post)
    request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
    let form: MultipartForm = [
      MultipartFormData(provider: .data(Data("x".utf8)), name: "a")
    ]
    let encoded = try MultipartFormDataEncoder().encode(form, into: request)
    let contentType = try #require(encoded.value(forHTTPHeaderField: "Content-Type"))
    #expect(contentType == form.contentType)
    #expect(bodyText(encoded)?.hasPrefix("--\(form.boundary)\r\n") == true)
  }

  @Test func errorsDescribeTheFix() {
    let description = MultipartEncodingError.boundaryCollision("b").localizedDescription
    #expect(description.contains("choose another boundary"))
  }
}
