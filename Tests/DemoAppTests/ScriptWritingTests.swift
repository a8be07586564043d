import Compositor
import Foundation
import Testing

@testable import DemoApp
@testable import SheetOverlay

@Suite struct ScriptWritingTests {
  @Test func numbersKeepEveryDigit() throws {
    let s = Script(
      size: Size(width: 640, height: 480),
      events: [
        ScriptEvent(t: 0.1 + 0.2, .pointer(.down, Point(x: 1e-7, y: -99_999.123456789))),
        ScriptEvent(t: 1.0 / 3, .wheel(Point(x: 0.5, y: 2), dx: -0.25, dy: 1e-5)),
        ScriptEvent(t: 2, .select(.fraction(1.0 / 7))),
      ], until: 0.123456789012)
    let text = s.jsonText()
    #expect(text.contains("\"t\": 0.30000000000000004"))
    #expect(text.contains("\"x\": 1e-07"))
    #expect(text.contains("{\"fraction\": 0.14285714285714285}"))
    #expect(try Script.parse(text) == s)
  }

  @Test func writesOneEventPerLineInTheDocumentedFormat() {
    let s = Script(
      sheet: SheetSettingsDescription(
        settings: {
          var x = SheetSettings()
          x.style = .modal
          x.detents = [.height(250), .large]
          x.keyboardPolicy = .maxOffset(90)
          x.backgroundInteraction = .enabled(upThrough: .height(250))
          return x
        }()),
      events: [
        ScriptEvent(t: 0.5, .pointer(.down, Point(x: 640, y: 430))), ScriptEvent(t: 0.6, .key(.escape)),
        ScriptEvent(t: 0.7, .resize(Size(width: 1, height: 1))), ScriptEvent(t: 0.8, .cancel),
      ], until: 1.5)
    #expect(
      s.jsonText() == """
        {
          "sheet": {"style": "modal", "detents": [{"height": 250}, "large"], "keyboardPolicy": {"maxOffset": 90}, \
        "backgroundInteraction": {"upThrough": {"height": 250}}},
          "events": [
            {"t": 0.5, "type": "down", "x": 640, "y": 430},
            {"t": 0.6, "type": "key", "key": "Escape"},
            {"t": 0.7, "type": "resize", "width": 1, "height": 1},
            {"t": 0.8, "type": "cancel"}
          ],
          "until": 1.5
        }

        """)
  }

  @Test func settingsDescriptionsReadBackToTheSameSettings() throws {
    var x = SheetSettings()
    x.style = .transition
    x.detents = [.fraction(0.3), .fitContent, .medium]
    x.selected = .fitContent
    x.presented = false
    x.dragIndicator = .hidden
    x.cornerRadius = 3.5
    x.background = SheetSettings.backgroundCycle[5].fill
    x.shadow = false
    x.keyboardPolicy = .ignore
    x.backgroundInteraction = .disabled
    x.dismissDisabled = true
    x.placement = .floating(edge: .trailing, width: 360, margin: 12)
    x.motion = .reduced
    let s = Script(sheet: SheetSettingsDescription(settings: x))
    let back = try Script.parse(s.jsonText())
    #expect(back.sheet.settings == x)
    #expect(back == s)
    for placement in [SheetOverlayPlacement.bottom, .bottom(maxWidth: 640), .automatic] {
      x.placement = placement
      let again = try Script.parse(Script(sheet: SheetSettingsDescription(settings: x)).jsonText())
      #expect(again.sheet.settings.placement == placement)
    }
    #expect(SheetSettingsDescription(settings: SheetSettings()).members.isEmpty)
  }

  @Test func theDemoScriptsReadBackEqual() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Assets/scripts")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 5)
    for file in files {
      let s = try DemoMain.loadScript(dir.appendingPathComponent(file).path)
      #expect(try Script.parse(s.jsonText()) == s, "\(file)")
    }
  }

  @Test func aCustomDetentIsWrittenButRefusedOnReading() {
    let s = Script(events: [ScriptEvent(t: 0, .select(.custom("third") { $0.maximumDetentValue / 3 }))])
    #expect(s.jsonText().contains("{\"custom\": \"third\"}"))
    #expect(throws: ScriptError.self) { try Script.parse(s.jsonText()) }
  }
}
