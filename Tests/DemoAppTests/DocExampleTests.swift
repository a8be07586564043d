import Compositor
import Foundation
import Rendering
import SheetOverlay
import Testing

/// The state type of *Getting started*, as written there.
private final class PlacesState {
  @State var isPresented = true
  @State var detent: SheetOverlayDetent = .medium
}

/// The code of the DocC article *Getting started*, as written there, runs and does what
/// the article says. (`scripts/dev/examples.sh` also builds and runs it as the `main.swift` of
/// a new package, where the article says to paste it.)
@Suite struct DocExampleTests {
  @Test func gettingStartedRuns() throws {
    let clock = ManualClock()
    let screen = Screen(size: Size(width: 390, height: 844), clock: clock)
    let main = Window(name: "main", frame: screen.bounds)
    let map = View(identifier: "map", frame: screen.bounds)
    map.background = .color(Color(hex: 0xEDE6DA))
    try main.rootView.addSubview(map)
    screen.addWindow(main)

    let state = PlacesState()
    let places = View(identifier: "places")
    let sheet = try main.sheetOverlay(isPresented: state.$isPresented, selected: state.$detent) { _ in
      places.sheetOverlayDetents([.height(250), .medium, .large])
    }

    for _ in 0..<90 {  // 1.5 s at 60 frames a second: the sheet slides up and rests
      clock.advance(by: 1.0 / 60)
      screen.tick()
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FrameRenderer().render(screen.takeFrame()).surface.writePNG(to: path)
    #expect(FileManager.default.fileExists(atPath: path))

    #expect(screen.hitTest(Point(x: 195, y: 100))?.view.identifier == "map")
    #expect(sheet.selectedDetent == .medium)
    #expect(sheet.phase == .resting)
    state.detent = .large
    state.isPresented = false
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      screen.tick()
    }
    #expect(sheet.phase == .dismissed)
    #expect(sheet.overlayWindow?.isHidden == true)
  }
}
