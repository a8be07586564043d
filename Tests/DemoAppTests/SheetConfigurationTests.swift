import Compositor
import SceneInvariants
import Testing

@testable import DemoApp
@testable import SheetOverlay

/// Odd sheet configurations and screens: no crash, and the sheet still rests on a detent
/// or is dismissed, with every fuzz invariant holding through a drag, keys and resizes.
@Suite struct SheetConfigurationTests {
  /// A drag up, a fling down, keys, a select of an unknown detent and resizes.
  static let workout: [ScriptEvent] = [
    ScriptEvent(t: 1.5, .pointer(.down, Point(x: 200, y: 560))),
    ScriptEvent(t: 1.55, .pointer(.move, Point(x: 200, y: 300))),
    ScriptEvent(t: 1.6, .pointer(.up, Point(x: 200, y: 300))),
    ScriptEvent(t: 3, .key(.text("2"))), ScriptEvent(t: 3.1, .select(.fraction(0.77))),
    ScriptEvent(t: 3.2, .resize(Size(width: 1, height: 1))),
    ScriptEvent(t: 3.3, .resize(Size(width: 8192, height: 8192))),
    ScriptEvent(t: 3.4, .resize(Size(width: 400, height: 800))),
    ScriptEvent(t: 5, .pointer(.down, Point(x: 200, y: 700))),
    ScriptEvent(t: 5.01, .pointer(.move, Point(x: 200, y: 800))),
    ScriptEvent(t: 5.02, .pointer(.up, Point(x: 200, y: 800))),
    ScriptEvent(t: 5.5, .present), ScriptEvent(t: 5.6, .key(.text("3"))),
  ]

  static let detentLists: [[SheetOverlayDetent]] = [
    [],
    [.height(1e308)],
    [.height(-1e308), .fraction(1e300), .fraction(-3)],
    [.height(0), .height(0.1), .height(0.2)],
    [.fitContent, .fitContent, .large, .large],
    [.fraction(0.5), .medium, .height(400)],
    [.custom("never") { _ in nil }],
    [.custom("huge") { _ in .infinity }, .custom("nan") { _ in .nan }],
  ]

  @Test(arguments: detentLists)
  func absurdDetentsStillRestOrDismiss(detents: [SheetOverlayDetent]) {
    var settings = SheetSettings()
    settings.detents = detents
    settings.selected = detents.first ?? .medium
    let script = Script(
      size: Size(width: 400, height: 800), sheet: SheetSettingsDescription(settings: settings),
      events: Self.workout, until: 2)
    #expect(InvariantChecker.check(script) == nil)
  }

  @Test func emptyDetentsMeanMedium() throws {
    var settings = SheetSettings()
    settings.detents = []
    settings.selected = .large
    let runner = HeadlessRunner(script: Script(sheet: SheetSettingsDescription(settings: settings), until: 2))
    try runner.run()
    let p = runner.scene.presentation!
    #expect(p.detents.map(\.detent) == [.medium])
    #expect(runner.scene.places.detent == .medium)
    #expect(p.phase == .resting)
    // At 1280 wide the sheet is a card: half the 768 points between its 16-point margins,
    // less the 76 points of the button bar and the help line it keeps clear.
    #expect(abs(p.height - 346) < 0.5)
  }

  @Test(arguments: [-5.0, -.infinity, .nan, 1e300])
  func oddCornerRadiiAreMadeUsable(radius: Double) throws {
    var settings = SheetSettings()
    settings.cornerRadius = radius
    let script = Script(
      size: Size(width: 400, height: 800), sheet: SheetSettingsDescription(settings: settings),
      events: Self.workout, until: 2)
    #expect(InvariantChecker.check(script) == nil)
    let runner = HeadlessRunner(script: Script(sheet: SheetSettingsDescription(settings: settings), until: 1.5))
    try runner.run()
    let radii = runner.scene.presentation.sheetView.cornerRadii
    #expect(radii.topLeft.isFinite && radii.topLeft >= 0)
  }

  @Test(arguments: [Size(width: 0, height: 0), Size(width: 0, height: 800), Size(width: 400, height: 0)])
  func aZeroSizeScreenDoesNotCrashAndRests(size: Size) throws {
    for style in SheetOverlayStyle.allCases {
      var settings = SheetSettings()
      settings.style = style
      let script = Script(
        size: size, sheet: SheetSettingsDescription(settings: settings), events: Self.workout, until: 2)
      #expect(InvariantChecker.check(script) == nil, "\(style)")
    }
    let runner = HeadlessRunner(script: Script(until: 2), size: size)
    try runner.run()
    #expect(runner.scene.screen.size == size)
    #expect(runner.scene.presentation.phase == .resting)
    // On a screen with no height every detent is the screen's height (T1): nothing rises
    // above its top.
    #expect(runner.scene.presentation.detents.map(\.height) == (size.height == 0 ? [0] : [250, 380, 760]))
  }

  @Test func aZeroSizeScreenReplaysAScriptThroughTheCommandLine() throws {
    let file = try TemporaryFile(
      Script(events: Self.workout, until: 1).jsonText())
    #expect(DemoMain.run(["--headless", "--script", file.path, "--size", "1x1"]) == DemoMain.success)
    #expect(DemoMain.run(["--headless", "--script", file.path, "--size", "0x0"]) == DemoMain.badInput)
  }
}
