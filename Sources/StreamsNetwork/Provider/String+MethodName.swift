extension String {
  /// This method name in upper case, as requests carry it: the string itself when
  /// `uppercased()` would change nothing (only ASCII and no lower-case letter: `GET`, `POST`,
  /// the usual case, checked byte by byte), else `uppercased()`.
  ///
  /// Every request reads its method; `uppercased()` builds a new string even when nothing
  /// changes.
  var uppercasedMethodName: String {
    let changes = utf8.contains {
      ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 >= 0x80
    }
    return changes ? uppercased() : self
  }
}
