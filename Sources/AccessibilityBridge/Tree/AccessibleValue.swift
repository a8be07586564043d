/// An adjustable element's value in numbers, as AT-SPI's Value interface reads it.
public struct AccessibleValue: Equatable, Sendable {
  /// The current value.
  public var current: Double
  /// The smallest value.
  public var minimum: Double
  /// The largest value.
  public var maximum: Double
  /// The smallest change that means something.
  public var increment: Double
  /// The value as words (`"medium"`): the Value interface's `Text`.
  public var text: String
  /// Whether a client may set it.
  public var isSettable: Bool

  /// Creates a value.
  public init(current: Double, minimum: Double, maximum: Double, increment: Double, text: String, isSettable: Bool) {
    self.current = current
    self.minimum = minimum
    self.maximum = maximum
    self.increment = increment
    self.text = text
    self.isSettable = isSettable
  }
}
