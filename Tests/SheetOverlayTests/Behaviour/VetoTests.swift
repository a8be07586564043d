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

  /// V1: a sheet whose `isPresented` is already true when it is made presents at once, and
  /// `onPresent` runs inside `sheetOverlay(...)`, before it returns (*Your own window*
  /// says so); one made hidden calls it only in the frame that finds the binding true.
  @Test func onPresentRunsInsideTheCallWhenIsPresentedStartsTrue() throws {
    let screen = Screen(size: Size(width: 400, height: 800), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    var log: [String] = []
    var shown = true
    let binding = Binding(get: { shown }, set: { shown = $0 })
    let up = try window.sheetOverlay(isPresented: binding) { _ in
      View(identifier: "up").sheetOverlayOnPresent { log.append("up") }
    }
    log.append("returned")
    #expect(log == ["up", "returned"])
    #expect(up.isPresented)

    var hidden = false
    let later = try window.sheetOverlay(isPresented: Binding(get: { hidden }, set: { hidden = $0 })) { _ in
      View(identifier: "later").sheetOverlayOnPresent { log.append("later") }
    }
    hidden = true
    #expect(log == ["up", "returned"])
    screen.tick()
    #expect(log == ["up", "returned", "later"])
    #expect(later.isPresented)
  }

  /// V2: a drag released toward dismissal that the app refuses springs back to the
  /// smallest detent, and `onDismissAttempt` hears of it; allowed, the sheet goes.
  @Test func aVetoedDragSpringsBack() {
    var allow = false
    var attempts: [SheetOverlayDismissReason] = []
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
    var asked: [SheetOverlayDismissReason] = []
    var attempts: [SheetOverlayDismissReason] = []
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
    #expect(!h.presentation.dismiss(reason: .escapeKey))
    #expect(attempts == [.dimmingTap, .escapeKey])
    #expect(h.presentation.grabberView.performAccessibilityAction("dismiss") == false)
    #expect(attempts.last == .escapeKey)
    h.isPresented = false
    h.advance(1.5)
    #expect(h.presentation.phase == .dismissed)
    #expect(asked == [.dimmingTap, .escapeKey, .escapeKey])
  }

  /// V4: a person's dismissal of a sheet takes the sheets stacked on it along, so it asks
  /// them first, the topmost first: one that refuses hears of it (once), and nothing goes.
  /// A drag of the sheet below released toward dismissal springs back to its smallest
  /// detent; Escape, a tap on its dimming and a close button are refused the same way.
  /// Before, the drag dismissed both sheets and the note above was lost unasked.
  @Test func aDismissalThatTakesAVetoingSheetAlongAsksItFirst() throws {
    var note = "hi"
    var asked: [String] = []
    var attempts: [String] = []
    let s = try StackingTests.Stack {
      $0.sheetOverlayShouldDismiss { reason in
        asked.append("top \(reason)")
        return note.isEmpty
      }
      .sheetOverlayOnDismissAttempt { attempts.append("top \($0)") }
    }
    s.h.presentation.reconfigure {
      $0.style = .modal
      $0.shouldDismiss = { reason in
        asked.append("below \(reason)")
        return true
      }
      $0.onDismissAttempt = { attempts.append("below \($0)") }
    }
    s.h.advance(1.5)
    // The sheet below (at medium, top 420) dragged down to 110 points and held: released
    // there it would be dismissed, and the top sheet with it.
    s.h.drag(from: Point(x: 200, y: 430), to: Point(x: 200, y: 700), duration: 0.3, hold: 0.2)
    #expect(s.h.isPresented && s.shown)
    #expect(asked == ["top drag"])
    #expect(attempts == ["top drag"])
    s.h.advance(1.5)
    #expect(s.h.presentation.phase == .resting)
    #expect(abs(s.h.height - 250) < 0.01)
    #expect(s.top.phase == .resting)
    // Escape on the sheet below goes to the top sheet, which refuses; so does a request
    // for the sheet below, and a tap on its dimming.
    #expect(!s.h.presentation.topmostPresented.dismiss(reason: .escapeKey))
    #expect(!s.h.presentation.dismiss(reason: .closeButton))
    s.h.tap(200, 100)
    #expect(attempts == ["top drag", "top escapeKey", "top closeButton", "top dimmingTap"])
    #expect(s.h.isPresented && s.shown)
    // With the notes cleared, the sheet below goes and takes the top one along, each asked.
    note = ""
    asked.removeAll()
    #expect(s.h.presentation.dismiss(reason: .escapeKey))
    #expect(asked == ["top escapeKey", "below escapeKey"])
    s.h.advance(1.5)
    #expect(s.h.presentation.phase == .dismissed && s.top.phase == .dismissed)
  }
}
