import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct DisposeBagBuilderTests {
  @Test func theBuilderInitializerOwnsEveryStatement() {
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    let third = BooleanDisposable()
    let skipped = BooleanDisposable()
    let looped = [BooleanDisposable(), BooleanDisposable()]
    let include = true
    var bag: DisposeBag? = DisposeBag {
      first
      second
      if include { third } else { skipped }
      if !include { skipped }
      for disposable in looped { disposable }
    }
    #expect(!first.isDisposed)
    withExtendedLifetime(bag) {}
    bag = nil
    #expect(first.isDisposed && second.isDisposed && third.isDisposed)
    let loopedDisposed = looped.allSatisfy { $0.isDisposed }
    #expect(loopedDisposed)
    #expect(!skipped.isDisposed)
  }

  @Test func theBuilderInsertAddsEveryStatement() {
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    var bag: DisposeBag? = DisposeBag()
    bag?.insert {
      first
      second
    }
    bag = nil
    #expect(first.isDisposed && second.isDisposed)
  }

  @Test func variadicInsertAddsEveryArgument() {
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(first, second)
    bag = nil
    #expect(first.isDisposed && second.isDisposed)
  }
}
