import Compositor
import SheetOverlay

/// Trailhead's screen: a map of trails in the main window, a Trails button on it, and the
/// list of trails in a sheet with three detents that the button presents.
///
/// Tapping the map drops a marker where the tap landed, so a tap that reaches the map is
/// seen. Nothing here knows about a window system: ``trailhead`` shows the screen in an
/// X11 window, and the tests run it on a manual clock.
public final class TrailheadScene {
  /// The heights the sheet rests at: a peek at the list, half the screen, nearly all of it.
  public static let detents: [SheetOverlayDetent] = [.height(140), .medium, .large]

  /// The screen everything is on; its clock is the one the scene was made with.
  public let screen: Screen
  /// The main window, filling the screen.
  public let main: Window
  /// The map, filling the main window.
  public let map = View(identifier: "map")
  /// The button that presents the sheet.
  public let trailsButton = View(identifier: "trails-button")
  /// The sheet's presentation: where it rests, whether it is up.
  public private(set) var sheet: SheetOverlayPresentation!
  /// The markers dropped on the map, oldest first.
  public private(set) var markers: [View] = []

  /// Whether the sheet is up; the button sets it, a person's dismissal clears it.
  @State public var isPresented = false
  /// The detent the sheet rests on; a person's drag writes it at the release.
  @State public var detent: SheetOverlayDetent = .medium

  /// The colour of the map's land.
  public static let land = Color(hex: 0xE4EBD8)
  /// The colour of a marker.
  public static let markerColor = Color(hex: 0xD9480F)

  /// Builds the scene on a screen of `size` that reads `clock`.
  public init(size: Size, clock: FrameClock) throws {
    screen = Screen(size: size, clock: clock)
    main = Window(name: "main", frame: screen.bounds)
    screen.addWindow(main)
    try buildMap()
    try buildButton()
    let list = try Self.trailList()
    sheet = try main.sheetOverlay(isPresented: $isPresented, selected: $detent) { _ in
      list.sheetOverlayDetents(Self.detents)
    }
  }

  /// Shows the sheet, as the button does.
  public func showTrails() {
    isPresented = true
  }

  private func buildMap() throws {
    map.frame = screen.bounds
    map.background = .color(Self.land)
    try main.rootView.addSubview(map)
    // A lake and two trails, so the map reads as one.
    let lake = View(identifier: "lake", frame: Rect(x: 420, y: 60, width: 260, height: 150))
    lake.background = .color(Color(hex: 0xA5D8FF))
    lake.cornerRadii = CornerRadii(all: 75)
    lake.isUserInteractionEnabled = false
    try map.addSubview(lake)
    for (i, trail) in [Rect(x: 40, y: 250, width: 700, height: 6), Rect(x: 300, y: 20, width: 6, height: 560)]
      .enumerated()
    {
      let path = View(identifier: "trail-\(i)", frame: trail)
      path.background = .color(Color(hex: 0x8C6D46))
      path.isUserInteractionEnabled = false
      try map.addSubview(path)
    }
    map.addGestureRecognizer(
      TapGestureRecognizer(name: "map.tap") { [weak self] recognizer in
        guard let self else { return }
        self.dropMarker(at: recognizer.location(in: self.map))
      })
    map.accessibility = Accessibility(role: .group, label: "Map")
  }

  private func buildButton() throws {
    trailsButton.frame = Rect(x: 16, y: 16, width: 110, height: 40)
    trailsButton.background = .color(Color(hex: 0x2F6B3F))
    trailsButton.cornerRadii = CornerRadii(all: 10)
    trailsButton.content = .text(Text("Trails", fontSize: 16, isBold: true, color: .white, alignment: .center))
    trailsButton.addGestureRecognizer(TapGestureRecognizer(name: "trails.tap") { [weak self] _ in self?.showTrails() })
    trailsButton.isFocusable = true
    trailsButton.accessibility = Accessibility(
      role: .button, label: "Trails",
      actions: [
        AccessibilityAction(AccessibilityAction.activate) { [weak self] in
          self?.showTrails()
          return self != nil
        }
      ])
    try main.rootView.addSubview(trailsButton)
  }

  private func dropMarker(at point: Point) {
    let marker = View(
      identifier: "marker-\(markers.count)", frame: Rect(x: point.x - 9, y: point.y - 9, width: 18, height: 18))
    marker.background = .color(Self.markerColor)
    marker.cornerRadii = CornerRadii(all: 9)
    marker.content = .stroke(.white, width: 2)
    marker.isUserInteractionEnabled = false
    try? map.addSubview(marker)
    markers.append(marker)
  }

  /// The sheet's content: a title and a row per trail.
  private static func trailList() throws -> View {
    let list = View(identifier: "trails")
    let title = View(identifier: "trails.title", frame: Rect(x: 20, y: 24, width: 300, height: 28))
    title.content = .text(Text("Trails nearby", fontSize: 20, isBold: true, color: Color(hex: 0x1C1C1E)))
    title.isUserInteractionEnabled = false
    try list.addSubview(title)
    for (i, name) in ["Lakeshore loop · 4.2 km", "Ridge path · 7.8 km", "Old mill trail · 2.5 km"].enumerated() {
      let row = View(identifier: "trail-row-\(i)", frame: Rect(x: 20, y: 68 + Double(i) * 48, width: 360, height: 40))
      row.content = .text(Text(name, fontSize: 16, color: Color(hex: 0x3A3A3C)))
      row.isUserInteractionEnabled = false
      try list.addSubview(row)
    }
    return list
  }
}
