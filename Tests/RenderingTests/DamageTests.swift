import Compositor
import CompositorTesting
import Foundation
import Rendering
import Testing

@Suite struct DamageTests {
  @Test func damageLimitedFramesEqualFullRedrawsThroughASequenceOfChanges() throws {
    let scene = SampleSheetScene(size: Size(width: 480, height: 360))
    let screen = scene.screen
    let live = FrameRenderer()
    let screenArea = 480 * 360
    var frame = try expectRetainedEqualsCold(live, screen, "first")
    #expect(frame.isFullFrame)

    scene.sheet.background = .material(.regular)
    _ = try expectRetainedEqualsCold(live, screen, "material")
    for (i, dy) in [17.0, 13.4, -5.25, 31, 0.5, -60].enumerated() {
      scene.setSheetHeight(scene.sheetHeight + dy)
      frame = try expectRetainedEqualsCold(live, screen, "drag \(i)")
      #expect(!frame.isFullFrame)
      #expect(frame.damagedPixelCount < screenArea)
    }
    // The map changes under the blurred sheet, and near its edge.
    let pins = scene.mainWindow.rootView.subviews.filter { $0.identifier.hasPrefix("map.pin") }
    pins.last?.background = .color(.black)
    pins.first?.frame.origin.y = scene.sheet.frame.minY - 30
    _ = try expectRetainedEqualsCold(live, screen, "map under material")

    scene.sheet.shadow = nil
    scene.sheet.alpha = 0.8
    _ = try expectRetainedEqualsCold(live, screen, "shadow off, translucent")
    scene.sheet.alpha = 1

    // A material chip on the sheet: its backdrop includes the sheet behind it.
    let chip = View(identifier: "chip", frame: Rect(x: 300, y: 20, width: 120, height: 40))
    chip.cornerRadii = CornerRadii(all: 20)
    chip.background = .material(.thick)
    try scene.sheet.addSubview(chip)
    scene.sheet.background = .linearGradient(LinearGradient(colors: [.white, .orange]))
    _ = try expectRetainedEqualsCold(live, screen, "chip")
    scene.setSheetHeight(scene.sheetHeight + 9)
    _ = try expectRetainedEqualsCold(live, screen, "chip moved")

    // A keyboard window above everything, sliding in.
    let keyboard = Window(name: "keyboard", level: .normal + 2, frame: Rect(x: 0, y: 360, width: 480, height: 120))
    keyboard.rootView.background = .color(Color(white: 0.8))
    screen.addWindow(keyboard)
    for y in [330.0, 290, 245.5, 240] {
      keyboard.frame.origin.y = y
      _ = try expectRetainedEqualsCold(live, screen, "keyboard at \(y)")
    }
    scene.overlayWindow.isHidden = true
    _ = try expectRetainedEqualsCold(live, screen, "overlay hidden")
    scene.sheet.background = .material(.ultraThin)
    scene.overlayWindow.isHidden = false
    _ = try expectRetainedEqualsCold(live, screen, "overlay shown")
    screen.removeWindow(keyboard)
    _ = try expectRetainedEqualsCold(live, screen, "keyboard removed")

    // Windows resized between frames, then the screen itself.
    scene.mainWindow.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    _ = try expectRetainedEqualsCold(live, screen, "main resized")
    screen.resize(to: Size(width: 500, height: 380))
    scene.overlayWindow.frame = screen.bounds
    frame = try expectRetainedEqualsCold(live, screen, "screen resized")
    #expect(frame.isFullFrame)
    #expect(frame.surface.width == 500 && frame.surface.height == 380)
  }

