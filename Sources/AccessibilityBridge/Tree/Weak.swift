/// A reference that does not keep its object alive.
struct Weak<T: AnyObject> {
  weak var object: T?

  init(_ object: T) { self.object = object }
}
