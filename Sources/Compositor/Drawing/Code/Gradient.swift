/// Colors at locations along a gradient, as SwiftUI's `Gradient`: what a
/// ``Shading/linearGradient(_:startPoint:endPoint:)`` or
/// ``Shading/radialGradient(_:center:startRadius:endRadius:)`` spreads.
public struct Gradient: Hashable, Sendable {
  /// One color at a location in `0...1`.
  public typealias Stop = LinearGradient.Stop

  /// The stops, in order of location.
  public var stops: [Stop]

  /// Creates a gradient from explicit stops; locations are clamped to `0...1` and sorted.
  public init(stops: [Stop]) {
    self.stops = LinearGradient(stops: stops).stops
  }

  /// Creates a gradient with evenly spaced colors.
  public init(colors: [Color]) {
    self.stops = LinearGradient(colors: colors).stops
  }
}
