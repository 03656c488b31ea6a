import Foundation

/// A namespace for reactive extensions of `Base`, reached through `.rx`.
///
/// Extend `Reactive where Base == YourType` to add `yourValue.rx.something`; the network layer
/// uses it for Moya's spelling, `provider.rx.request(.user("octocat"))`. For a class, every
/// writable property is a ``Binder``: `sequence.bind(to: label.rx.text)`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The value the extensions act on.
  public let base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: the value the extensions act on.
  public init(_ base: Base) { self.base = base }

  /// A binder that sets the property at `keyPath` on the main queue, holding the base weakly.
  ///
  /// - Parameter keyPath: a writable property of the base object.
  /// - Returns: a binder for that property.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
    -> Binder<Property>
  where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }

  /// Stands for a name that is neither a reactive extension nor a writable property of the
  /// base, so that misspelling one (`provider.rx.requst(.zen)`) is reported as that, not as a
  /// `Binder` that cannot be called.
  @available(*, unavailable, message: "no reactive extension or writable property of that name")
  public subscript(dynamicMember member: String) -> NoSuchMember { NoSuchMember() }

  /// The type of a name `Reactive` does not have: it has no members, and no value of it can be
  /// made outside Streams.
  public struct NoSuchMember {
    init() {}
  }
}

/// A type whose values and metatype have an `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type the namespace extends.
  associatedtype ReactiveBase

  /// The namespace for static reactive extensions.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace for reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace for static reactive extensions.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Allows mutating chains such as `Type.rx.something = …`; there is nothing to store.
    set {}  // swift-format-ignore
  }

  /// The namespace for reactive extensions of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Allows mutating chains such as `value.rx.something = …`; there is nothing to store.
    set {}  // swift-format-ignore
  }
}

extension NSObject: ReactiveCompatible {}
