import Compositor
import CompositorTesting
import Foundation
import Rendering
import Testing

@testable import DemoApp
@testable import SheetOverlay

/// Golden images of the demo scene at 640×480, in `Assets/goldens/demo`. Record them again
/// with `SNAPSHOT_RECORD=1`, and look at each before committing it.
@Suite struct DemoGoldenTests {
  static let golden = GoldenImage(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/goldens/demo").path)

  /// Replays `events` (JSON array text) with the `sheet` settings and returns the last frame.
  /// At `scale` pixels per point.
  func frame(
    sheet: String = "{}", events: String = "[]", until: Double = 1.5, size: String = "640x480", scale: Double = 1
  ) throws -> PixelSurface {
    let text = "{\"size\": \"\(size)\", \"sheet\": \(sheet), \"events\": \(events), \"until\": \(until)}"
    let runner = HeadlessRunner(script: try Script.parse(text), scale: scale)
    try runner.run()
    return try FrameRenderer(assets: DemoAssets.catalog).render(runner.scene.screen.takeFrame()).surface
  }

  @Test(arguments: [("small", "{\"height\": 250}"), ("medium", "\"medium\""), ("large", "\"large\"")])
  func sheetAtEachDetent(name: String, detent: String) throws {
    Self.golden.expectMatch(try frame(sheet: "{\"selected\": \(detent)}"), named: "detent-\(name)")
  }

  /// The goldens see a missing grabber: the medium frame without its 36×5 bar does not
  /// match the medium reference.
  @Test func aMissingGrabberFailsTheGolden() throws {
    let text = "{\"size\": \"640x480\", \"sheet\": {\"selected\": \"medium\"}, \"events\": [], \"until\": 1.5}"
    let runner = HeadlessRunner(script: try Script.parse(text))
    try runner.run()
    runner.scene.presentation.bar.isHidden = true
    let frame = try FrameRenderer(assets: DemoAssets.catalog).render(runner.scene.screen.takeFrame()).surface
    #expect {
      try Self.golden.verify(frame, named: "detent-medium")
    } throws: { error in
      guard case .mismatch(let difference) = (error as? GoldenImageFailure)?.reason else { return false }
      return difference.differingPixelCount >= 36 * 5 - 20
    }
  }

  @Test func sheetMidDrag() throws {
    // The medium detent's top is at 260: grab the grabber and pull the sheet up 120 points.
    let events = """
      [{"t": 1.5, "type": "down", "x": 320, "y": 270}, {"t": 1.55, "type": "move", "x": 320, "y": 220},
       {"t": 1.6, "type": "move", "x": 320, "y": 150}]
      """
    Self.golden.expectMatch(
      try frame(sheet: "{\"selected\": \"medium\"}", events: events, until: 0.05), named: "mid-drag")
  }

  /// Wider than 700 points the automatic placement floats a card at the leading edge: all
  /// four corners rounded, 16 points from the window's edges.
  @Test func floatingCardInAWideWindow() throws {
    Self.golden.expectMatch(try frame(sheet: "{\"selected\": \"medium\"}", size: "960x600"), named: "floating-card")
  }

  /// Material's sheet: along the bottom edge, at most 640 points wide, centred.
  @Test func bottomSheetWithAMaximumWidth() throws {
    let sheet = "{\"selected\": \"medium\", \"placement\": {\"bottom\": {\"maxWidth\": 640}}}"
    Self.golden.expectMatch(try frame(sheet: sheet, size: "960x600"), named: "bottom-max-width")
  }

  @Test func modalWithDimming() throws {
    Self.golden.expectMatch(try frame(sheet: "{\"style\": \"modal\", \"selected\": \"medium\"}"), named: "modal")
  }

  @Test(arguments: ["ultraThin", "thin", "regular", "thick", "color", "gradient"])
  func backgrounds(name: String) throws {
    Self.golden.expectMatch(
      try frame(sheet: "{\"selected\": \"medium\", \"background\": \"\(name)\"}"), named: "background-\(name)")
  }

  /// The demo's main states at 2 pixels per point (1280×960 pixels for 640×480 points):
  /// text, corners, shadows, the blur and the compass drawn at the pixel size.
  @Test(arguments: [
    ("bottom-sheet", "{\"selected\": \"medium\", \"background\": \"color\"}", "[]", "640x480"),
    ("card", "{\"selected\": \"medium\"}", "[]", "960x600"),
    ("focus-ring", "{\"selected\": \"medium\"}", "[{\"t\": 1.5, \"type\": \"key\", \"key\": \"Tab\"}]", "640x480"),
    ("modal", "{\"style\": \"modal\", \"selected\": \"medium\"}", "[]", "640x480"),
    ("material", "{\"selected\": \"large\", \"background\": \"thin\"}", "[]", "640x480"),
  ])
  func mainStatesAtScaleTwo(name: String, sheet: String, events: String, size: String) throws {
    let image = try frame(sheet: sheet, events: events, until: events == "[]" ? 1.5 : 0.5, size: size, scale: 2)
    Self.golden.expectMatch(image, named: "scale2-\(name)")
  }

  @Test func shadowOff() throws {
    Self.golden.expectMatch(try frame(sheet: "{\"selected\": \"medium\", \"shadow\": false}"), named: "shadow-off")
  }

  @Test func keyboardShown() throws {
    let events =
      "[{\"t\": 1.5, \"type\": \"down\", \"x\": 320, \"y\": 300}, {\"t\": 1.55, \"type\": \"up\", \"x\": 320, \"y\": 300}]"
    Self.golden.expectMatch(try frame(sheet: "{\"selected\": \"medium\"}", events: events), named: "keyboard")
  }

  @Test func dragIndicatorVisibleAndHidden() throws {
    Self.golden.expectMatch(
      try frame(sheet: "{\"detents\": [\"medium\"], \"selected\": \"medium\", \"dragIndicator\": \"visible\"}"),
      named: "indicator-visible")
    Self.golden.expectMatch(
      try frame(sheet: "{\"selected\": \"medium\", \"dragIndicator\": \"hidden\"}"), named: "indicator-hidden")
  }

  @Test func roundedCornerUpClose() throws {
    let full = try frame(sheet: "{\"selected\": \"medium\", \"cornerRadius\": 28}")
    // The medium detent at 640×480 is 220 points: the sheet's top-left corner is at (0, 260).
    let corner = try full.cropped(to: PixelRect(x: 0, y: 240, width: 64, height: 64))
    Self.golden.expectMatch(corner, named: "corner-closeup")
  }
}
