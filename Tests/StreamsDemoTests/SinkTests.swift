import Foundation
import Streams
import StreamsDemoKit
import TestSupport
import Testing

/// The sinks, fed through their binders.
@Suite(.checksResources)
struct SinkTests {
  private let owner = UserSummary(login: "mona", id: 1)

  @Test func tableAlignsColumnsAndDrawsOnTheRenderQueue() async {
    let output = CapturedOutput()
    let render = RenderScheduler()
    let onRenderQueue = OnRenderQueue(render)
    let table = Table<Repository>(
      terminal: Terminal(output: output, errors: CapturedOutput()), scheduler: render,
      columns: [
        .init("name") { onRenderQueue.check($0.name) },
        .init("stars", alignment: .right) { "\($0.stargazersCount)" },
      ])
    let rows = [
      Repository(id: 1, name: "a", owner: owner, stargazersCount: 1_234),
      Repository(id: 2, name: "longer", owner: owner, stargazersCount: 5),
    ]
    let binding = Observable.just(rows).bind(to: table.binder)
    await render.drain()
    binding.dispose()
    #expect(table.tables == [rows])
    #expect(
      output.lines == ["  name    stars", "  ──────  ─────", "  a        1234", "  longer      5"])
    #expect(onRenderQueue.always)
  }

  @Test func progressBarRedrawsOnATerminalAndWritesLinesElsewhere() async {
    let start = FanOutProgress(total: 2, started: Date(timeIntervalSince1970: 0))
    let repository = Repository(id: 1, name: "x", owner: owner)
    let updates = [start, start.adding(repository), start.adding(repository).adding(repository)]
    for isTerminal in [false, true] {
      let output = CapturedOutput(isTerminal: isTerminal)
      let render = RenderScheduler()
      let bar = ProgressBar(
        terminal: Terminal(output: output, errors: CapturedOutput(), color: false),
        scheduler: render, width: 4)
      let binding = Observable.from(updates).bind(to: bar.binder)
      await render.drain()
      binding.dispose()
      #expect(bar.updates == updates)
      if isTerminal {
        #expect(output.text.components(separatedBy: "\r\u{1B}[2K").count == 4)
        #expect(output.text.contains("████ 2/2"))
        #expect(output.text.hasSuffix("mona/x\n"))
      } else {
        #expect(output.lines.map { String($0.prefix(7)) } == ["  [0/2]", "  [1/2]", "  [2/2]"])
      }
    }
  }

  @Test func renderSchedulerRunsAtOnceOnItsQueueAndQueuesElsewhere() async {
    let render = RenderScheduler()
    let order = Locked<[String]>([])
    _ = render.schedule(()) { _ in
      order.withLock { $0.append("outer") }
      _ = render.schedule(()) { _ in
        order.withLock { $0.append("inner, at once") }
        return Disposables.create()
      }
      order.withLock { $0.append("outer ends") }
      return Disposables.create()
    }
    await render.drain()
    #expect(order.withLock { $0 } == ["outer", "inner, at once", "outer ends"])
    #expect(!render.isCurrent)
  }
}

/// Records whether every call came on the render queue.
private final class OnRenderQueue: @unchecked Sendable {
  // Safe to share: the flag lives in a `Locked` box; the scheduler is thread-safe.
  private let render: RenderScheduler
  private let flag = Locked(true)

  init(_ render: RenderScheduler) { self.render = render }

  func check(_ value: String) -> String {
    let current = render.isCurrent
    flag.withLock { $0 = $0 && current }
    return value
  }

  var always: Bool { flag.withLock { $0 } }
}
