import Testing

@testable import Compositor

/// The layout pass: views that ask are laid out once per frame, parents before their
/// subviews, at the end of a tick and before a frame is taken.
@Suite struct LayoutPassTests {
  /// A view that records each layout in a shared log.
  final class Logged: View {
    let log: Log
    init(_ identifier: String, log: Log) {
      self.log = log
      super.init(identifier: identifier)
    }
    override func layoutSubviews() {
      log.entries.append(identifier)
      super.layoutSubviews()
    }
  }

  final class Log {
    var entries: [String] = []
  }

  /// A screen and window holding `a` ⊃ `b` ⊃ `c`, laid out once.
  func scene() -> (Screen, Window, Logged, Logged, Logged, Log) {
    let log = Log()
    let screen = Screen(size: Size(width: 300, height: 300), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    let a = Logged("a", log: log)
    let b = Logged("b", log: log)
    let c = Logged("c", log: log)
    try! b.addSubview(c)
    try! a.addSubview(b)
    try! window.rootView.addSubview(a)
    screen.tick()
    _ = screen.takeFrame()
    log.entries.removeAll()
    return (screen, window, a, b, c, log)
  }

  @Test func aNewTreeIsLaidOutOnceParentsFirst() {
    let log = Log()
    let screen = Screen(size: Size(width: 300, height: 300), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    let a = Logged("a", log: log)
    let b = Logged("b", log: log)
    try! a.addSubview(b)
    try! window.rootView.addSubview(a)
    #expect(screen.needsFrame)
    screen.tick()
    #expect(log.entries == ["a", "b"])
    screen.tick()
    _ = screen.takeFrame()
    #expect(log.entries == ["a", "b"])
  }

  @Test func askingManyTimesLaysOutOnceAtTheNextPass() {
    let (screen, _, a, _, c, log) = scene()
    c.setNeedsLayout()
    a.setNeedsLayout()
    c.setNeedsLayout()
    #expect(log.entries.isEmpty)
    _ = screen.takeFrame()
    #expect(log.entries == ["a", "c"])
    screen.tick()
    #expect(log.entries == ["a", "c"])
  }

  @Test func aResizeLaysOutAMoveDoesNot() {
    let (screen, _, a, b, _, log) = scene()
    b.frame.origin = Point(x: 10, y: 10)
    a.translation = Point(x: 3, y: 0)
    screen.tick()
    #expect(log.entries.isEmpty)
    b.frame.size = Size(width: 40, height: 40)
    screen.tick()
    #expect(log.entries == ["b"])
  }

  /// A parent's layout that resizes a subview lays the subview out in the same pass.
  @Test func sizesSetByALayoutAreLaidOutInTheSamePass() {
    let (screen, _, a, b, c, log) = scene()
    a.onLayout = { _ in b.frame.size = Size(width: 100, height: 20) }
    b.onLayout = { _ in c.frame.size = Size(width: 50, height: 20) }
    screen.tick()
    #expect(log.entries == ["a", "b", "c"])
    #expect(c.frame.size == Size(width: 50, height: 20))
    // Nothing is left for another frame: the pass asked for none.
    _ = screen.takeFrame()
    #expect(!screen.needsFrame)
  }

  /// A window that filled the screen keeps filling it through a resize, and its root
  /// view lays out at the new size; a window that did not is the app's to place.
  @Test func aWindowThatFilledTheScreenFollowsItsResize() {
    let screen = Screen(size: Size(width: 300, height: 300), clock: ManualClock())
    let main = Window(name: "main", frame: screen.bounds)
    let panel = Window(name: "panel", frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let map = View(identifier: "map", frame: screen.bounds)
    try! main.rootView.addSubview(map)
    main.rootView.onLayout = { root in map.frame = root.bounds }
    screen.addWindow(main)
    screen.addWindow(panel)
    screen.tick()
    var reported: Size?
    screen.onResize = { reported = $0 }
    screen.resize(to: Size(width: 500, height: 400))
    #expect(reported == Size(width: 500, height: 400))
    #expect(main.frame == Rect(x: 0, y: 0, width: 500, height: 400))
    #expect(panel.frame == Rect(x: 0, y: 0, width: 300, height: 100))
    screen.tick()
    #expect(map.frame == Rect(x: 0, y: 0, width: 500, height: 400))
    #expect(screen.hitTest(Point(x: 450, y: 350))?.view === map)
  }

  @Test func subviewsJoiningOrLeavingLayTheirSuperviewOut() {
    let (screen, _, a, b, c, log) = scene()
    c.removeFromSuperview()
    screen.tick()
    #expect(log.entries == ["b"])
    try! a.addSubview(c)
    screen.tick()
    #expect(log.entries == ["b", "a"])
    a.bringSubviewToFront(b)
    screen.tick()
    #expect(log.entries == ["b", "a", "a"])
  }

  @Test func layoutIfNeededLaysOutNowAndOnlyBelow() {
    let (_, _, a, b, c, log) = scene()
    a.setNeedsLayout()
    c.setNeedsLayout()
    b.layoutIfNeeded()
    #expect(log.entries == ["c"])
    a.layoutIfNeeded()
    #expect(log.entries == ["c", "a"])
  }

  /// A layout that keeps asking for more stops with a diagnostic instead of looping.
  @Test func aLayoutThatNeverSettlesStops() {
    let (screen, _, a, b, _, log) = scene()
    b.onLayout = { _ in a.setNeedsLayout() }
    a.onLayout = { _ in b.setNeedsLayout() }
    let (_, messages) = Diagnostics.collecting { screen.tick() }
    #expect(messages.contains { $0.contains("did not settle") })
    #expect(log.entries.count == 2 * View.layoutRoundLimit)
    log.entries.removeAll()
    a.onLayout = nil
    b.onLayout = nil
    screen.tick()
    #expect(log.entries == ["a", "b"])
  }

  /// Text and images report the size that fits them; a view with subviews the bottom of
  /// its lowest, as `.fitContent` has always measured.
  @Test func textAndImagesReportTheSizeThatFitsThem() {
    let screen = Screen(size: Size(width: 300, height: 300), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    let label = View(identifier: "label", frame: Rect(x: 0, y: 0, width: 10, height: 50))
    label.content = .text(Text("Harbour", fontSize: 20))
    try! window.rootView.addSubview(label)
    #expect(label.sizeThatFits(Size(width: 300, height: 300)) == Size(width: 7 * 12, height: 20 * 1.164))
    let image = View(identifier: "image", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    image.content = .image("compass")
    try! window.rootView.addSubview(image)
    #expect(image.sizeThatFits(.zero) == Size(width: 10, height: 10))
    final class Sizes: ImageMetrics {
      func size(ofImageNamed name: String) -> Size? { name == "compass" ? Size(width: 44, height: 40) : nil }
    }
    screen.imageMetrics = Sizes()
    #expect(image.sizeThatFits(.zero) == Size(width: 44, height: 40))
    let box = View(frame: Rect(x: 0, y: 0, width: 30, height: 40))
    #expect(box.sizeThatFits(Size(width: 300, height: 300)) == Size(width: 30, height: 40))
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 500))
    try! card.addSubview(View(frame: Rect(x: 0, y: 10, width: 50, height: 30)))
    #expect(card.sizeThatFits(Size(width: 200, height: 999)) == Size(width: 200, height: 40))
  }
}
