// `import RxBlocking`: RxBlocking's names; `toBlocking()` comes with the types.

import StreamsBlocking

/// RxBlocking's `BlockingObservable`: `StreamsBlocking.BlockingObservable`.
public typealias BlockingObservable = StreamsBlocking.BlockingObservable
/// RxBlocking's `MaterializedSequenceResult`: `StreamsBlocking.MaterializedSequenceResult`.
public typealias MaterializedSequenceResult = StreamsBlocking.MaterializedSequenceResult
