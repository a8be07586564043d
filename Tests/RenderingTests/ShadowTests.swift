import Compositor
import Rendering
import Testing

@Suite struct ShadowTests {
  /// A white card on a white page, with or without a shadow; returns the frame.
  func card(shadow: Shadow?) throws -> PixelSurface {
    let canvas = Canvas(width: 200, height: 200)
    let v = box("card", Rect(x: 50, y: 50, width: 100, height: 100), .white)
    v.cornerRadii = CornerRadii(all: 16)
    v.shadow = shadow
    canvas.add(v)
    return try canvas.render()
  }

  @Test func aShadowDarkensAroundTheShapeAndFadesWithDistance() throws {
    let s = try card(shadow: Shadow(color: Color(white: 0, alpha: 0.6), radius: 12, y: 6))
    // Below the card (the offset side), lightness rises with distance from its edge.
    let profile = (150..<172).map { lightness(s, 100, $0) }
    #expect(profile[0] < 0.8)
    #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(profile.last! > 0.99)
    // The offset makes it heavier below than above.
    #expect(lightness(s, 100, 152) < lightness(s, 100, 47))
    // It blurs: no hard step from dark to page in one pixel.
    let steps = zip(profile, profile.dropFirst()).map { $1 - $0 }
    #expect(steps.max()! < 0.15)
    // The card itself stays white.
    #expect(lightness(s, 100, 100) > 0.999)
  }

  @Test func withoutAShadowThePageAroundIsUntouched() throws {
    let s = try card(shadow: nil)
    for (x, y) in [(100, 152), (100, 47), (47, 100), (152, 100)] {
      #expect(close(s.color(x: x, y: y), .white))
    }
  }

  @Test func aShadowStaysWithinItsExtent() throws {
    let shadow = Shadow(color: .black, radius: 10, x: 4, y: 8)
    let s = try card(shadow: shadow)
    let e = shadow.extent
    // Just outside the extent on each side the page is pure white; just inside it is not.
    #expect(close(s.color(x: 100, y: 150 + Int(e.bottom) + 1), .white))
    #expect(close(s.color(x: 100, y: 50 - Int(e.top) - 1), .white))
    #expect(close(s.color(x: 150 + Int(e.right) + 1, y: 100), .white))
    #expect(close(s.color(x: 50 - Int(e.left) - 1, y: 100), .white))
    #expect(!close(s.color(x: 100, y: 151), .white))
  }

  @Test func aShadowOfRadiusZeroIsTheHardShapeMoved() throws {
    let s = try card(shadow: Shadow(color: .black, radius: 0, x: 10, y: 10))
    #expect(close(s.color(x: 155, y: 140), .black))
    #expect(close(s.color(x: 100, y: 155), .black))
    #expect(close(s.color(x: 100, y: 165), .white))
  }

  @Test func aLargeShapesShadowMatchesTheSameShapeDrawnSmallAlongItsEdges() throws {
    // The nine-patch stretch must be exact: the shadow profile across a long edge is the
    // same in the middle of a wide card as near the middle of a narrow one.
    func profile(width: Double) throws -> [Double] {
      let canvas = Canvas(width: 700, height: 200)
      let v = box("card", Rect(x: 20, y: 50, width: width, height: 100), .white)
      v.cornerRadii = CornerRadii(all: 12)
      v.shadow = Shadow(color: .black, radius: 16)
      canvas.add(v)
      let s = try canvas.render()
      return (150..<180).map { lightness(s, 20 + Int(width / 2), $0) }
    }
    #expect(try profile(width: 120) == profile(width: 640))
  }
}
