// streams-demo: Streams over real HTTP, against an embedded GitHub-like fixture API by default.
//
//   streams-demo [--scene NAME]… [--base-url URL] [--login NAME] [--json] [--verbose] [--no-color]
//
// Everything lives in StreamsDemoKit, so the tests run the same code; this file only wires the
// process's arguments, environment and standard streams to it.
import Foundation
import StreamsDemoKit

let status = await StreamsDemoCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  output: StandardStream.output, errors: StandardStream.error)
exit(status)
