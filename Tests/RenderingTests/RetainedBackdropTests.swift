import Compositor
import Foundation
import Rendering
import Testing

/// The cached blurred backdrop of a material follows every change of what lies below it,
/// so a retained frame equals a cold one: a plane below that goes away (a modal's dimming
/// hidden), a plane inserted below, and a material switched off and on again while the
/// scene under it changed.
@Suite struct RetainedBackdropTests {
  /// A map split black | white, and an overlay window whose root holds a full-screen
  /// dimming view (its own plane) below a material sheet that is a layer: the demo's modal.
  final class DimmedSheet {
    let screen = Screen(size: Size(width: 240, height: 160), clock: ManualClock())
    let main: Window
    let overlay: Window
    let left = box("left", Rect(x: 0, y: 0, width: 120, height: 160), .black)
    let dimming = box("dimming", Rect(x: 0, y: 0, width: 240, height: 160), Color.black.opacity(0.35))
    let sheet = View(identifier: "sheet", frame: Rect(x: 20, y: 60, width: 200, height: 100))
    let renderer = FrameRenderer()

    init() {
      main = Window(name: "main", frame: screen.bounds)
      main.rootView.background = .color(.white)
      overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
      try! main.rootView.addSubview(left)
      try! overlay.rootView.addSubview(dimming)
      sheet.isLayer = true
      sheet.cornerRadii = CornerRadii(all: 16)
      sheet.background = .material(.thin)
      try! overlay.rootView.addSubview(sheet)
      screen.addWindow(main)
      screen.addWindow(overlay)
    }
  }

  @Test func hidingThePlaneBelowAMaterialRedoesItsBackdrop() throws {
    let s = DimmedSheet()
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "dimmed")
    let dimmed = try #require(s.renderer.frameSurface?.color(x: 190, y: 120))
    // The dimming goes, as when M switches the modal back to an overlay: its plane leaves
    // the stack and the sheet's plane takes its place.
    s.dimming.isHidden = true
    let frame = try expectRetainedEqualsCold(s.renderer, s.screen, "dimming hidden")
    #expect(dimmed != frame.surface.color(x: 190, y: 120))
    // The sheet grows into tiles it never covered: they and the old ones agree.
    s.sheet.frame = Rect(x: 20, y: 10, width: 200, height: 150)
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "sheet grown")
  }

  @Test func showingAndRemovingAPlaneBelowAMaterialRedoesItsBackdrop() throws {
    let s = DimmedSheet()
    s.dimming.isHidden = true
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "clear")
    s.dimming.isHidden = false
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "dimming shown")
    s.dimming.removeFromSuperview()
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "dimming removed")
    try s.overlay.rootView.insertSubview(s.dimming, at: 0)
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "dimming back")
  }

  @Test func aMaterialSwitchedOffAndOnAgainSeesWhatChangedMeanwhile() throws {
    let s = DimmedSheet()
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "material")
    s.sheet.background = .color(.white)
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "opaque")
    // Hidden under the opaque sheet, the map changes.
    s.left.background = .color(.orange)
    s.dimming.isHidden = true
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "changed under")
    s.sheet.background = .material(.thin)
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "material again")
  }

  @Test func aHiddenWindowBelowAMaterialRedoesItsBackdrop() throws {
    let s = DimmedSheet()
    let scrim = Window(name: "scrim", level: .normal, frame: s.screen.bounds, hitTestPolicy: .passthrough)
    try scrim.rootView.addSubview(box("scrim.box", Rect(x: 0, y: 0, width: 240, height: 160), .blue.opacity(0.5)))
    s.screen.addWindow(scrim)
    s.dimming.isHidden = true
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "scrim")
    scrim.isHidden = true
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "scrim hidden")
    scrim.isHidden = false
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "scrim shown")
    s.screen.removeWindow(scrim)
    _ = try expectRetainedEqualsCold(s.renderer, s.screen, "scrim removed")
  }
}

/// Changes made while a layer (or its window's root) does not show are not recorded as
/// damage; once it shows again, its store is drawn afresh, and while it is too faint to
/// count as shown but still drawn, it is drawn afresh every frame.
@Suite struct HiddenLayerChangeTests {
  /// A white screen with a layer card holding a label row.
  final class Card {
    let screen = Screen(size: Size(width: 160, height: 120), clock: ManualClock())
    let window: Window
    let card = box("card", Rect(x: 20, y: 20, width: 120, height: 80), .white)
    let row = box("row", Rect(x: 10, y: 10, width: 100, height: 30), .blue)
    let renderer = FrameRenderer()

