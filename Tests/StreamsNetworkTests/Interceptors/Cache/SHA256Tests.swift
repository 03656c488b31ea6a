import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func matchesTheStandardVectors(message: String, digest: String) {
    #expect(SHA256.hex(message.utf8) == digest)
    #expect(SHA256.hex(Data(message.utf8)) == digest)
  }

  @Test func hashesAMillionAs() {
    let digest = SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
    #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func feedingInPiecesGivesTheSameDigest() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    for split in [0, 1, 55, 56, 63, 64, 65, 128, 999] {
      var hasher = SHA256()
      hasher.update(bytes[..<split])
      hasher.update(bytes[split...])
      #expect(hasher.finalize() == SHA256.hash(bytes), "split at \(split)")
    }
  }
}
