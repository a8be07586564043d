import Testing

@testable import Compositor

/// Paths, transforms and angles: the geometry a drawing is made of.
@Suite struct PathTests {
  func near(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func aRectangleIsFourLinesClosed() {
    let p = Path(Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      p.elements == [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 40, y: 20)), .line(to: Point(x: 40, y: 60)),
        .line(to: Point(x: 10, y: 60)), .closeSubpath,
      ])
    #expect(p.boundingRect == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(p.currentPoint == Point(x: 10, y: 20))
  }

  @Test func roundedRectanglesAndEllipsesStayInTheirRectangle() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    let rounded = Path(roundedRect: rect, cornerRadius: 30)
    // Radii of 30 on a 40-point side are scaled down to 20 so they do not overlap.
    #expect(rounded.elements.first == .move(to: Point(x: 20, y: 0)))
    #expect(rounded.boundingRect == rect)
    #expect(rounded.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
    let ellipse = Path(ellipseIn: rect)
    #expect(ellipse.boundingRect == rect)
    #expect(ellipse.elements.first == .move(to: Point(x: 100, y: 20)))
    #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
  }

  @Test func arcsEndWhereTheirAnglesSayAndTurnTheWayAsked() {
    var quarter = Path()
    quarter.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90))
    #expect(quarter.elements.first == .move(to: Point(x: 60, y: 50)))
    #expect(near(quarter.currentPoint, Point(x: 50, y: 60)))
    #expect(quarter.elements.count == 2)
    // The same angles the other way round are three quarters of the circle.
    var long = Path()
    long.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(long.elements.count == 4)
    #expect(near(long.currentPoint, Point(x: 50, y: 60)))
    #expect(long.boundingRect.minY < 41)
    // A quarter arc's midpoint lies on the circle, within the cubic's usual error.
    guard case .curve(let end, let c1, let c2) = quarter.elements[1] else {
      Issue.record("the arc is not a curve")
      return
    }
    let start = Point(x: 60, y: 50)
    let mid = Point(
      x: 0.125 * start.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * end.x,
      y: 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y)
    #expect(abs(mid.distance(to: Point(x: 50, y: 50)) - 10) < 0.01)
  }

  @Test func linesStartASubpathAndCloseGoesBackToItsStart() {
    var p = Path()
    p.addLine(to: Point(x: 5, y: 5))
    #expect(p.elements == [.move(to: Point(x: 5, y: 5))])
    p.addQuadCurve(to: Point(x: 20, y: 5), control: Point(x: 12, y: -10))
    p.closeSubpath()
    p.closeSubpath()
    #expect(p.elements.count == 3)
    #expect(p.currentPoint == Point(x: 5, y: 5))
    #expect(p.boundingRect == Rect(x: 5, y: -10, width: 15, height: 15))
    var nan = Path()
    nan.addLines([Point(x: 0, y: 0), Point(x: .nan, y: 1)])
    #expect(!nan.isFinite)
  }

  @Test func transformsComposeAsCoreGraphicsDoes() {
    let t = Transform(translationX: 10, y: 0).rotated(by: .degrees(90))
    #expect(near(t.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1)))
    let s = Transform.identity.translatedBy(x: 5, y: 5).scaledBy(x: 2, y: 3)
    #expect(s.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 8))
    #expect(!Transform(scaleX: 0, y: 1).isInvertible)
    #expect(Transform(rotationAngle: .degrees(30)).isInvertible)
    #expect(abs(Angle.degrees(180).radians - .pi) < 1e-15)
    #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
    let moved = Path(Rect(x: 0, y: 0, width: 2, height: 2)).applying(Transform(translationX: 3, y: 4))
    #expect(moved.boundingRect == Rect(x: 3, y: 4, width: 2, height: 2))
  }
}
