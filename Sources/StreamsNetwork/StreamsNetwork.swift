/// Placeholder: the network layer arrives with its own issue.
enum StreamsNetworkNamespace {}
