/// An adjustable element's value in numbers, as AT-SPI's Value interface reads it.
package struct AccessibleValue: Equatable, Sendable {
  /// The current value.
  package var current: Double
  /// The smallest value.
  package var minimum: Double
  /// The largest value.
  package var maximum: Double
  /// The smallest change that means something.
  package var increment: Double
  /// The value as words (`"medium"`): the Value interface's `Text`.
  package var text: String
  /// Whether a client may set it.
  package var isSettable: Bool

  /// Creates a value.
  package init(current: Double, minimum: Double, maximum: Double, increment: Double, text: String, isSettable: Bool) {
    self.current = current
    self.minimum = minimum
    self.maximum = maximum
    self.increment = increment
    self.text = text
    self.isSettable = isSettable
  }
}
