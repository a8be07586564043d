/// A linear gradient between two unit points of the view it fills.
public struct LinearGradient: Hashable, Sendable {
  /// One color stop: a color at a location in `0...1` along the gradient.
  public struct Stop: Hashable, Sendable {
    /// The color at this stop.
    public var color: Color
    /// Where along the gradient, from 0 (start) to 1 (end).
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The color stops, in order of location.
  public var stops: [Stop]
  /// Where the gradient starts, in unit coordinates of the filled rectangle (0,0 top-left).
  public var startPoint: Point
  /// Where the gradient ends, in unit coordinates.
  public var endPoint: Point

  /// Creates a gradient from explicit stops; locations are clamped to `0...1` and sorted.
  public init(stops: [Stop], startPoint: Point = .top, endPoint: Point = .bottom) {
    self.stops = stops.map { Stop(color: $0.color, location: Color.unit($0.location)) }
      .sorted { $0.location < $1.location }
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a gradient with evenly spaced colors, as SwiftUI's `LinearGradient(colors:)`.
  public init(colors: [Color], startPoint: Point = .top, endPoint: Point = .bottom) {
    let n = colors.count
    let stops = colors.enumerated().map { i, c in
      Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
    }
    self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension Point {
  /// The unit point at the top center, for gradients.
  public static let top = Point(x: 0.5, y: 0)
  /// The unit point at the bottom center, for gradients.
  public static let bottom = Point(x: 0.5, y: 1)
  /// The unit point at the left center, for gradients.
  public static let leading = Point(x: 0, y: 0.5)
  /// The unit point at the right center, for gradients.
  public static let trailing = Point(x: 1, y: 0.5)
}
