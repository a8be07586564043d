import Compositor
import Controls
import SheetOverlay

/// Trailhead's screen: a map drawn with code in the main window, a Trails button on it, and
/// the list of trails in a sheet with three detents that the button presents. A tap on the
/// map drops a marker there. Nothing here knows about a window system: ``trailhead`` shows
/// the screen in an X11 window, and the tests run it on a manual clock.
public final class TrailheadScene {
  /// The heights the sheet rests at: a peek at the list, half the screen, nearly all of it.
  public static let detents: [SheetOverlayDetent] = [.height(140), .medium, .large]
  /// The trails the sheet lists.
  public static let trails = ["Lakeshore loop · 4.2 km", "Ridge path · 7.8 km", "Old mill trail · 2.5 km"]
  /// The screen everything is on; its clock is the one the scene was made with.
  public let screen: Screen
  /// The sheet's presentation: where it rests, whether it is up.
  public private(set) var sheet: SheetOverlayPresentation!
  /// Where markers were dropped on the map, oldest first.
  public private(set) var markers: [Point] = [] {
    didSet { map.setNeedsDisplay() }
  }
  /// Whether the sheet is up; the Trails button sets it, a person's dismissal clears it.
  @State public var isPresented = false
  /// The detent the sheet rests on; a person's drag writes it at the release.
  @State public var detent: SheetOverlayDetent = .medium
  private let map = CanvasView(identifier: "map")

  /// Builds the scene on a screen of `size` that reads `clock`.
  public init(size: Size, clock: FrameClock) throws {
    screen = Screen(size: size, clock: clock)
    let main = Window(name: "main", frame: screen.bounds)
    screen.addWindow(main)
    map.frame = screen.bounds
    map.onDraw = { [unowned self] context, size in self.drawMap(context, size) }
    map.addGestureRecognizer(
      TapGestureRecognizer(name: "map.tap") { [unowned self] in self.markers.append($0.location(in: self.map)) })
    map.accessibility = Accessibility(role: .group, label: "Map")
    let button = Button(title: "Trails", tint: Color(hex: 0x2F6B3F)) { [unowned self] in self.isPresented = true }
    try main.rootView.addSubview(map)
    // The main window fills the screen as the X window is resized; the map fills it.
    main.rootView.onLayout = { [unowned self] root in self.map.frame = root.bounds }
    try map.addSubview(button)
    button.frame = Rect(origin: Point(x: 16, y: 16), size: button.sizeThatFits(screen.size))
    let content = VStack(padding: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) {
      HStack(padding: EdgeInsets(horizontal: 16)) { Label("Trails nearby", fontSize: 20, isBold: true) }
      ListView(identifier: "trails", count: Self.trails.count, fontSize: 16) { Self.trails[$0] }
    }
    sheet = try main.sheetOverlay(isPresented: $isPresented, selected: $detent) { _ in
      content.sheetOverlayDetents(Self.detents)
    }
  }

  /// Land, a coast along the right edge and a lake, two dashed trails, and the markers.
  private func drawMap(_ context: GraphicsContext, _ size: Size) {
    let (w, h, water) = (size.width, size.height, Shading.color(Color(hex: 0xA5D8FF)))
    context.fill(Path(Rect(origin: .zero, size: size)), with: .color(Color(hex: 0xE4EBD8)))
    context.fill(Path(ellipseIn: Rect(x: 420, y: 60, width: 260, height: 150)), with: water)
    var coast = Path()
    coast.addLines([Point(x: w, y: 0), Point(x: w - 70, y: 0)])
    coast.addCurve(
      to: Point(x: w - 50, y: h), control1: Point(x: w, y: h * 0.4), control2: Point(x: w - 150, y: h * 0.7))
    coast.addLine(to: Point(x: w, y: h))
    context.fill(coast, with: water)
    var trails = Path()
    trails.move(to: Point(x: 40, y: 300))
    trails.addCurve(to: Point(x: w - 110, y: 250), control1: Point(x: 250, y: 200), control2: Point(x: 450, y: 380))
    trails.move(to: Point(x: 300, y: 20))
    trails.addCurve(to: Point(x: 330, y: h - 20), control1: Point(x: 220, y: 250), control2: Point(x: 420, y: 350))
    let dashed = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 7])
    context.stroke(trails, with: .color(Color(hex: 0x8C6D46)), style: dashed)
    for p in markers {
      let dot = Path(ellipseIn: Rect(x: p.x - 9, y: p.y - 9, width: 18, height: 18))
      context.fill(dot, with: .color(Color(hex: 0xD9480F)))
      context.stroke(dot, with: .color(.white), lineWidth: 2)
    }
  }
}
