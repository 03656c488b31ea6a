// One import in place of `import RxTest` and `import RxBlocking` in test targets: the
// virtual-time test kit and the compatibility module, re-exported, with RxTest's name as a
// namespace.

@_exported import StreamsBlocking
@_exported import StreamsCompat
@_exported import StreamsTest
@_exported import StreamsXCTest
