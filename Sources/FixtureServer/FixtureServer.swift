/// Placeholder: the fixture server arrives with the network issue.
enum FixtureServerNamespace {}
