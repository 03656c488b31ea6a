// One import in place of `import RxSwift`, `RxCocoa`, `RxRelay`, `Moya`, `RxMoya` and
// `Alamofire`: the Observable layer, the network layer and Foundation, re-exported, with the
// names those libraries use. Nothing here is implemented twice; the names are aliases,
// namespaces and thin forwarding types over Streams and StreamsNetwork.

@_exported import Dispatch
@_exported import Foundation
@_exported import Streams
@_exported import StreamsNetwork

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
