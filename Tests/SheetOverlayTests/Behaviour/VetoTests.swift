import Compositor
import Testing

@testable import SheetOverlay

/// Lifecycle callbacks and the dismissal veto, rows V1–V3 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct VetoTests {
  /// V1: `onPresent` when a presentation starts, `onDismiss` when the sheet has gone,
  /// `onDragBegan` and `onDragEnded` around a drag, in order.
  @Test func lifecycleCallbacksComeInOrder() {
    var log: [String] = []
    let h = SheetHarness(presented: false) {
      $0.sheetOverlayOnPresent { log.append("present") }
        .sheetOverlayOnDismiss { log.append("dismiss") }
        .sheetOverlayOnDragBegan { log.append("dragBegan") }
        .sheetOverlayOnDragEnded { v in log.append(v < 0 ? "dragEnded down" : "dragEnded up") }
    }
    h.isPresented = true
    h.advance(1.5)
    #expect(log == ["present"])
    h.drag(from: Point(x: 200, y: 430), to: Point(x: 200, y: 330), duration: 0.2)
    h.advance(1.5)
    #expect(log == ["present", "dragBegan", "dragEnded up"])
    h.isPresented = false
    h.advance(0.1)
    #expect(log.count == 3)  // still on its way out
    h.advance(1.5)
    #expect(log == ["present", "dragBegan", "dragEnded up", "dismiss"])
  }

  /// V2: a drag released toward dismissal that the app refuses springs back to the
  /// smallest detent, and `onDismissAttempt` hears of it; allowed, the sheet goes.
  @Test func aVetoedDragSpringsBack() {
    var allow = false
    var attempts: [SheetDismissReason] = []
    let h = SheetHarness(detent: .height(250)) {
      $0.sheetOverlayShouldDismiss { _ in allow }.sheetOverlayOnDismissAttempt { attempts.append($0) }
    }
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 760), duration: 0.1)
    #expect(h.isPresented)
    #expect(attempts == [.drag])
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
    #expect(abs(h.height - 250) < 0.01)
    allow = true
    h.drag(from: Point(x: 200, y: 560), to: Point(x: 200, y: 760), duration: 0.1)
    #expect(!h.isPresented)
    #expect(attempts == [.drag])
  }

  /// V3: a tap on the dimming and the Escape key are asked too, and refused they report
  /// their reason; the app's own dismissal is never asked.
  @Test func tapsAndEscapeAreAskedTheAppIsNot() throws {
    var asked: [SheetDismissReason] = []
    var attempts: [SheetDismissReason] = []
    let h = SheetHarness {
      $0.sheetOverlayStyle(.modal)
        .sheetOverlayShouldDismiss { reason in
          asked.append(reason)
          return false
        }
        .sheetOverlayOnDismissAttempt { attempts.append($0) }
    }
    h.tap(200, 100)
    #expect(h.isPresented)
    #expect(!h.presentation.requestDismissal(.escapeKey))
    #expect(attempts == [.dimmingTap, .escapeKey])
    #expect(h.presentation.grabberView.performAccessibilityAction("dismiss") == false)
    #expect(attempts.last == .escapeKey)
    h.isPresented = false
    h.advance(1.5)
    #expect(h.presentation.phase == .dismissed)
    #expect(asked == [.dimmingTap, .escapeKey, .escapeKey])
  }
}
