import Testing

@testable import Compositor

@Suite struct RoutingTests {
  final class Log {
    var entries: [String] = []
  }

  func record(_ f: OverlayFixture) -> Log {
    let log = Log()
    f.screen.onDelivery = { d in
      if case .pointer(let e, let w, let v) = d {
        log.entries.append("\(e.phase.rawValue) \(w?.name ?? "-") \(v?.identifier ?? "-")")
      }
    }
    return log
  }

  @Test func sequenceStaysWithCapturedViewAcrossWindows() {
    let f = OverlayFixture()
    let log = record(f)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 100), time: 0.1)))
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: -50, y: 900), time: 0.2)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 50, y: 60), time: 0.3)))
    #expect(log.entries == ["down overlay sheet", "move overlay sheet", "move overlay sheet", "up overlay sheet"])
    #expect(!f.screen.isCapturing())
  }

  @Test func downOutsideSheetReachesMain() {
    let f = OverlayFixture()
    let log = record(f)
    var taps = 0
    f.button.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 50, y: 60), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 52, y: 61), time: 0.1)))
    #expect(log.entries == ["down main button", "up main button"])
    #expect(taps == 1)
  }

  @Test func strayMovesAndUpsAreDropped() {
    let f = OverlayFixture()
    let log = record(f)
    f.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 50, y: 60), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 50, y: 60), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: .nan, y: 60), time: 0)))
    #expect(log.entries.isEmpty)
  }

  @Test func doubleDownCancelsTheOpenSequence() {
    let f = OverlayFixture()
    let log = record(f)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0)))
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 50, y: 60), time: 0.1)))
    #expect(log.entries == ["down overlay sheet", "cancel overlay sheet", "down main button"])
  }

  @Test func hidingTheCapturingWindowCancels() {
    let f = OverlayFixture()
    let log = record(f)
    f.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 700), time: 0)))
    f.overlay.isHidden = true
    f.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 700), time: 0.1)))
    #expect(log.entries == ["down overlay sheet", "cancel overlay sheet"])
  }

  @Test func wheelBubblesToHandler() {
    let f = OverlayFixture()
    var scrolled = 0.0
    f.sheet.onWheel = { e in
      scrolled += e.deltaY
      return true
    }
    f.screen.deliver(.wheel(WheelEvent(at: Point(x: 200, y: 580), deltaY: 30, time: 0)))
    f.screen.deliver(.wheel(WheelEvent(at: Point(x: 200, y: 100), deltaY: 30, time: 0)))
    #expect(scrolled == 30)
  }

  @Test func keysGoToKeyWindowFirstResponder() {
    let f = OverlayFixture()
    var keys: [String] = []
    f.sheetRow.onKey = { e in
      keys.append("row:" + (e.key.text ?? ""))
      return true
    }
    f.main.onKey = { e in
      keys.append("main:" + (e.key.text ?? ""))
      return true
    }
    f.screen.deliver(.key(KeyEvent(.text("a"), time: 0)))
    f.screen.keyWindow = f.overlay
    f.overlay.firstResponder = f.sheetRow
    f.screen.deliver(.key(KeyEvent(.text("b"), time: 0)))
    #expect(keys == ["main:a", "row:b"])
  }
}
