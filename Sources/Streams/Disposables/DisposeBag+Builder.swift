extension DisposeBag {
  /// Builds an array of disposables from the statements of a closure: `DisposeBag { … }` and
  /// `bag.insert { … }`.
  ///
  /// Each statement that is a `Disposable` becomes an element; `if`, `if`/`else`, `switch`,
  /// `for` and optional statements are supported.
  @resultBuilder
  public enum DisposableBuilder {
    /// The disposables of a block, in order.
    ///
    /// - Parameter disposables: one entry per statement.
    /// - Returns: the disposables.
    public static func buildBlock(_ disposables: [Disposable]...) -> [Disposable] {
      disposables.flatMap { $0 }
    }

    /// One statement's disposable.
    ///
    /// - Parameter disposable: the statement's value.
    /// - Returns: the disposable, alone.
    public static func buildExpression(_ disposable: Disposable) -> [Disposable] { [disposable] }

    /// An `if` without `else`.
    ///
    /// - Parameter disposables: the branch's disposables, or `nil` when it was not taken.
    /// - Returns: the disposables, or none.
    public static func buildOptional(_ disposables: [Disposable]?) -> [Disposable] {
      disposables ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter disposables: the branch's disposables.
    /// - Returns: the disposables.
    public static func buildEither(first disposables: [Disposable]) -> [Disposable] {
      disposables
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter disposables: the branch's disposables.
    /// - Returns: the disposables.
    public static func buildEither(second disposables: [Disposable]) -> [Disposable] {
      disposables
    }

    /// The iterations of a `for` loop.
    ///
    /// - Parameter disposables: one entry per iteration.
    /// - Returns: the disposables, in order.
    public static func buildArray(_ disposables: [[Disposable]]) -> [Disposable] {
      disposables.flatMap { $0 }
    }
  }

  /// Creates a bag holding the disposables the builder produces.
  ///
  ///     let bag = DisposeBag { a.subscribe(); b.bind(to: c) }
  ///
  /// - Parameter builder: lists the disposables, one per statement.
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds the disposables the builder produces.
  ///
  ///     bag.insert { a.subscribe(); b.bind(to: c) }
  ///
  /// - Parameter builder: lists the disposables, one per statement.
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }
}
