// `import RxSwift`: the names RxSwift 6 gives a file, and no others. Each is an alias of the
// Streams type that does the work; members come with the types. Foundation and Dispatch are
// re-exported, as a framework build of RxSwift re-exports them through its umbrella header.
// Streams' own names (and Swift's `Task`, which stays Swift's) are not here.

@_exported import Dispatch
@_exported import Foundation
import Streams
