/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`: reading calls
/// `get`, writing calls `set`.
///
/// ```swift
/// var shown = false
/// let isPresented = Binding(get: { shown }, set: { shown = $0 })
/// ```
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }

  /// The current value; assigning writes through to the owner.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// A binding to a value that never changes; writes are dropped.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}
