import Testing

@testable import Compositor

@Suite struct GeometryTests {
  @Test func rectContainsHalfOpen() {
    let r = Rect(x: 10, y: 10, width: 10, height: 10)
    #expect(r.contains(Point(x: 10, y: 10)))
    #expect(!r.contains(Point(x: 20, y: 15)))
    #expect(!r.contains(Point(x: .nan, y: 15)))
  }

  @Test func negativeSizesStandardize() {
    let r = Rect(x: 10, y: 10, width: -5, height: -5)
    #expect(r.standardized == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(r.contains(Point(x: 6, y: 6)))
  }

  @Test func intersectionAndUnion() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
  }

  @Test func roundedCornerCutOut() {
    let rr = RoundedRectShape(rect: Rect(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(top: 20))
    #expect(!rr.contains(Point(x: 1, y: 1)))
    #expect(rr.contains(Point(x: 20, y: 1)))
    #expect(rr.contains(Point(x: 1, y: 99)))
    #expect(!rr.contains(Point(x: 99, y: 1)))
    #expect(rr.contains(Point(x: 6, y: 6)))
  }

  @Test func radiiClampToFit() {
    let c = CornerRadii(all: 100).clamped(to: Size(width: 50, height: 100))
    #expect(c.topLeft == 25)
    let neg = CornerRadii(all: -5).clamped(to: Size(width: 50, height: 50))
    #expect(neg.isZero)
  }

  @Test func regionKeepsRectsDisjoint() {
    var r = RectRegion()
    r.formUnion(Rect(x: 0, y: 0, width: 10, height: 10))
    r.formUnion(Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(r.area == 175)
    #expect(r.contains(Point(x: 12, y: 12)))
    #expect(!r.contains(Point(x: 12, y: 2)))
    r.subtract(Rect(x: 0, y: 0, width: 100, height: 7))
    #expect(r.area == 175 - 70 - 10)
    r.formUnion(Rect(x: .nan, y: 0, width: 1, height: 1))
    #expect(r.area == 95)
  }

  @Test func premultipliedColor() {
    let c = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    #expect(c.red == 0.5)
    #expect(c.green == 0.25)
    #expect(c.straight.green == 0.5)
    let over = Color.black.opacity(0.5).over(.white)
    #expect(abs(over.red - 0.5) < 1e-12)
    #expect(over.alpha == 1)
    #expect(Color(red: .nan, green: 2, blue: -1).red == 0)
  }
}
