/// The value a sheet last saw or reported of something that changes, so that it acts on
/// each change once: a binding's value, the size it laid out for, the position it reported.
///
/// ```swift
/// var size = Observed<Size>()
/// size.record(screen.size)   // true: the first value is a change
/// size.record(screen.size)   // false: nothing changed
/// ```
struct Observed<Value: Equatable> {
  /// The value last recorded, or `nil` before the first (or after one was forgotten).
  private(set) var value: Value?

  /// Starts with `value`, or with nothing.
  init(_ value: Value? = nil) { self.value = value }

  /// Records `newValue` and returns whether it differs from the value recorded before.
  @discardableResult
  mutating func record(_ newValue: Value?) -> Bool {
    guard newValue != value else { return false }
    value = newValue
    return true
  }
}
