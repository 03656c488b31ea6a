import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

private let form = "application/x-www-form-urlencoded; charset=utf-8"

/// `body` as `redaction` shows it, as text.
private func shown(
  _ body: String, contentType: String? = "application/json", redaction: Redaction = .default
) -> String {
  String(decoding: redaction.body(Data(body.utf8), contentType: contentType), as: UTF8.self)
}

/// Bodies for humans: the values of sensitive JSON members and form fields are hidden.
@Suite(.checksResources)
struct RedactionBodyTests {
  @Test func aJSONPasswordIsHiddenAndTheRestKeptByteForByte() {
    #expect(
      shown(#"{"user":"ada","password":"pw-1","remember":true}"#)
        == #"{"user":"ada","password":"<redacted>","remember":true}"#)
    let pretty = "{\n  \"user\" : \"ada\",\n  \"password\" : \"pw-1\"\n}\n"
    #expect(shown(pretty) == "{\n  \"user\" : \"ada\",\n  \"password\" : \"<redacted>\"\n}\n")
  }

  @Test func membersAreFoundAtAnyDepthAndInsideArrays() {
    let body = """
      {"account":{"name":"ada","profile":{"token":"t-1","age":36}},\
      "devices":[{"id":1,"refresh_token":"r-1"},{"id":2},[{"secret":"s-1"}]],\
      "list":["password","token"]}
      """
    #expect(
      shown(body) == """
        {"account":{"name":"ada","profile":{"token":"<redacted>","age":36}},\
        "devices":[{"id":1,"refresh_token":"<redacted>"},{"id":2},[{"secret":"<redacted>"}]],\
        "list":["password","token"]}
        """)
    #expect(
      shown(#"[{"password":"pw-1"},{"user":"ada"}]"#)
        == #"[{"password":"<redacted>"},{"user":"ada"}]"#)
  }

  @Test(arguments: [
    "Password", "PASSWORD", "access-token", "accessToken", "refreshToken", "client.secret",
    "X-API-Key", "Cookie", "Authorization", "pass\\u0077ord",
  ])
  func namesAreMatchedAsQueryKeysAndHeaderNamesAre(name: String) {
    #expect(shown(#"{"\#(name)":"s-1","page":2}"#) == #"{"\#(name)":"<redacted>","page":2}"#)
  }

  @Test func aSensitiveValueIsHiddenWhateverItIs() {
    #expect(
      shown(#"{"otp":123456,"token":null,"secret":{"a":[1,{"b":2}]},"key":[1,2],"auth":false}"#)
        == #"{"otp":"<redacted>","token":"<redacted>","secret":"<redacted>","key":"<redacted>","auth":"<redacted>"}"#
    )
    #expect(shown(#"{"password" : { } , "n":1}"#) == #"{"password" : "<redacted>" , "n":1}"#)
  }

  @Test func escapedValuesAndOtherMembersAreKeptAsWritten() {
    let body = #"{"note":"a \"quoted\" \u00e9 \/ line\nnext","password":"p\"w","n":-1.5e+3}"#
    #expect(
      shown(body)
        == #"{"note":"a \"quoted\" \u00e9 \/ line\nnext","password":"<redacted>","n":-1.5e+3}"#)
  }

  @Test func aByteOrderMarkIsKept() {
    let marked = "\u{FEFF}" + #" {"password":"pw-1"}"#
    #expect(shown(marked) == "\u{FEFF}" + #" {"password":"<redacted>"}"#)
  }

  @Test func jsonIsReadWhateverTheContentTypeSays() {
    #expect(shown(#"{"password":"pw-1"}"#, contentType: nil) == #"{"password":"<redacted>"}"#)
    #expect(
      shown(#"{"password":"pw-1"}"#, contentType: "text/plain") == #"{"password":"<redacted>"}"#)
  }

  @Test func formFieldsAreHiddenWhenTheBodyIsAForm() {
    #expect(
      shown("user=ada&password=pw%201&remember=1", contentType: form)
        == "user=ada&password=<redacted>&remember=1")
    #expect(
      shown("grant_type=refresh_token&refresh_token=r-1&client_secret=c-1", contentType: form)
        == "grant_type=refresh_token&refresh_token=<redacted>&client_secret=<redacted>")
    #expect(
      shown("pass%77ord=x&Access-Token=y", contentType: form)
        == "pass%77ord=<redacted>&Access-Token=<redacted>")
    #expect(
      shown("password=&flag&=v&&token=t", contentType: form)
        == "password=&flag&=v&&token=<redacted>")
  }

  @Test func aFormLikeBodyOfAnotherTypeIsLoggedAsToday() {
    #expect(shown("user=ada&password=pw-1", contentType: "text/plain") == "user=ada&password=pw-1")
    #expect(shown("user=ada&password=pw-1", contentType: nil) == "user=ada&password=pw-1")
  }

  @Test(arguments: [
    "<login><password>pw-1</password></login>", "password: pw-1", "plain text",
    #""password""#, "42",
  ])
  func bodiesThatAreNeitherAreUntouched(body: String) {
    #expect(shown(body, contentType: "application/xml") == body)
    #expect(shown(body) == body)
  }

  @Test(arguments: [
    #"{"password":"pw-1""#, #"{"password": pw-1}"#, #"{"password":"pw-1"} trailing"#,
    #"{"password":"pw-1",}"#, #"{"password":"p\qw"}"#, #"[{"password":"pw-1"}"#,
    #"{"password":"pw-1"]"#, #"{password:"pw-1"}"#, #"{"n":01,"password":"pw-1"}"#,
    "{\"password\":\"pw\u{1}\"}",
  ])
  func invalidJSONIsUntouched(body: String) {
    #expect(shown(body) == body)
  }

  @Test func noneShowsEverythingAndRemovedKeysAreShown() {
    let body = #"{"password":"pw-1","code":"c-1"}"#
    #expect(shown(body, redaction: .none) == body)
    #expect(shown("password=pw-1", contentType: form, redaction: .none) == "password=pw-1")
    #expect(
      shown(body, redaction: .default.removing(queryKeys: ["code"]))
        == #"{"password":"<redacted>","code":"c-1"}"#)
    #expect(
      shown(#"{"tenant":"t-1"}"#, redaction: .default.adding(queryKeys: ["tenant"]))
        == #"{"tenant":"<redacted>"}"#)
  }

  @Test func deepNestingIsReadWithoutRecursion() {
    let depth = 100_000
    let body =
      String(repeating: "[", count: depth) + #"{"password":"pw-1"}"#
      + String(repeating: "]", count: depth)
    let expected =
      String(repeating: "[", count: depth) + #"{"password":"<redacted>"}"#
      + String(repeating: "]", count: depth)
    #expect(shown(body) == expected)
  }

  @Test func aBodyWithNothingToHideIsReturnedAsItIs() {
    let body = Data(#"{"user":"ada","items":[1,2]}"#.utf8)
    #expect(Redaction.default.body(body, contentType: "application/json") == body)
    let binary = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
    #expect(Redaction.default.body(binary, contentType: "image/png") == binary)
    #expect(Redaction.default.body(Data(), contentType: form) == Data())
  }
}
