/// Where an adjustable element's value sits between its bounds, in numbers: what the
/// Linux accessibility bus's Value interface reads (current, minimum, maximum, step) and
/// sets, as AccessKit's numeric value and GTK's `GtkAccessibleRange` carry it.
///
/// A sheet's grabber steps through its detents: its value is the selected detent's index,
/// from 0 (the smallest) to the number of detents less one.
///
/// ```swift
/// grabber.accessibility?.range = AccessibilityRange(value: 1, minimum: 0, maximum: 2, step: 1) { v in
///   select(detents[Int(v.rounded())])
/// }
/// ```
public struct AccessibilityRange {
  /// The current value.
  public var value: Double
  /// The smallest value it takes.
  public var minimum: Double
  /// The largest value it takes.
  public var maximum: Double
  /// The smallest change that means something: 1 for steps, 0 for a continuous range.
  public var step: Double
  let setter: ((Double) -> Bool)?

  /// Creates a range; `set`, when given, moves the element to the value it is asked for (or
  /// the nearest it can take) and returns whether anything moved.
  public init(
    value: Double, minimum: Double, maximum: Double, step: Double = 0, set: ((Double) -> Bool)? = nil
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.setter = set
  }

  /// Whether the value can be set.
  public var isSettable: Bool { setter != nil }

  /// Asks the element to move to `newValue`, or the nearest value it can take; returns
  /// whether anything moved. Values that are not finite are refused.
  @discardableResult
  public func set(_ newValue: Double) -> Bool {
    guard newValue.isFinite, let setter else { return false }
    return setter(newValue)
  }
}
