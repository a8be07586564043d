/// How much a sheet dims the app behind it this frame, and whether it blocks it.
struct SheetDimming: Equatable {
  /// The share of the dimming shown, 0...1.
  var amount: Double
  /// Whether the dimming takes the touches that would reach the app.
  var blocks: Bool

  static let none = SheetDimming(amount: 0, blocks: false)
}
