/// The outline of a shape to fill, stroke or clip to, built from lines and Bézier curves, as
/// SwiftUI's `Path` and Core Graphics' `CGPath`.
///
/// Coordinates are in points, in the space of the ``GraphicsContext`` it is drawn in. A path
/// holds one or more subpaths; each starts with ``move(to:)`` and may be closed with
/// ``closeSubpath()``. Arcs, ellipses and rounded rectangles are added as cubic curves.
///
/// ```swift
/// var coast = Path()
/// coast.move(to: Point(x: 0, y: 40))
/// coast.addQuadCurve(to: Point(x: 120, y: 30), control: Point(x: 60, y: 0))
/// coast.addLine(to: Point(x: 120, y: 80))
/// coast.closeSubpath()
///
/// let pin = Path { p in p.addEllipse(in: Rect(x: 50, y: 50, width: 12, height: 12)) }
/// ```
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point, bent toward `control`.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point, bent toward two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the start of the current subpath, closing it.
    case closeSubpath
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []

  /// Where the next segment starts, or `nil` before the first ``move(to:)``.
  public private(set) var currentPoint: Point?

  /// Where the current subpath started, to close it.
  private var subpathStart: Point?

  /// An empty path.
  public init() {}

  /// A path built by `build`, as SwiftUI's `Path { path in … }`.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A path of one rectangle.
  public init(_ rect: Rect) {
    addRect(rect)
  }

  /// A path of one rectangle with rounded corners.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    addRoundedRect(in: rect, cornerRadii: CornerRadii(all: cornerRadius))
  }

  /// A path of one rectangle with a radius for each corner.
  public init(roundedRect rect: Rect, cornerRadii: CornerRadii) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii)
  }

  /// A path of the ellipse that fills `rect`.
  public init(ellipseIn rect: Rect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Whether every coordinate of the path is finite. A context draws nothing of a path
  /// that is not, with a diagnostic.
  public var isFinite: Bool {
    elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.isFinite
      case .quadCurve(let p, let c): p.isFinite && c.isFinite
      case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
      case .closeSubpath: true
      }
    }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point` (a move when there is none).
  public mutating func addLine(to point: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point to `point`, bent toward `control`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point to `point`, bent toward `control1`
  /// then `control2`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a line back to its start. The next segment starts
  /// there.
  public mutating func closeSubpath() {
    guard currentPoint != nil, elements.last != .closeSubpath else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Adds a subpath through `points`, joined by straight lines (open).
  public mutating func addLines(_ points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// Adds `other`'s subpaths, each point moved by `transform`.
  public mutating func addPath(_ other: Path, transform: Transform = .identity) {
    for element in other.elements {
      switch element {
      case .move(let p): move(to: transform.apply(to: p))
      case .line(let p): addLine(to: transform.apply(to: p))
      case .quadCurve(let p, let c): addQuadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
      case .curve(let p, let c1, let c2):
        addCurve(
          to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// This path with every point moved by `transform`.
  public func applying(_ transform: Transform) -> Path {
    var p = Path()
    p.addPath(self, transform: transform)
    return p
  }

  /// The smallest rectangle holding every point and control point of the path (a curve
  /// lies within its control points); `.zero` for an empty path.
  public var boundingRect: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func take(_ p: Point) {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): take(p)
      case .quadCurve(let p, let c):
        take(p)
        take(c)
      case .curve(let p, let c1, let c2):
        take(p)
        take(c1)
        take(c2)
      case .closeSubpath: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
