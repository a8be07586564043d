/// A rectangle of whole pixels: what a rendered frame's damage and a surface's crops are
/// counted in.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// Creates a pixel rectangle; a negative width or height becomes 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
  }

  /// The smallest pixel rectangle that covers `rect`, or an empty one for a non-finite rectangle.
  package init(roundingOut rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let limit = Double(Int32.max)
    func clamp(_ v: Double) -> Int { Int(Swift.min(limit, Swift.max(-limit, v))) }
    let x0 = clamp(rect.minX.rounded(.down))
    let y0 = clamp(rect.minY.rounded(.down))
    let x1 = clamp(rect.maxX.rounded(.up))
    let y1 = clamp(rect.maxY.rounded(.up))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The column just right of the rectangle.
  public var maxX: Int { x + width }
  /// The row just below the rectangle.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no pixel.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The number of pixels covered.
  public var area: Int { width * height }
  /// The same rectangle in points.
  public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

  /// The pixels both rectangles cover; empty when they do not meet.
  package func clipped(to other: PixelRect) -> PixelRect {
    let x0 = Swift.max(x, other.x)
    let y0 = Swift.max(y, other.y)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle covering both; an empty operand is ignored.
  package func covering(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = Swift.min(x, other.x)
    let y0 = Swift.min(y, other.y)
    return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
  }

  /// This rectangle grown by `amount` pixels on every side.
  package func grown(by amount: Int) -> PixelRect {
    PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
  }

  /// This rectangle moved by whole pixels.
  package func moved(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

  /// Whether `other` lies entirely inside this rectangle.
  package func encloses(_ other: PixelRect) -> Bool {
    !other.isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// A textual form such as `(10, 20, 300×40)`.
  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
