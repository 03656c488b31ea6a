import Foundation

/// The process's resident memory, for tests that check a stream does not pile up in memory.
enum ResidentMemory {
  /// The resident set size in bytes, from `/proc/self/statm`; `nil` where there is no procfs.
  static func bytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
