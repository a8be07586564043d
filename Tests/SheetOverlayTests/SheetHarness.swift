import Compositor

@testable import SheetOverlay

/// A 400×800 screen with a main window (a map and a button with a tap counter) and a sheet
/// over it whose content is a search field above a scrolling list, driven by a manual clock.
final class SheetHarness {
  let clock = ManualClock()
  let screen: Screen
  let main: Window
  let map = View(identifier: "map")
  let button = View(identifier: "button", frame: Rect(x: 20, y: 40, width: 100, height: 44))
  var mainTaps = 0
  var builds = 0
  @State var isPresented: Bool
  @State var detent: SheetOverlayDetent
  var presentation: SheetOverlayPresentation!
  var list: ScrollView!
  var field: TextField!
  var detentChanges: [SheetOverlayDetent] = []
  var positions: [SheetOverlayPosition] = []

  init(
    presented: Bool = true, detent: SheetOverlayDetent = .medium,
    configure: @escaping (SheetOverlayContent) -> SheetOverlayContent = { $0 }
  ) {
    screen = Screen(size: Size(width: 400, height: 800), clock: clock)
    main = Window(name: "main", frame: screen.bounds)
    map.frame = screen.bounds
    try! main.rootView.addSubview(map)
    try! main.rootView.addSubview(button)
    screen.addWindow(main)
    _isPresented = State(wrappedValue: presented)
    _detent = State(wrappedValue: detent)
    map.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.mainTaps += 1 })
    button.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.mainTaps += 1 })
    presentation = try! main.sheetOverlay(isPresented: $isPresented, selected: $detent) { [unowned self] _ in
      self.builds += 1
      let root = View(identifier: "content", frame: Rect(x: 0, y: 0, width: 400, height: 300))
      let field = TextField(
        identifier: "search", frame: Rect(x: 16, y: 0, width: 368, height: 36), placeholder: "Search")
      let list = ScrollView(identifier: "list", frame: Rect(x: 0, y: 44, width: 400, height: 256))
      list.contentSize = Size(width: 400, height: 2000)
      for i in 0..<40 {
        try! list.addSubview(View(identifier: "row\(i)", frame: Rect(x: 0, y: Double(i) * 50, width: 400, height: 50)))
      }
      try! root.addSubview(field)
      try! root.addSubview(list)
      root.onWheel = nil
      self.list = list
      self.field = field
      let content = root.sheetOverlayDetents([.height(250), .medium, .large])
        .sheetOverlayOnDetentChange { [unowned self] in self.detentChanges.append($0) }
        .sheetOverlayOnPositionChange { [unowned self] in self.positions.append($0) }
      return configure(content)
    }
    // Keep the list filling the content below the field as the sheet resizes.
    advance(1.5)
  }

  /// A 400×800 screen on a manual clock with an empty main window, for a sheet a test
  /// builds itself.
  static func bareScreen() -> (clock: ManualClock, screen: Screen, main: Window) {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 400, height: 800), clock: clock)
    let main = Window(name: "main", frame: screen.bounds)
    screen.addWindow(main)
    return (clock, screen, main)
  }

  var top: Double { presentation.position.top }
  var height: Double { presentation.height }
  var overlay: Window? { presentation.overlayWindow }

  /// Runs frames at 60 Hz for `seconds`.
  func advance(_ seconds: Double) {
    let frames = Int((seconds * 60).rounded())
    for _ in 0..<frames {
      clock.advance(by: 1.0 / 60)
      screen.tick()
      layoutList()
    }
  }

  func layoutList() {
    guard let list, let root = list.superview else { return }
    list.frame = Rect(x: 0, y: 44, width: root.bounds.width, height: Swift.max(0, root.bounds.height - 44))
  }

  func hit(_ x: Double, _ y: Double) -> (String?, String?) {
    let r = screen.hitTest(Point(x: x, y: y))
    return (r?.window.name, r?.view.identifier)
  }

  /// A drag from `from` to `to` over `duration`, one event per frame, then an optional hold
  /// (which kills the release velocity) and the release.
  func drag(from: Point, to: Point, duration: Double, hold: Double = 0) {
    screen.deliver(.pointer(PointerEvent(.down, at: from, time: clock.now)))
    let steps = Swift.max(1, Int((duration * 60).rounded()))
    for i in 1...steps {
      clock.advance(by: 1.0 / 60)
      let f = Double(i) / Double(steps)
      screen.deliver(
        .pointer(
          PointerEvent(
            .move, at: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), time: clock.now)))
      screen.tick()
      layoutList()
    }
    if hold > 0 {
      for _ in 0..<Int((hold * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        screen.tick()
      }
    }
    screen.deliver(.pointer(PointerEvent(.up, at: to, time: clock.now)))
  }

  /// A drag of the grabber (10 points below the sheet's top) through the sheet heights
  /// `heights`, one pointer event every `step` seconds with a frame between them. The
  /// last height is the up event's alone: the pointer lifts a step after its last move, as
  /// a real flick does.
  func drag(throughHeights heights: [Double], step: Double = 0.02) {
    func point(_ height: Double) -> Point { Point(x: 200, y: 800 - height + 10) }
    screen.deliver(.pointer(PointerEvent(.down, at: point(heights[0]), time: clock.now)))
    for (i, height) in heights.enumerated().dropFirst() {
      clock.advance(by: step)
      screen.tick()
      screen.deliver(.pointer(PointerEvent(i == heights.count - 1 ? .up : .move, at: point(height), time: clock.now)))
    }
  }

  /// Heights from `from` to `to` (both included) in steps of `by` points.
  static func heights(from: Double, to: Double, by step: Double) -> [Double] {
    let n = Int((abs(to - from) / step).rounded())
    return (0...n).map { from + (to - from) * Double($0) / Double(Swift.max(1, n)) }
  }

  func tap(_ x: Double, _ y: Double) {
    screen.deliver(.pointer(PointerEvent(.down, at: Point(x: x, y: y), time: clock.now)))
    clock.advance(by: 0.05)
    screen.deliver(.pointer(PointerEvent(.up, at: Point(x: x, y: y), time: clock.now)))
    screen.tick()
  }
}
