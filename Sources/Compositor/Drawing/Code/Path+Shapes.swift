extension Path {
  /// How far a cubic curve's control points lie along the tangents to draw a quarter circle:
  /// 4/3·(√2 − 1), the usual constant, within 0.03 % of the circle.
  static let quarterCircleKappa = 0.552_284_749_830_793_4

  /// Adds a closed rectangle, clockwise from its top-left corner.
  public mutating func addRect(_ rect: Rect) {
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed rectangle with a radius for each corner, clockwise from the top edge.
  /// Radii that would overlap on an edge are scaled down together, as a view's corners
  /// are (``CornerRadii/clamped(to:)``).
  public mutating func addRoundedRect(in rect: Rect, cornerRadii: CornerRadii) {
    let r = rect.standardized
    let radii = cornerRadii.clamped(to: r.size)
    guard !radii.isZero else { return addRect(r) }
    let k = Self.quarterCircleKappa
    let tl = radii.topLeft
    let tr = radii.topRight
    let br = radii.bottomRight
    let bl = radii.bottomLeft
    move(to: Point(x: r.minX + tl, y: r.minY))
    addLine(to: Point(x: r.maxX - tr, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: r.minY + tr), control1: Point(x: r.maxX - tr + tr * k, y: r.minY),
      control2: Point(x: r.maxX, y: r.minY + tr - tr * k))
    addLine(to: Point(x: r.maxX, y: r.maxY - br))
    addCurve(
      to: Point(x: r.maxX - br, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - br + br * k),
      control2: Point(x: r.maxX - br + br * k, y: r.maxY))
    addLine(to: Point(x: r.minX + bl, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: r.maxY - bl), control1: Point(x: r.minX + bl - bl * k, y: r.maxY),
      control2: Point(x: r.minX, y: r.maxY - bl + bl * k))
    addLine(to: Point(x: r.minX, y: r.minY + tl))
    addCurve(
      to: Point(x: r.minX + tl, y: r.minY), control1: Point(x: r.minX, y: r.minY + tl - tl * k),
      control2: Point(x: r.minX + tl - tl * k, y: r.minY))
    closeSubpath()
  }

  /// Adds the closed ellipse that fills `rect`, clockwise from its rightmost point.
  public mutating func addEllipse(in rect: Rect) {
    let r = rect.standardized
    let c = r.center
    let rx = r.width / 2
    let ry = r.height / 2
    let k = Self.quarterCircleKappa
    move(to: Point(x: r.maxX, y: c.y))
    addCurve(
      to: Point(x: c.x, y: r.maxY), control1: Point(x: r.maxX, y: c.y + ry * k),
      control2: Point(x: c.x + rx * k, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: c.y), control1: Point(x: c.x - rx * k, y: r.maxY),
      control2: Point(x: r.minX, y: c.y + ry * k))
    addCurve(
      to: Point(x: c.x, y: r.minY), control1: Point(x: r.minX, y: c.y - ry * k),
      control2: Point(x: c.x - rx * k, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: c.y), control1: Point(x: c.x + rx * k, y: r.minY),
      control2: Point(x: r.maxX, y: c.y - ry * k))
    closeSubpath()
  }

  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, as
  /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`: a line joins the
  /// current point to the arc's start (the arc starts a subpath when there is none).
  ///
  /// Angles turn from the positive x axis toward the positive y axis, which points down:
  /// `clockwise: true` (the default) sweeps the way a clock's hands go on screen. The arc
  /// is made of cubic curves of at most a quarter turn each.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool = true
  ) {
    let r = Swift.max(0, radius)
    var sweep = endAngle.radians - startAngle.radians
    let full = 2 * Double.pi
    if clockwise {
      while sweep < 0 { sweep += full }
    } else {
      while sweep > 0 { sweep -= full }
    }
    if abs(sweep) > full { sweep = sweep < 0 ? -full : full }
    func point(_ angle: Double) -> Point {
      let a = Angle(radians: angle)
      return Point(x: center.x + r * a.cosine, y: center.y + r * a.sine)
    }
    let start = point(startAngle.radians)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    guard sweep != 0, sweep.isFinite else { return }
    let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // Control points at 4/3·tan(step/4) of the radius along the tangents.
    let quarter = Angle(radians: step / 4)
    let h = 4.0 / 3.0 * quarter.sine / quarter.cosine
    var a0 = startAngle.radians
    for _ in 0..<pieces {
      let a1 = a0 + step
      let s0 = Angle(radians: a0)
      let s1 = Angle(radians: a1)
      let p1 = point(a1)
      let c1 = Point(x: center.x + r * (s0.cosine - h * s0.sine), y: center.y + r * (s0.sine + h * s0.cosine))
      let c2 = Point(x: center.x + r * (s1.cosine + h * s1.sine), y: center.y + r * (s1.sine - h * s1.cosine))
      addCurve(to: p1, control1: c1, control2: c2)
      a0 = a1
    }
  }
}
