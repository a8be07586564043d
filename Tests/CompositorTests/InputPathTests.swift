import Testing

@testable import Compositor

/// The one way in: `deliver(_:)` routes every event; a down is hit-tested once and its view
/// travels with the capture; the keys the responder chain leaves reach `onUnhandledKey`.
@Suite struct InputPathTests {
  /// A view that counts how often a hit test asks it.
  final class CountingView: View {
    var hitTests = 0
    override func hitTest(_ point: Point) -> View? {
      hitTests += 1
      return super.hitTest(point)
    }
  }

  /// A recognizer that notes the view its sequence is bound to when the down arrives.
  final class NotingRecognizer: GestureRecognizer {
    var seenOnDown: View?
    override func handle(_ event: PointerEvent) {
      super.handle(event)
      if event.phase == .down { seenOnDown = capturedView }
    }
  }

  @Test func aRecognizerReadsTheViewTheDownHitFromTheCaptureWithoutASecondHitTest() throws {
    let screen = Screen(size: Size(width: 200, height: 200), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    let card = View(identifier: "card", frame: Rect(x: 20, y: 20, width: 160, height: 160))
    let row = CountingView(identifier: "row", frame: Rect(x: 10, y: 10, width: 100, height: 40))
    try card.addSubview(row)
    try window.rootView.addSubview(card)
    screen.addWindow(window)
    let recognizer = NotingRecognizer(name: "noting")
    card.addGestureRecognizer(recognizer)

    screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 40, y: 40), time: 0)))
    #expect(recognizer.seenOnDown === row)
    #expect(recognizer.capturedView === row)
    #expect(row.hitTests == 1)
    screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 40, y: 40), time: 0.1)))
    #expect(recognizer.capturedView == nil)
  }

  @Test func keysTheChainLeavesReachTheUnhandledKeyHookDownAndUp() throws {
    let screen = Screen(size: Size(width: 200, height: 200), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    let field = View(identifier: "field", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    field.isFocusable = true
    field.onKey = { $0.key == .text("a") }
    try window.rootView.addSubview(field)
    screen.addWindow(window)
    screen.keyWindow = window
    screen.focus(field)
    var unhandled: [String] = []
    screen.onUnhandledKey = { key in
      unhandled.append("\(key.phase.rawValue) \(key.key)")
      return key.key == .escape
    }

    #expect(screen.deliver(.key(KeyEvent(.text("a"), time: 0))))
    #expect(screen.deliver(.key(KeyEvent(.escape, time: 0.1))))
    #expect(screen.deliver(.key(KeyEvent(.escape, phase: .up, time: 0.2))))
    #expect(!screen.deliver(.key(KeyEvent(.text("q"), time: 0.3))))
    // Tab moves the focus; the hook never hears of it.
    #expect(screen.deliver(.key(KeyEvent(.tab, time: 0.4))))
    #expect(unhandled == ["down escape", "up escape", "down text(\"q\")"])
  }

  @Test func withoutAKeyWindowEveryKeyReachesTheUnhandledKeyHook() {
    let screen = Screen(size: Size(width: 200, height: 200), clock: ManualClock())
    var unhandled = 0
    screen.onUnhandledKey = { _ in
      unhandled += 1
      return true
    }
    #expect(screen.deliver(.key(KeyEvent(.text("1"), time: 0))))
    #expect(unhandled == 1)
  }
}
