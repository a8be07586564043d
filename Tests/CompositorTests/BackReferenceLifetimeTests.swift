import Compositor
import Testing

/// `View.superview`, the root view's window and `GestureRecognizer.view` are unowned links,
/// cleared by hand (see `View.superview`): these tests check that nothing ever sees a dead
/// object through them, and that they keep nothing alive.
@Suite struct BackReferenceLifetimeTests {
  @Test func aChildThatOutlivesItsSuperviewSeesNoSuperview() throws {
    let child = View(identifier: "child")
    let grandchild = View(identifier: "grandchild")
    try child.addSubview(grandchild)
    weak var released: View?
    do {
      let parent = View(identifier: "parent")
      try parent.addSubview(child)
      released = parent
      #expect(child.superview === parent)
    }
    #expect(released == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(grandchild.superview === child)
    #expect(child.convertToWindow(Point(x: 3, y: 4)) == Point(x: 3, y: 4))
  }

  @Test func grandchildrenOfAFreedTreeSeeTheirOwnParentsGoToo() throws {
    let leaf = View(identifier: "leaf", frame: Rect(x: 5, y: 5, width: 10, height: 10))
    weak var middle: View?
    do {
      let top = View(identifier: "top")
      let m = View(identifier: "middle")
      try top.addSubview(m)
      try m.addSubview(leaf)
      middle = m
    }
    #expect(middle == nil)
    #expect(leaf.superview == nil)
    #expect(leaf.frameInWindow == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func aRemovedOrMovedChildFollowsItsSuperview() throws {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    let child = View(identifier: "child")
    try a.addSubview(child)
    try b.addSubview(child)
    #expect(child.superview === b)
    #expect(a.subviews.isEmpty)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(b.subviews.isEmpty)
  }

  @Test func aRootViewThatOutlivesItsWindowSeesNoWindow() throws {
    let root: View
    let content = View(identifier: "content", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    weak var released: Window?
    do {
      let window = Window(name: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      root = window.rootView
      try root.addSubview(content)
      // Build the index, so its retained views are released with the window too.
      #expect(window.hitTest(screenPoint: Point(x: 10, y: 10))?.view === content)
      released = window
      #expect(content.window === window)
    }
    #expect(released == nil)
    #expect(root.window == nil)
    #expect(content.window == nil)
    #expect(content.superview === root)
    #expect(content.frameOnScreen == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func aRecognizerThatOutlivesItsViewSeesNoView() {
    let tap = TapGestureRecognizer(name: "tap")
    weak var released: View?
    do {
      let view = View(identifier: "v")
      view.addGestureRecognizer(tap)
      released = view
      #expect(tap.view === view)
    }
    #expect(released == nil)
    #expect(tap.view == nil)
    #expect(tap.location(in: tap.view) == tap.location)
  }

  @Test func aRecognizerFollowsTheViewItIsAttachedTo() {
    let tap = TapGestureRecognizer(name: "tap")
    let first = View(identifier: "first")
    let second = View(identifier: "second")
    first.addGestureRecognizer(tap)
    second.addGestureRecognizer(tap)
    #expect(tap.view === second)
    #expect(first.gestureRecognizers.isEmpty)
    second.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
  }

  @Test func releasingAScreenFreesEveryWindowViewAndRecognizer() throws {
    weak var screen: Screen?
    weak var window: Window?
    weak var root: View?
    weak var button: View?
    weak var tap: GestureRecognizer?
    weak var answer: View?
    do {
      let clock = ManualClock()
      let s = Screen(size: Size(width: 200, height: 200), clock: clock)
      let w = Window(name: "main", frame: s.bounds)
      let b = View(identifier: "button", frame: Rect(x: 10, y: 10, width: 80, height: 40))
      let t = TapGestureRecognizer(name: "tap")
      b.addGestureRecognizer(t)
      try w.rootView.addSubview(b)
      s.addWindow(w)
      s.keyWindow = w
      w.firstResponder = b
      s.deliver(.pointer(PointerEvent(.down, at: Point(x: 20, y: 20), time: clock.now)))
      let hit = try #require(s.hitTest(Point(x: 20, y: 20)))
      #expect(hit.view === b && hit.window === w)
      (screen, window, root, button, tap, answer) = (s, w, w.rootView, b, t, hit.view)
    }
    #expect(screen == nil)
    #expect(window == nil)
    #expect(root == nil)
    #expect(button == nil)
    #expect(tap == nil)
    #expect(answer == nil)
  }

  @Test func aHitTestResultKeepsItsViewAndWindowAlive() throws {
    let result: HitTestResult
    weak var window: Window?
    do {
      let w = Window(name: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let v = View(identifier: "v", frame: Rect(x: 0, y: 0, width: 50, height: 50))
      try w.rootView.addSubview(v)
      result = try #require(w.hitTest(screenPoint: Point(x: 5, y: 5)))
      window = w
    }
    #expect(window != nil)
    #expect(result.view.window === result.window)
    #expect(result.view.identifier == "v")
  }
}
