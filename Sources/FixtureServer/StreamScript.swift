import Foundation

/// A response body written over time: a list of steps (write, pause, flush, hold, drop, end)
/// and how the body is framed on the wire.
///
/// ```swift
/// server.route(.get, "/split", response: .stream([
///   .write("data: a\r"), .flush, .pause(.milliseconds(20)), .write("\n\r\n"), .end,
/// ]))
/// ```
///
/// With ``Framing/chunked`` every write is one chunk, exactly as the script gives it, so a test
/// can put a chunk boundary anywhere (between a CR and its LF, in the middle of an event).
/// Writes are collected and go out in one send at the next ``Step/flush``, pause, hold, drop or
/// end (or once 64 KiB are waiting); the head goes out with the first of them.
///
/// A script can also be generated one step at a time (``init(count:framing:step:)``), so a
/// body of any size goes out without ever being in memory whole.
public struct StreamScript: Sendable, Equatable, Sequence {
  /// How the body is delimited on the wire.
  public enum Framing: Sendable, Equatable {
    /// `Transfer-Encoding: chunked`: each write is one chunk; a normal end sends the zero chunk.
    case chunked
    /// No length at all, HTTP/1.0 style: the body ends when the server closes the connection.
    /// A `Content-Length` the response's headers set is sent as given: a body of known length
    /// written over time, or one that lies about its length.
    case untilClose
  }

  /// Steps made on demand from their index, shared by reference so a script stays a small value.
  final class Generator: Sendable {
    /// How many steps it makes.
    let count: Int
    /// Makes step `index`, counting from 0.
    let make: @Sendable (Int) -> Step

    init(count: Int, make: @escaping @Sendable (Int) -> Step) {
      self.count = count
      self.make = make
    }
  }

  /// A run of steps: given as a list, or generated.
  enum Segment: Sendable, Equatable {
    case steps([Step])
    case generated(Generator)

    static func == (lhs: Segment, rhs: Segment) -> Bool {
      switch (lhs, rhs) {
      case (.steps(let left), .steps(let right)): left == right
      case (.generated(let left), .generated(let right)): left === right
      default: false
      }
    }
  }

  /// How the body is delimited.
  public var framing: Framing
  /// The runs of steps, in order.
  var segments: [Segment]

  /// A script of the given steps.
  ///
  /// - Parameters:
  ///   - steps: The steps, in order; the body ends normally after the last one unless a step
  ///     ends it first (``Step/drop``, ``Step/reset``, ``Step/hold``, ``Step/end``).
  ///   - framing: How the body is delimited; chunked by default.
  public init(_ steps: [Step], framing: Framing = .chunked) {
    self.framing = framing
    segments = [.steps(steps)]
  }

  /// A script of `count` steps made one at a time while the body is sent, so memory holds one
  /// step at a time whatever the body's size.
  ///
  /// - Parameters:
  ///   - count: How many steps; negative counts as 0.
  ///   - framing: How the body is delimited; chunked by default.
  ///   - step: Makes step `index` (0 ..< `count`); runs on the connection's thread, once per
  ///     index for each response sent, possibly on several connections at once.
  public init(
    count: Int, framing: Framing = .chunked, step: @escaping @Sendable (Int) -> Step
  ) {
    self.framing = framing
    segments = [.generated(Generator(count: Swift.max(0, count), make: step))]
  }

  /// This script followed by `other`'s steps, keeping this script's framing.
  ///
  /// - Parameter other: The script whose steps come next.
  /// - Returns: The longer script.
  public func followed(by other: StreamScript) -> StreamScript {
    var copy = self
    copy.segments += other.segments
    return copy
  }

  /// This script followed by `steps`.
  ///
  /// - Parameter steps: The steps that come next.
  /// - Returns: The longer script.
  public func followed(by steps: [Step]) -> StreamScript {
    followed(by: StreamScript(steps))
  }

  /// Iterates over the steps, making generated ones as they are reached.
  ///
  /// - Returns: An iterator at the first step.
  public func makeIterator() -> Iterator { Iterator(segments: segments) }

  /// The steps of a script, in order.
  public struct Iterator: IteratorProtocol {
    private let segments: [Segment]
    private var segment = 0
    private var index = 0

    init(segments: [Segment]) { self.segments = segments }

    /// The next step, or `nil` after the last.
    ///
    /// - Returns: The step.
    public mutating func next() -> Step? {
      while segment < segments.count {
        let step: Step?
        switch segments[segment] {
        case .steps(let steps): step = index < steps.count ? steps[index] : nil
        case .generated(let generator):
          step = index < generator.count ? generator.make(index) : nil
        }
        if let step {
          index += 1
          return step
        }
        segment += 1
        index = 0
      }
      return nil
    }
  }
}