  @Test func movingAnOpaqueSheetDamagesOnlyWhereItWasAndIsNow() throws {
    let scene = SampleSheetScene(size: Size(width: 480, height: 360))
    let renderer = FrameRenderer()
    _ = try renderer.render(scene.screen.takeFrame())
    let oldTop = scene.sheet.frame.minY
    scene.setSheetHeight(scene.sheetHeight + 10)
    let frame = try renderer.render(scene.screen.takeFrame())
    let reach = scene.sheet.shadow!.extent.top
    let topOfDamage = frame.damage.map(\.y).min() ?? 0
    #expect(Double(topOfDamage) >= oldTop - 10 - reach - 1)
    #expect(frame.damage.allSatisfy { $0.maxY <= 360 && $0.x >= 0 && $0.maxX <= 480 })
    // Nothing else changed: the next frame has no damage at all.
    let idle = try renderer.render(scene.screen.takeFrame())
    #expect(idle.damage.isEmpty)
  }

  @Test func aMapChangeFarFromAMaterialDoesNotRecompositeTheMaterial() throws {
    let scene = SampleSheetScene(size: Size(width: 480, height: 360))
    scene.sheet.background = .material(.thin)
    let renderer = FrameRenderer()
    _ = try renderer.render(scene.screen.takeFrame())
    let button = try #require(scene.mainWindow.rootView.firstView(withIdentifier: "map.button.search"))
    button.background = .color(.orange)
    let frame = try renderer.render(scene.screen.takeFrame())
    #expect(frame.damage.allSatisfy { $0.maxY < Int(scene.sheet.frame.minY) })
  }

  @Test func theDamageOverlayTintsDamageAndIsGoneOnTheNextFrame() throws {
    let scene = SampleSheetScene(size: Size(width: 320, height: 240))
    let renderer = FrameRenderer()
    let before = try renderer.render(scene.screen.takeFrame()).surface.copy()
    renderer.showsDamage = true
    scene.setSheetHeight(scene.sheetHeight + 20)
    let tinted = try renderer.render(scene.screen.takeFrame()).surface.copy()
    let clean = try FrameRenderer().render(scene.screen.takeFrame()).surface
    // On the white sheet the red tint shows as a loss of green and blue.
    let y = Int(scene.sheet.frame.minY) + 60
    let greenLoss = (clean.color(x: 160, y: y)?.green ?? 0) - (tinted.color(x: 160, y: y)?.green ?? 0)
    #expect(greenLoss > 0.2)
    // Far above the sheet nothing was damaged, so nothing is tinted.
    #expect(tinted.pixel(x: 160, y: 5) == before.pixel(x: 160, y: 5))
    renderer.showsDamage = false
    let next = try renderer.render(scene.screen.takeFrame())
    #expect(next.surface.hasSamePixels(as: clean))
  }

  /// The focus ring is drawn where the keyboard put focus, moves with its view, and is
  /// gone after a pointer press: each frame equals a full redraw.
  @Test func theFocusRingIsDrawnMovedAndErasedExactly() throws {
    let scene = SampleSheetScene(size: Size(width: 480, height: 360))
    let screen = scene.screen
    let live = FrameRenderer()
    let before = try live.render(screen.takeFrame()).surface.copy()
    let row = try #require(scene.sheet.subviews.first { $0.identifier == "sheet.row0" })
    row.isFocusable = true
    screen.moveFocus()
    #expect(screen.focusedView === row)
    let ringed = try expectRetainedEqualsCold(live, screen, "ring")
    let ring = try #require(screen.focusRingGeometry)
    // Where the ring's stroke runs on the row's left edge (drawn inside: the sheet clips),
    // the frame turned blue.
    let x = Int(ring.rect.minX.rounded(.down))
    let y = Int(ring.rect.midY)
    let blue = try #require(ringed.surface.color(x: x, y: y))
    #expect(blue.blue > blue.red + 0.3)
    #expect(ringed.damage.allSatisfy { $0.maxY <= Int(scene.sheet.frame.maxY) + 8 })
    scene.setSheetHeight(scene.sheetHeight + 23)
    _ = try expectRetainedEqualsCold(live, screen, "ring moved")
    screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 5, y: 5), time: 0)))
    screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 5, y: 5), time: 0.05)))
    #expect(screen.focusRingGeometry == nil)
    scene.setSheetHeight(scene.sheetHeight - 23)
    let gone = try expectRetainedEqualsCold(live, screen, "ring gone")
    #expect(gone.surface.hasSamePixels(as: before))
  }
}
