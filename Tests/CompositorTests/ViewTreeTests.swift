import Testing

@testable import Compositor

@Suite struct ViewTreeTests {
  @Test func addingToOwnDescendantThrowsAndLeavesTree() throws {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    try a.addSubview(b)
    #expect(throws: ViewHierarchyError.cycle(view: "a", into: "b")) { try b.addSubview(a) }
    #expect(throws: ViewHierarchyError.cycle(view: "a", into: "a")) { try a.addSubview(a) }
    #expect(a.subviews.count == 1)
    #expect(b.superview === a)
    #expect(a.superview == nil)
  }

  @Test func removingWhatIsNotThere() throws {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    #expect(throws: ViewHierarchyError.notASubview(view: "b", of: "a")) { try a.removeSubview(b) }
    b.removeFromSuperview()  // documented no-op
    #expect(b.superview == nil)
    #expect(throws: ViewHierarchyError.indexOutOfRange(index: 3, count: 0)) {
      try a.insertSubview(b, at: 3)
    }
  }

  @Test func reparentingMovesTheView() throws {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    let c = View(identifier: "c")
    try a.addSubview(c)
    try b.addSubview(c)
    #expect(a.subviews.isEmpty)
    #expect(c.superview === b)
    try b.addSubview(c)
    #expect(b.subviews.count == 1)
  }

  @Test func nonFiniteFrameIsIgnored() {
    let v = View(identifier: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4))
    v.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
    #expect(v.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(throws: ViewHierarchyError.nonFiniteGeometry(view: "v", field: "frame")) {
      try v.setFrame(Rect(x: 0, y: .infinity, width: 1, height: 1))
    }
    v.translation = Point(x: .nan, y: 1)
    #expect(v.translation == .zero)
  }

  @Test func negativeSizeIsStandardized() {
    let v = View(identifier: "v")
    v.frame = Rect(x: 10, y: 10, width: -10, height: 5)
    #expect(v.frame == Rect(x: 0, y: 10, width: 10, height: 5))
    #expect(v.bounds.size == Size(width: 10, height: 5))
  }

  @Test func movingAViewDamagesOldAndNewArea() throws {
    let f = OverlayFixture()
    _ = f.overlay.takeDamage()
    _ = f.main.takeDamage()
    _ = f.screen.takeDamage()
    f.sheet.translation = Point(x: 0, y: -100)
    let d = f.overlay.takeDamage()
    #expect(d.contains(Point(x: 10, y: 790)))
    #expect(d.contains(Point(x: 10, y: 410)))
    #expect(!d.contains(Point(x: 10, y: 300)))
    #expect(f.screen.takeDamage().contains(Point(x: 10, y: 790)))
    #expect(f.main.takeDamage().isEmpty)
  }

  @Test func shadowWidensDamage() throws {
    let f = OverlayFixture()
    f.sheet.shadow = Shadow(color: .black.opacity(0.3), radius: 10, y: -2)
    _ = f.overlay.takeDamage()
    f.sheet.translation = Point(x: 0, y: -10)
    #expect(f.overlay.takeDamage().contains(Point(x: 10, y: 475)))
  }

  @Test func assigningAnEqualGeometryIsNotAChange() throws {
    let f = OverlayFixture()
    _ = f.overlay.takeDamage()
    let generation = f.overlay.generation
    f.sheet.frame = f.sheet.frame
    f.sheet.translation = f.sheet.translation
    f.sheet.bounds = f.sheet.bounds
    #expect(f.overlay.takeDamage().isEmpty)
    #expect(f.overlay.generation == generation)
    f.sheet.frame.origin.y += 1
    #expect(!f.overlay.takeDamage().isEmpty)
  }
}
