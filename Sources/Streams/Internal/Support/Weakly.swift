// The closures behind every `subscribe(with:…)` form: each hands a weakly held object to the
// caller's closure, and does nothing once the object is gone or when there is no closure.
//
// The wrapper is returned even when `body` is `nil`, on purpose: a subscriber that passes an
// object has taken charge of errors, so a missing `onError` swallows the error rather than
// sending it to `Hooks.defaultErrorHandler` (as in RxSwift).

/// A closure that calls `body` with `object` and its argument while `object` is alive.
@inlinable
func weakly<Object: AnyObject, Value>(
  _ object: Object, _ body: ((Object, Value) -> Void)?
) -> (Value) -> Void {
  { [weak object] value in
    guard let object else { return }
    body?(object, value)
  }
}

/// A closure that calls `body` with `object` while `object` is alive.
@inlinable
func weakly<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> () -> Void {
  { [weak object] in
    guard let object else { return }
    body?(object)
  }
}
