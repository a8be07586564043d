import Compositor
import Foundation

/// A map-like main window with a bottom sheet over it in a passthrough overlay window at
/// level `normal + 1` — the arrangement SheetOverlay builds — for examples, golden images
/// and frame benchmarks.
///
/// The main window is busy on purpose (blocks, parks, a river, roads, pins with labels and
/// shadows, buttons), so that compositing and blurring it costs what a real app would. The
/// sheet has rounded top corners, a shadow, a grabber, a title and rows of text. It is as
/// tall as its largest detent and moves by its frame's y; the part below the screen's
/// bottom edge is simply not shown.
///
/// ```swift
/// let scene = SampleSheetScene(size: Size(width: 1920, height: 1080))
/// scene.setSheetHeight(scene.detents[1])
/// ```
public final class SampleSheetScene {
  /// The clock animations read; advance it by hand.
  public let clock: ManualClock
  /// The screen holding both windows.
  public let screen: Screen
  /// The map window at level `.normal`.
  public let mainWindow: Window
  /// The passthrough overlay at level `.normal + 1` that holds the sheet.
  public let overlayWindow: Window
  /// The sheet view.
  public let sheet: View
  /// The drag indicator at the top of the sheet.
  public let grabber: View
  /// The visible sheet heights it rests at, smallest first: a peek, half the screen, and
  /// nearly all of it.
  public let detents: [Double]

  /// Builds the scene on a new screen of `size`.
  public init(size: Size = Size(width: 1920, height: 1080), clock: ManualClock = ManualClock()) {
    self.clock = clock
    screen = Screen(size: size, clock: clock)
    let bounds = screen.bounds
    mainWindow = Window(name: "main", frame: bounds)
    overlayWindow = Window(name: "overlay", level: .normal + 1, frame: bounds, hitTestPolicy: .passthrough)
    detents = [Swift.min(140, size.height * 0.2), (size.height * 0.5).rounded(), size.height - 72]
    sheet = View(
      identifier: "sheet", frame: Rect(x: 0, y: size.height - detents[1], width: size.width, height: detents[2]))
    grabber = View(identifier: "sheet.grabber", frame: Rect(x: size.width / 2 - 18, y: 6, width: 36, height: 5))
    Self.buildMap(in: mainWindow.rootView, size: size)
    buildSheet()
    screen.addWindow(mainWindow)
    screen.addWindow(overlayWindow)
  }

  /// Moves the sheet so that `height` points of it show above the screen's bottom edge.
  public func setSheetHeight(_ height: Double) {
    sheet.frame.origin.y = screen.size.height - height
  }

  /// How much of the sheet shows.
  public var sheetHeight: Double { screen.size.height - sheet.frame.origin.y }

  /// The visible height at frame `index` of a drag from the smallest detent to the largest
  /// and back over `count` frames, eased at both ends as a finger would move.
  public func dragHeight(frame index: Int, of count: Int) -> Double {
    guard count > 1 else { return detents[0] }
    let half = Double(count - 1) / 2
    let t = Double(index) <= half ? Double(index) / half : Double(count - 1 - index) / half
    let eased = 0.5 - 0.5 * cos(Double.pi * Swift.min(1, Swift.max(0, t)))
    return (detents[0] + (detents[2] - detents[0]) * eased).rounded()
  }

  private func buildSheet() {
    let width = screen.size.width
    sheet.cornerRadii = CornerRadii(top: 16)
    sheet.background = .color(.white)
    sheet.shadow = Shadow(color: Color(white: 0, alpha: 0.28), radius: 14, y: -2)
    sheet.clipsToBounds = true
    grabber.cornerRadii = CornerRadii(all: 2.5)
    grabber.background = .color(Color(white: 0.55, alpha: 0.6))
    let title = View(identifier: "sheet.title", frame: Rect(x: 24, y: 22, width: width - 48, height: 32))
    title.content = .text(Text("Nearby places", fontSize: 22, isBold: true, color: Color(white: 0.1)))
    try? sheet.addSubview(grabber)
    try? sheet.addSubview(title)
    let names = [
      "Corner Bakery", "Riverside Park", "City Library", "Museum of Light", "Harbor Market", "North Station",
      "Old Town Hall", "Botanical Garden", "Night Cinema", "Hilltop Café", "Ferry Terminal", "Art School",
      "Fish Hall", "Tower Bridge", "Ice Rink", "Flower Street",
    ]
    for (i, name) in names.enumerated() {
      let row = View(identifier: "sheet.row\(i)", frame: Rect(x: 0, y: 64 + Double(i) * 56, width: width, height: 56))
      let icon = View(identifier: "sheet.row\(i).icon", frame: Rect(x: 24, y: 10, width: 36, height: 36))
      icon.cornerRadii = CornerRadii(all: 18)
      icon.background = .color(Self.palette[i % Self.palette.count])
      let label = View(identifier: "sheet.row\(i).label", frame: Rect(x: 76, y: 6, width: width - 200, height: 26))
      label.content = .text(Text(name, fontSize: 17, color: Color(white: 0.12)))
      let detail = View(identifier: "sheet.row\(i).detail", frame: Rect(x: 76, y: 30, width: width - 200, height: 20))
      detail.content = .text(Text("\(2 + i * 3) min · open until \(17 + i % 6):00", fontSize: 13, color: .gray))
      let separator = View(
        identifier: "sheet.row\(i).separator", frame: Rect(x: 76, y: 55, width: width - 76, height: 1))
      separator.background = .color(Color(white: 0.88))
      for v in [icon, label, detail, separator] { try? row.addSubview(v) }
      try? sheet.addSubview(row)
    }
    try? overlayWindow.rootView.addSubview(sheet)
  }

