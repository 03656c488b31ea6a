import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestType {
  /// The request as a `curl` command to paste into a POSIX shell, as Moya's
  /// `cURLDescription`, redacted as ``Redaction/current`` says and without the body.
  ///
  /// Unlike Moya's, this text never carries a secret unasked: sensitive headers and query
  /// values read `<redacted>`, and the body (which may hold a password) is left out, a leading
  /// `#` comment line saying how many bytes. To replay a request exactly, ask for it:
  /// `cURLDescription(redaction: .none, includingBody: true)`.
  ///
  /// - Returns: the command, or a shell comment when there is no request or URL.
  public func cURLDescription() -> String {
    cURLDescription(redaction: .current, includingBody: false)
  }

  /// The request as a `curl` command to paste into a POSIX shell, redacted as told.
  ///
  /// The command carries the method, every header (``sessionHeaders`` merged with the
  /// request's own, which win, names compared ignoring case), the body when asked, and the
  /// URL. Every word that needs it is single-quoted, a `'` becoming `'\''`, so quotes, `$`,
  /// backticks and newlines reach `curl` unchanged. A text body goes in `--data-raw` (which
  /// never reads a file, even when the body starts with `@`). A body that is not printable
  /// UTF-8 text (NUL, `\r`, other control bytes, invalid UTF-8) is piped in byte for byte:
  /// `printf '\211PNG…' | curl … --data-binary @-`. A body stream cannot be shown; a leading
  /// `#` comment line says so. Unlike Moya, the command has no `$ ` prompt in front and no
  /// `-v`, so it pastes as is; a `HEAD` request uses `--head` (with `-X HEAD`, curl would wait
  /// for a body).
  ///
  /// - Parameters:
  ///   - redaction: which header, query and body values read `<redacted>` (in a JSON or form
  ///     body, as ``Redaction/body(_:contentType:)`` says); ``Redaction/none`` replays the
  ///     request exactly.
  ///   - includingBody: whether the body is part of the command.
  /// - Returns: the command, or a shell comment when there is no request or URL.
  public func cURLDescription(redaction: Redaction, includingBody: Bool) -> String {
    cURLText(redaction: redaction, headers: true, body: includingBody)
  }

  /// Hands ``cURLDescription()`` to `handler` and returns the request, as Moya's
  /// `cURLDescription(calling:)`; the handler runs before this returns.
  ///
  /// - Parameter handler: receives the command.
  /// - Returns: this request, to chain calls.
  @discardableResult
  public func cURLDescription(calling handler: (String) -> Void) -> Self {
    handler(cURLDescription())
    return self
  }

  /// The headers that go out: session headers, overridden by the request's own whatever their
  /// case, sorted by name.
  var mergedHeaders: [(name: String, value: String)] {
    var byName: [String: (name: String, value: String)] = [:]
    for (name, value) in sessionHeaders { byName[name.lowercased()] = (name, value) }
    for (name, value) in request?.allHTTPHeaderFields ?? [:] {
      byName[name.lowercased()] = (name, value)
    }
    return byName.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The `Content-Type` that goes out with the body, session headers included.
  var bodyContentType: String? {
    mergedHeaders.first { $0.name.lowercased() == "content-type" }?.value
  }

  /// The command, with the headers and the body only when asked for; a body left out is
  /// mentioned by its size only.
  func cURLText(redaction: Redaction, headers: Bool, body: Bool) -> String {
    guard let request, let url = request.url else {
      return "# curl command could not be created: the request has no URL"
    }
    var notes: [String] = []
    var input = ""
    var words: [String] = []
    let method = request.httpMethod ?? "GET"
    words.append(method == "HEAD" ? "--head" : "-X " + ShellQuoting.word(method))
    for (name, value) in headers ? mergedHeaders : [] {
      let shown = redaction.headerValue(value, name: name)
      // `Name:` with nothing after it tells curl to drop the header; `Name;` sends it empty.
      let field = shown.isEmpty ? name + ";" : name + ": " + shown
      words.append("-H " + ShellQuoting.word(field))
    }
    if request.httpBodyStream != nil {
      notes.append("# the request body is a stream and is not shown")
    }
    if let data = request.httpBody, !data.isEmpty {
      let shown = body ? redaction.body(data, contentType: bodyContentType) : data
      if !body {
        notes.append("# the request body (\(data.count) bytes) is not shown")
      } else if let text = ShellQuoting.pasteableText(shown) {
        words.append("--data-raw " + ShellQuoting.word(text))
      } else {
        input = "printf " + ShellQuoting.printfLiteral(shown) + " | "
        words.append("--data-binary @-")
      }
    }
    words.append(ShellQuoting.word(redaction.url(url)))
    let command = input + "curl " + words.joined(separator: " \\\n  ")
    return (notes + [command]).joined(separator: "\n")
  }
}

/// Quoting for POSIX shells (`sh`, `bash`, `zsh`, `dash`).
enum ShellQuoting {
  /// `text` as one shell word: bare when every character is plainly safe, else single-quoted
  /// with each `'` written `'\''`.
  static func word(_ text: String) -> String {
    if !text.isEmpty, text.unicodeScalars.allSatisfy(isBare) { return text }
    return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The body as text, when it is UTF-8 that pastes into a terminal unchanged: no control
  /// characters but tab and newline (a pasted `\r` may turn into `\n`, a NUL cannot be in an
  /// argument), no DEL or C1 controls.
  static func pasteableText(_ data: Data) -> String? {
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: continue
      case 0x00..<0x20, 0x7F...0x9F: return nil
      default: continue
      }
    }
    return text
  }

  /// A single-quoted `printf` format that writes exactly `data`: printable ASCII as itself,
  /// every other byte (and `'`, `\`, `%`, `-`) as a three-digit octal escape, which POSIX
  /// `printf` understands.
  static func printfLiteral(_ data: Data) -> String {
    var literal = "'"
    literal.reserveCapacity(data.count * 2 + 2)
    for byte in data {
      switch byte {
      case 0x27, 0x5C, 0x25, 0x2D:  // ' \ % - (a leading '-' would read as an option)
        literal += octal(byte)
      case 0x20...0x7E:
        literal.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        literal += octal(byte)
      }
    }
    return literal + "'"
  }

  private static func octal(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 8)
    return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
  }

  private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "@", "%", "+", ",", "=":
      true
    default:
      false
    }
  }
}
