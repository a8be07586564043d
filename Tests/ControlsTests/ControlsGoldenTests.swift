import Compositor
import CompositorTesting
import Foundation
import Rendering
import Testing

@testable import Controls

/// How the controls look, in every state, at one and two pixels per point.
@Suite struct ControlsGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The buttons of each style in a column, normal, pressed and disabled, with a focused
  /// one below; toggles off, on, pressed and disabled; a label cut to one line and one
  /// wrapped to two.
  static func gallery(scale: Double) throws -> SceneHarness {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 540, height: 360), clock: clock)
    screen.scale = scale
    let assets = AssetCatalog(directory: root.appendingPathComponent("Assets/images").path)
    screen.imageMetrics = assets
    let harness = SceneHarness(screen: screen, clock: clock, renderer: FrameRenderer(assets: assets))
    let window = Window(name: "main", frame: screen.bounds)
    window.rootView.background = .color(Color(hex: 0xF2F2F7))
    screen.addWindow(window)
    let styles: [(String, ButtonStyle)] = [("filled", .filled), ("tinted", .tinted), ("plain", .plain)]
    var pressed: [Control] = []
    let columns = HStack(spacing: 16, alignment: .leading) {
      for (name, style) in styles {
        VStack(spacing: 10, alignment: .leading) {
          Button(identifier: "\(name)-normal", title: name.capitalized, style: style)
          with(Button(identifier: "\(name)-pressed", title: "Pressed", style: style)) { pressed.append($0) }
          with(Button(identifier: "\(name)-disabled", title: "Disabled", style: style)) { $0.isEnabled = false }
        }
      }
      VStack(spacing: 10, alignment: .leading) {
        with(
          Button(identifier: "image", title: "Compass", image: "compass", style: .tinted, tint: Color(hex: 0x2F6B3F))
        ) {
          $0.imageSize = Size(width: 22, height: 22)
        }
        with(Button(identifier: "image-only", image: "compass", style: .plain)) {
          $0.imageSize = Size(width: 22, height: 22)
        }
        with(Button(identifier: "red", title: "Delete", tint: .red)) { $0.cornerRadius = 17 }
      }
    }
    let toggles = HStack(spacing: 16, alignment: .center) {
      Toggle(identifier: "off", title: "Off")
      Toggle(identifier: "on", title: "On", isOn: true)
      with(Toggle(identifier: "toggle-pressed", isOn: true)) { pressed.append($0) }
      with(Toggle(identifier: "toggle-disabled", title: "Disabled")) { $0.isEnabled = false }
    }
    let focused = Button(identifier: "focused", title: "Focused")
    let labels = VStack(spacing: 4, alignment: .fill) {
      Label(
        "One line that is far too long for the width it is given here, so it is cut short", color: Color(hex: 0x3A3A3C))
      Label(
        "A label that wraps its words onto two lines and ends with an ellipsis when there is more to say than fits in them, as there is here: these words are left over",
        fontSize: 13, color: .gray, lineLimit: 2)
    }
    let page = VStack(spacing: 18, alignment: .leading, padding: EdgeInsets(all: 16)) {
      columns
      toggles
      focused
      labels
    }
    page.frame = screen.bounds
    try window.rootView.addSubview(page)
    labels.flexibleAxes = .horizontal
    screen.layoutIfNeeded()
    for (i, control) in pressed.enumerated() {
      let f = control.frameOnScreen
      harness.pointer(.down, at: Point(x: f.midX, y: f.midY), pointerID: i + 1)
    }
    // Tab to the focused button: the ring shows as after the keyboard moved there.
    let order = screen.focusOrder()
    for _ in order where screen.focusedView !== focused { screen.moveFocus() }
    #expect(screen.focusedView === focused, "focus order: \(order.map(\.identifier))")
    return harness
  }

  @Test(arguments: [1.0, 2.0])
  func theControlsInEveryState(scale: Double) throws {
    let harness = try Self.gallery(scale: scale)
    let frame = try harness.render()
    #expect(frame.surface.width == Int(540 * scale))
    ControlsFixture.golden.expectMatch(frame.surface, named: scale == 1 ? "controls" : "controls-2x")
  }

  @Test func aMillionRowListScrolledToItsEndWithTheLastRowSelectedAndFocused() throws {
    let f = ControlsFixture(size: Size(width: 360, height: 400))
    let title = Label("Numbers", fontSize: 20, isBold: true)
    let list = ListView(identifier: "numbers", count: 1_000_000, rowHeight: 40) { "Row \($0 + 1) of 1,000,000" }
    let heading = HStack(padding: EdgeInsets(top: 12, left: 16, bottom: 0, right: 16)) {
      title; Spacer()
    }
    try f.add(
      VStack(spacing: 8) {
        heading; list
      }, at: f.screen.bounds)
    f.harness.key(.tab)
    f.harness.key(.end)
    f.harness.key(.up)
    #expect(list.selectedIndex == 999_998)
    #expect(list.isAtBottom)
    // A press held on a row above shows it pressed (and hides the ring, which a key shows
    // again).
    let pressed = try #require(list.liveCells[999_996])
    let p = pressed.frameOnScreen
    f.harness.pointer(.down, at: Point(x: p.midX, y: p.midY), pointerID: 1)
    f.screen.moveFocus()
    #expect(f.screen.focusedView === list.liveCells[999_998])
    ControlsFixture.golden.expectMatch(try f.harness.render().surface, named: "list-end")
  }
}

/// `value` after `configure` ran on it: a view set up in place in a builder.
func with<V>(_ value: V, _ configure: (V) -> Void) -> V {
  configure(value)
  return value
}
