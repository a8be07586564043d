import Compositor
import Testing
import X11Backend

@Suite("Input from XTest")
struct InputTests {
  @Test("a drag arrives as down, coalesced moves and up, in window coordinates")
  func drag() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "drag")
    defer { window.close() }
    try desktop.inspector.move(window: window.windowID, to: Point(x: 60, y: 40))
    drainStartupEvents(window)

    // Root coordinates; the window's origin is at (60, 40).
    let steps = 20
    try desktop.injector.drag(from: Point(x: 160, y: 140), to: Point(x: 230, y: 90), steps: steps)
    let events = collectEvents(from: window) { $0.contains { $0.pointerEvent?.phase == .up } }
    let pointer = events.compactMap(\.pointerEvent)

    let down = try #require(pointer.first)
    #expect(down.phase == .down)
    #expect(down.location == Point(x: 100, y: 100))
    let up = try #require(pointer.last)
    #expect(up.phase == .up)
    #expect(up.location == Point(x: 170, y: 50))
    let moves = pointer.dropFirst().dropLast()
    #expect(!moves.isEmpty)
    #expect(moves.allSatisfy { $0.phase == .move })
    #expect(moves.last?.location == Point(x: 170, y: 50))
    // All twenty motions were queued before the poll: coalescing keeps fewer.
    #expect(moves.count < steps)
    let times = pointer.map(\.timestamp)
    #expect(times == times.sorted())
  }

  @Test("motion with no button held arrives as hover, coalesced to the latest")
  func hover() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "hover")
    defer { window.close() }
    drainStartupEvents(window)
    for x in stride(from: 10, through: 50, by: 10) {
      try desktop.injector.move(to: Point(x: Double(x), y: 20), in: window.windowID)
    }
    let events = collectEvents(from: window) {
      $0.contains { if case .hover(Point(x: 50, y: 20), _) = $0 { true } else { false } }
    }
    #expect(events.allSatisfy { if case .hover = $0 { true } else { false } })
    #expect(events.count == 1)
  }

  @Test("wheel buttons 4 to 7 become notches of 40 points")
  func wheel() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "wheel")
    defer { window.close() }
    try desktop.injector.move(to: Point(x: 30, y: 40), in: window.windowID)
    drainStartupEvents(window)
    for button: UInt32 in [4, 5, 6, 7] {
      try desktop.injector.press(button: button)
      try desktop.injector.release(button: button)
    }
    let wheels = collectEvents(from: window) { $0.count >= 4 }.compactMap { event -> WheelEvent? in
      if case .wheel(let wheel) = event { wheel } else { nil }
    }
    #expect(wheels.map(\.deltaY) == [-40, 40, 0, 0])
    #expect(wheels.map(\.deltaX) == [0, 0, -40, 40])
    #expect(wheels.allSatisfy { $0.location == Point(x: 30, y: 40) })
  }

  @Test("keys arrive as named keys or the text they type, down then up")
  func keys() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "keys")
    defer { window.close() }
    // With no window manager, keyboard focus follows the pointer.
    try desktop.injector.move(to: Point(x: 20, y: 20), in: window.windowID)
    drainStartupEvents(window)
    let names = ["Escape", "Return", "BackSpace", "1", "a", "space"]
    for name in names {
      try desktop.injector.key(name)
    }
    let keys = collectEvents(from: window) { $0.count >= 2 * names.count }.compactMap { event -> KeyEvent? in
      if case .key(let key) = event { key } else { nil }
    }
    let typed: [Key] = [.escape, .return, .backspace, .text("1"), .text("a"), .space]
    let expected = typed.flatMap { [($0, KeyEvent.Phase.down), ($0, .up)] }
    #expect(keys.map(\.key) == expected.map(\.0))
    #expect(keys.map(\.phase) == expected.map(\.1))
  }

  @Test("a held Shift changes the character the key types")
  func shiftedKey() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "shift")
    defer { window.close() }
    try desktop.injector.move(to: Point(x: 20, y: 20), in: window.windowID)
    drainStartupEvents(window)
    try desktop.injector.keyDown("Shift_L")
    try desktop.injector.key("a")
    try desktop.injector.key("Tab")
    try desktop.injector.keyUp("Shift_L")
    let keys = collectEvents(from: window) { $0.count >= 4 }.compactMap { event -> KeyEvent? in
      if case .key(let key) = event, key.phase == .down { key } else { nil }
    }
    // Shift alone types nothing and has no name: it arrives only as the modifier of the rest.
    #expect(keys.map(\.key) == [.text("A"), .tab])
    #expect(keys.allSatisfy { $0.modifiers == .shift })
  }
}