  static let palette: [Color] = [.blue, .orange, .green, .purple, .red, Color(hex: 0x5AC8FA)]

  /// Fills `root` with a deterministic, busy street map.
  private static func buildMap(in root: View, size: Size) {
    root.background = .color(Color(hex: 0xF2EFE9))
    // The compositor's one seeded generator: the same map on every run and machine.
    var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
    let river = View(identifier: "map.river", frame: Rect(x: 0, y: size.height * 0.58, width: size.width, height: 70))
    river.background = .linearGradient(
      LinearGradient(colors: [Color(hex: 0x9CC9F0), Color(hex: 0x6FAEE6)], startPoint: .top, endPoint: .bottom))
    try? root.addSubview(river)
    let block = 120.0
    var y = 10.0
    var row = 0
    while y < size.height {
      var x = 10.0
      var column = 0
      while x < size.width {
        let isPark = (row * 7 + column * 3) % 11 == 0
        let w = block - 10 - random.double(in: 0..<30)
        let h = block - 10 - random.double(in: 0..<30)
        let v = View(identifier: "map.block\(row).\(column)", frame: Rect(x: x, y: y, width: w, height: h))
        v.cornerRadii = CornerRadii(all: isPark ? 18 : 4)
        v.background = .color(isPark ? Color(hex: 0xC8E6B0) : Color(white: 0.86 + random.double(in: 0..<0.08)))
        try? root.addSubview(v)
        x += block
        column += 1
      }
      y += block
      row += 1
    }
    for i in 0..<Int(size.width / 240) + 1 {
      let road = View(
        identifier: "map.avenue\(i)", frame: Rect(x: Double(i) * 240 + 112, y: 0, width: 14, height: size.height))
      road.background = .color(Color(hex: 0xFFE7A8))
      try? root.addSubview(road)
    }
    let pinCount = Int(size.width * size.height / 40_000) + 3
    for i in 0..<pinCount {
      let x = 20 + random.double(in: 0..<1) * (size.width - 140)
      let y = 60 + random.double(in: 0..<1) * (size.height - 120)
      let pin = View(identifier: "map.pin\(i)", frame: Rect(x: x, y: y, width: 22, height: 22))
      pin.cornerRadii = CornerRadii(all: 11)
      pin.background = .color(palette[i % palette.count])
      pin.shadow = Shadow(color: Color(white: 0, alpha: 0.3), radius: 4, y: 2)
      let label = View(identifier: "map.pin\(i).label", frame: Rect(x: 26, y: 1, width: 100, height: 20))
      label.content = .text(Text("Place \(i + 1)", fontSize: 12, isBold: true, color: Color(white: 0.2)))
      try? pin.addSubview(label)
      try? root.addSubview(pin)
    }
    for (i, title) in ["Search", "Layers", "Locate"].enumerated() {
      let button = View(
        identifier: "map.button.\(title.lowercased())",
        frame: Rect(x: 16, y: 16 + Double(i) * 52, width: 110, height: 40))
      button.cornerRadii = CornerRadii(all: 12)
      button.background = .color(.white)
      button.shadow = Shadow(color: Color(white: 0, alpha: 0.22), radius: 8, y: 2)
      button.content = .text(Text(title, fontSize: 15, isBold: true, color: .blue, alignment: .center))
      try? root.addSubview(button)
    }
  }
}
