import Compositor
import Testing

@testable import SheetOverlay

/// Detents: merged, invalid and fit-to-content, rows T2, T4, T6 and T7 of
/// `docs/SHEET_BEHAVIOUR.md` (T1, T3 and T5 are in `DetentTests` and `DiagnosticTests`).
@Suite struct DetentRuleTests {
  /// A 400×800 screen with a sheet whose content is a stack of 44-point rows.
  final class Stack {
    let clock = ManualClock()
    let screen: Screen
    let main: Window
    let rows = View(identifier: "rows", frame: Rect(x: 0, y: 0, width: 400, height: 0))
    @State var isPresented = true
    @State var detent: SheetOverlayDetent
    var writes = 0
    var presentation: SheetOverlayPresentation!

    init(
      rows count: Int, detents: [SheetOverlayDetent], selected: SheetOverlayDetent,
      indicator: SheetOverlayDragIndicator = .visible
    ) {
      screen = Screen(size: Size(width: 400, height: 800), clock: clock)
      main = Window(name: "main", frame: screen.bounds)
      screen.addWindow(main)
      _detent = State(wrappedValue: selected)
      for _ in 0..<count { addRow() }
      let selection = Binding<SheetOverlayDetent>(
        get: { [unowned self] in self.detent },
        set: { [unowned self] in
          self.detent = $0; self.writes += 1
        })
      presentation = try! main.sheetOverlay(isPresented: $isPresented, selected: selection) { [rows] _ in
        rows.sheetOverlayDetents(detents).sheetOverlayDragIndicator(indicator)
      }
      advance(1.5)
    }

    func addRow() {
      let y = Double(rows.subviews.count) * 44
      try! rows.addSubview(View(identifier: "row", frame: Rect(x: 0, y: y, width: 400, height: 44)))
    }

    func advance(_ seconds: Double) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        screen.tick()
      }
    }
  }

  /// T2: merged detents keep the alias the binding holds.
  @Test func mergedDetentsKeepTheAlias() {
    let s = Stack(rows: 2, detents: [.medium, .large, .height(2000)], selected: .medium)
    #expect(s.presentation.detents.map(\.height) == [380, 760])
    s.presentation.select(.large)
    s.advance(1.5)
    #expect(s.detent == .large)
    s.detent = .height(2000)
    s.advance(1.5)
    #expect(s.detent == .height(2000))
    #expect(s.presentation.height == 760)
    // A drag down and back up to the merged height keeps the alias too.
    var m = MachineDriver([.medium, .large, .height(2000)], selected: .height(2000))
    m.release(at: 740, velocity: 0)
    m.settle()
    #expect(m.binding == .height(2000))
    #expect(m.effects == [.cameToRest(.height(2000))])
  }

  /// T4: `.fraction(.nan)` equals itself, so a binding holding it is written back once, not
  /// every frame.
  @Test func aNaNDetentIsWrittenBackOnce() {
    #expect(SheetOverlayDetent.fraction(.nan) == .fraction(.nan))
    #expect(SheetOverlayDetent.fraction(.nan).hashValue == SheetOverlayDetent.fraction(-.nan).hashValue)
    #expect(SheetOverlayDetent.height(0) == .height(-0.0))
    let s = Stack(rows: 2, detents: [.medium, .large, .fraction(.nan)], selected: .medium)
    #expect(s.presentation.detents.map(\.height) == [380, 760])
    let before = s.writes
    s.detent = .fraction(.nan)
    s.advance(1)
    #expect(s.writes == before + 1)
    #expect(s.detent == .medium)
  }

  /// T6: `.fitContent` follows the content: rows added re-resolve it and the sheet
  /// animates to the new height.
  @Test func fitContentFollowsTheContent() {
    let s = Stack(rows: 4, detents: [.fitContent, .large], selected: .fitContent)
    #expect(s.presentation.height == 4 * 44 + 20)
    s.addRow()
    s.addRow()
    s.advance(1.0 / 60)
    #expect(s.presentation.phase == .settling)
    #expect(s.presentation.height < 6 * 44 + 20)
    s.advance(1.5)
    #expect(s.presentation.phase == .resting)
    #expect(s.presentation.height == 6 * 44 + 20)
    #expect(s.detent == .fitContent)
    // Its height does not depend on the height it was given: at large it stays put.
    s.presentation.select(.large)
    s.advance(1.5)
    #expect(s.presentation.detents.map(\.height) == [6 * 44 + 20, 760])
  }

  /// T7: the automatic grabber counts the detents as resolved: `.fitContent` at the
  /// content's height, merged with `.medium` when they meet, shows no grabber.
  @Test func theAutomaticGrabberCountsResolvedDetents() {
    let merged = Stack(rows: 0, detents: [.fitContent, .medium], selected: .medium, indicator: .automatic)
    let tall = View(identifier: "tall", frame: Rect(x: 0, y: 0, width: 400, height: 380))
    try! merged.rows.addSubview(tall)
    merged.advance(1.5)
    #expect(merged.presentation.detents.count == 1)
    #expect(merged.presentation.grabberView.isHidden)

    let two = Stack(rows: 2, detents: [.fitContent, .medium], selected: .medium, indicator: .automatic)
    #expect(two.presentation.detents.count == 2)
    #expect(!two.presentation.grabberView.isHidden)
  }
}
