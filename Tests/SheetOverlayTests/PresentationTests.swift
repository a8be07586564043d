import Compositor
import Testing

@testable import SheetOverlay

@Suite struct PresentationTests {
  @Test func overlayWindowSitsAtNormalPlusOne() throws {
    let h = SheetHarness()
    let overlay = try #require(h.overlay)
    #expect(overlay.level == .normal + 1)
    #expect(overlay.hitTestPolicy == .passthrough)
    #expect(h.screen.windows.map(\.name) == ["main", "overlay", "keyboard"])
  }

  @Test func windowIsCreatedOnFirstPresentation() {
    let h = SheetHarness(presented: false)
    #expect(h.overlay == nil)
    #expect(h.builds == 0)
    h.isPresented = true
    h.advance(0.1)
    #expect(h.overlay?.isHidden == false)
    #expect(h.builds == 1)
  }

  @Test func restsAtEachDetent() {
    for (detent, height) in [(SheetOverlayDetent.height(250), 250.0), (.medium, 380), (.large, 760)] {
      let h = SheetHarness(detent: detent)
      #expect(abs(h.height - height) < 0.1)
      #expect(abs(h.top - (800 - height)) < 0.1)
      #expect(h.presentation.phase == .resting)
      #expect(h.presentation.sheetView.frameOnScreen.minY == h.top)
    }
  }

  @Test func presentSlidesUpFromBelowTheScreen() {
    let h = SheetHarness(presented: false)
    h.isPresented = true
    h.advance(1.0 / 60)
    #expect(h.top > 700)
    var last = h.top
    for _ in 0..<20 {
      h.advance(1.0 / 60)
      #expect(h.top <= last)
      last = h.top
    }
    h.advance(1.5)
    #expect(abs(h.top - 420) < 0.1)
  }

  @Test func writingFalseSlidesOutAndHidesTheWindow() {
    let h = SheetHarness()
    h.isPresented = false
    h.advance(0.1)
    #expect(h.overlay?.isHidden == false)
    #expect(h.top > 420)
    h.advance(1.5)
    #expect(h.overlay?.isHidden == true)
    #expect(h.presentation.phase == .dismissed)
    #expect(h.hit(200, 700) == ("main", "map"))
  }

  @Test func passThroughAtLivePositionsAndCorners() {
    let h = SheetHarness()
    // At rest: the sheet's top is 420; its corner radius is 20.
    #expect(h.hit(200, 415) == ("main", "map"))
    #expect(h.hit(200, 425).0 == "overlay")
    #expect(h.hit(1, 421) == ("main", "map"))
    #expect(h.hit(398, 421) == ("main", "map"))
    #expect(h.hit(50, 60) == ("main", "button"))
    // Mid-animation: the hit area follows the live top, not the target.
    h.detent = .large
    h.advance(0.1)
    let live = h.top
    #expect(live < 420 && live > 40)
    #expect(h.hit(200, live - 2) == ("main", "map"))
    #expect(h.hit(200, live + 5).0 == "overlay")
  }

  @Test func tapsOutsideTheSheetReachTheMainWindow() {
    let h = SheetHarness()
    h.tap(50, 60)
    h.tap(300, 200)
    #expect(h.mainTaps == 2)
    h.tap(200, 600)
    #expect(h.mainTaps == 2)
  }

  @Test func selectedBindingAnimatesAndDragsWriteIt() {
    let h = SheetHarness()
    h.detent = .large
    h.advance(0.05)
    #expect(h.height > 380 && h.height < 760)
    h.advance(1.5)
    #expect(abs(h.height - 760) < 0.1)
    #expect(h.detentChanges == [.large])
    // A slow drag down to near the 250 detent writes it at the release, before the sheet
    // gets there.
    h.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 600), duration: 0.5, hold: 0.2)
    #expect(h.detent == .height(250))
    #expect(h.detentChanges == [.large, .height(250)])
    #expect(h.presentation.phase == .settling)
    h.advance(1.5)
    #expect(h.detent == .height(250))
    #expect(abs(h.height - 250) < 0.1)
    #expect(h.detentChanges == [.large, .height(250)])
  }

  @Test func callbacksReportPositionAndSize() {
    let h = SheetHarness()
    h.positions.removeAll()
    h.detent = .large
    h.advance(1.5)
    let progress = h.positions.map(\.progress)
    #expect(progress.count > 10)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(abs(progress.last! - 2) < 1e-3)
    #expect(h.presentation.context.size == Size(width: 400, height: 740))
  }

  @Test func dragIndicatorAutomaticNeedsTwoDetents() {
    let one = SheetHarness { $0.sheetOverlayDetents([.medium]) }
    #expect(one.presentation.grabberView.isHidden)
    let many = SheetHarness()
    #expect(!many.presentation.grabberView.isHidden)
    let forced = SheetHarness { $0.sheetOverlayDetents([.medium]).sheetOverlayDragIndicator(.visible) }
    #expect(!forced.presentation.grabberView.isHidden)
    let hidden = SheetHarness { $0.sheetOverlayDragIndicator(.hidden) }
    #expect(hidden.presentation.grabberView.isHidden)
  }

  @Test func appearanceModifiersReachTheSheetView() {
    let h = SheetHarness {
      $0.sheetOverlayCornerRadius(32).sheetOverlayBackground(.color(.white)).sheetOverlayHideShadow()
    }
    let v = h.presentation.sheetView
    #expect(v.cornerRadii == CornerRadii(top: 32))
    #expect(v.background == .color(.white))
    #expect(v.shadow == nil)
    let d = SheetHarness()
    #expect(d.presentation.sheetView.background == .material(.thin))
    #expect(d.presentation.sheetView.shadow == SheetOverlayConfiguration.defaultShadow)
  }

  @Test func containerResizeReresolvesDetents() {
    let h = SheetHarness(detent: .large)
    h.screen.resize(to: Size(width: 400, height: 600))
    h.advance(0.1)
    #expect(abs(h.height - 560) < 0.1)
    #expect(h.overlay?.frame == Rect(x: 0, y: 0, width: 400, height: 600))
  }

  @Test func windowNotOnScreenThrows() {
    let w = Window(name: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: SheetOverlayError.windowNotOnScreen("loose")) {
      try w.sheetOverlay(isPresented: .constant(true)) { _ in SheetOverlayContent(View()) }
    }
  }

  @Test func halfSheetIsModalMediumWithGrabber() throws {
    let (clock, screen, main) = SheetHarness.bareScreen()
    @State var show = true
    let p = try main.halfSheet(isPresented: $show) { _ in View(identifier: "comments") }
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      screen.tick()
    }
    #expect(abs(p.height - 380) < 0.1)
    #expect(!p.grabberView.isHidden)
    #expect(p.configuration.style == .modal)
    #expect(screen.hitTest(Point(x: 200, y: 100))?.view.identifier == "sheet.dimming")
  }
}

@Suite struct LifetimeTests {
  @Test func presentationLivesExactlyAsLongAsItsScreen() {
    weak var presentation: SheetOverlayPresentation?
    weak var screen: Screen?
    weak var keyboard: SoftwareKeyboard?
    do {
      let h = SheetHarness()
      h.tap(200, h.top + 30)
      presentation = h.presentation
      screen = h.screen
      keyboard = h.presentation.keyboard
      #expect(presentation != nil && keyboard != nil)
    }
    #expect(presentation == nil)
    #expect(screen == nil)
    #expect(keyboard == nil)
  }
}