    init() {
      window = Window(name: "main", frame: screen.bounds)
      window.rootView.background = .color(Color(white: 0.9))
      card.isLayer = true
      card.cornerRadii = CornerRadii(all: 10)
      try! card.addSubview(row)
      try! window.rootView.addSubview(card)
      screen.addWindow(window)
    }
  }

  @Test(arguments: ["alpha", "hidden", "root alpha", "root hidden"])
  func aChangeWhileALayerDoesNotShowIsDrawnWhenItShows(how: String) throws {
    let c = Card()
    try expectRetainedEqualsCold(c.renderer, c.screen, "first")
    func show(_ shown: Bool) {
      switch how {
      case "alpha": c.card.alpha = shown ? 1 : 0
      case "hidden": c.card.isHidden = !shown
      case "root alpha": c.window.rootView.alpha = shown ? 1 : 0
      default: c.window.rootView.isHidden = !shown
      }
    }
    // Within one frame: gone, changed, back.
    show(false)
    c.row.background = .color(.orange)
    show(true)
    let frame = try expectRetainedEqualsCold(c.renderer, c.screen, "changed while gone, same frame")
    #expect(frame.surface.color(x: 60, y: 45)?.red ?? 0 > 0.9)
    // Across frames.
    show(false)
    try expectRetainedEqualsCold(c.renderer, c.screen, "gone")
    c.row.background = .color(.green)
    try expectRetainedEqualsCold(c.renderer, c.screen, "changed while gone")
    show(true)
    try expectRetainedEqualsCold(c.renderer, c.screen, "back")
  }

  @Test func aLayerTooFaintToCountIsStillDrawnAsItIs() throws {
    let c = Card()
    c.card.alpha = 0.005
    try expectRetainedEqualsCold(c.renderer, c.screen, "faint")
    c.row.background = .color(.black)
    try expectRetainedEqualsCold(c.renderer, c.screen, "faint, changed")
    c.window.rootView.alpha = 0.5
    c.card.alpha = 1
    c.window.rootView.alpha = 0.008
    c.row.background = .color(.white)
    try expectRetainedEqualsCold(c.renderer, c.screen, "faint root, changed")
  }
}

/// Pixels do not depend on how a frame's damage happens to be cut up, nor on whether a
/// buffer is drawn for the first time or again.
@Suite struct DamagePartitionTests {
  @Test func aMaterialsRoundedEdgeIsTheSameWhateverTheDamageAroundIt() throws {
    let screen = Screen(size: Size(width: 300, height: 220), clock: ManualClock())
    let main = Window(name: "main", frame: screen.bounds)
    main.rootView.background = .color(Color(hex: 0xE8E0D0))
    let dot = box("dot", Rect(x: 0, y: 0, width: 3, height: 3), .black)
    try main.rootView.addSubview(dot)
    let overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
    let card = View(identifier: "card", frame: Rect(x: 20.5, y: 14.25, width: 251.5, height: 190.75))
    card.cornerRadii = CornerRadii(all: 95)
    card.background = .material(.thin)
    try overlay.rootView.addSubview(card)
    screen.addWindow(main)
    screen.addWindow(overlay)
    let renderer = FrameRenderer()
    try expectRetainedEqualsCold(renderer, screen, "first")
    // A dot hops along the card's rounded edge: each frame recomposites a different small
    // piece of the edge, which must match the same piece of a whole frame.
    for i in 0..<40 {
      let angle = Double(i) * 0.157
      dot.frame.origin = Point(x: 146 + 128 * cos(angle) - 1, y: 110 - 96 * sin(angle) - 1)
      try expectRetainedEqualsCold(renderer, screen, "dot \(i)")
    }
  }

  @Test func aBufferDrawnAgainEqualsOneDrawnFresh() throws {
    let root = View(identifier: "root", frame: Rect(x: 0, y: 0, width: 260, height: 260))
    let card = View(identifier: "card", frame: Rect(x: 5, y: 5, width: 250, height: 250))
    card.cornerRadii = CornerRadii(all: 125)
    card.background = .material(.regular)
    card.clipsToBounds = true
    try card.addSubview(box("row", Rect(x: 0, y: 40, width: 250, height: 60), Color(white: 0.5, alpha: 0.3)))
    try root.addSubview(card)
    let painter = ViewPainter()
    let fresh = try PixelSurface(width: 260, height: 260)
    painter.paint(root, into: fresh)
    let reused = try PixelSurface(width: 260, height: 260)
    reused.fill(.orange)
    painter.paint(root, into: reused)
    #expect(fresh.hasSamePixels(as: reused), "\(ImageDifference(reference: fresh, actual: reused))")
  }
}
