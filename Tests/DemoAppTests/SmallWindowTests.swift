import Compositor
import Foundation
import Rendering
import Testing

@testable import DemoApp

/// In a narrow or short window the demo's labels are never cut mid-word and never overlap
/// the button bar: what does not fit goes whole.
@Suite struct SmallWindowTests {
  /// The scene at `size` with its sheet dismissed, laid out.
  static func scene(_ size: Size) throws -> DemoScene {
    let runner = HeadlessRunner(script: Script(events: [ScriptEvent(t: 0.1, .dismiss)], until: 1.5), size: size)
    try runner.run()
    return runner.scene
  }

  /// The shown views of the main window that draw text, with their text.
  static func labels(_ scene: DemoScene) -> [(view: View, text: Text)] {
    var found: [(View, Text)] = []
    scene.main.rootView.forEachInSubtree { v in
      if v.isVisibleInTree, case .text(let t) = v.content, !t.string.isEmpty { found.append((v, t)) }
    }
    return found
  }

  @Test(arguments: [600.0, 610, 620, 630, 640, 650, 700, 1280])
  func theBarsLabelsAndTheHelpLineAreWholeAtEveryWidth(width: Double) throws {
    let scene = try Self.scene(Size(width: width, height: 480))
    let metrics = FontMetrics()
    for id in ["label.taps", "label.help", "button.show", "button.style", "button.background"] {
      guard let (view, text) = Self.labels(scene).first(where: { $0.view.identifier == id }) else { continue }
      let frame = view.frameOnScreen
      let advance = metrics.advance(of: text)
      // Leading text must end inside both its view and the window; a centred title must fit its view.
      let end = text.alignment == .center ? frame.midX + advance / 2 : frame.minX + advance
      #expect(end <= Swift.min(frame.maxX, width) + 0.001, "\(id) at \(width): \"\(text.string)\" runs to \(end)")
      #expect(frame.maxX <= width || text.alignment != .center, "\(id) at \(width) is cut by the window")
    }
    let counter = try #require(Self.labels(scene).first { $0.view.identifier == "label.taps" })
    #expect(counter.text.string.hasSuffix(": 0"))
    let help = try #require(Self.labels(scene).first { $0.view.identifier == "label.help" })
    // Whole items only: the shown line is a prefix of the items, joined.
    let all = [
      "Drag the sheet", "wheel scrolls", "Tab focus", "Esc dismiss", "1 2 3 detents", "M modal", "B background",
      "D damage", "Q quit",
    ]
    let items = help.text.string.components(separatedBy: " · ")
    #expect(Array(all.prefix(items.count)) == items)
    #expect(items.count >= (width >= 640 ? 7 : 6))
  }

  @Test func atTwoHundredByOneHundredFiftyNothingOverlapsTheBar() throws {
    let scene = try Self.scene(Size(width: 200, height: 150))
    let bar = scene.topBar.view.frameOnScreen
    var checked = 0
    scene.main.rootView.forEachInSubtree { v in
      guard v.isVisibleInTree, v !== scene.topBar.view, v.superview !== scene.topBar.view else { return }
      guard v.identifier.hasPrefix("pin.") || v.identifier.hasPrefix("label.") else { return }
      checked += 1
      #expect(!v.frameOnScreen.intersects(bar), "\(v.identifier) at \(v.frameOnScreen) overlaps the bar")
      if v.identifier.hasPrefix("pin.") {
        #expect(!v.frameOnScreen.intersects(scene.topBar.help.frameOnScreen), "\(v.identifier) overlaps the help line")
      }
    }
    #expect(checked >= 13)
    // The buttons shown are shown whole.
    for button in [scene.topBar.showButton, scene.topBar.styleButton, scene.topBar.backgroundButton]
    where !button.isHidden {
      #expect(button.frameOnScreen.maxX <= 200)
    }
    #expect(!scene.topBar.showButton.isHidden)
  }

  @Test func theCounterShortensAsTapsAddDigits() throws {
    let scene = try Self.scene(Size(width: 700, height: 480))
    let counter = try #require(Self.labels(scene).first { $0.view.identifier == "label.taps" })
    #expect(counter.text.string == "Taps on the map: 0")
    for _ in 0..<100 { scene.countTap() }
    let grown = try #require(Self.labels(scene).first { $0.view.identifier == "label.taps" })
    #expect(grown.text.string == "Taps: 100" || grown.text.string == "Taps on the map: 100")
    #expect(grown.view.frameOnScreen.minX + FontMetrics().advance(of: grown.text) <= 700)
  }
}
