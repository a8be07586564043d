import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The window's trace says what happened, not how often its loop woke.
@Suite(.serialized) struct WindowTraceTests {
  /// A pointer passing over the map wakes the window's loop for a frame each time, with
  /// nothing changed: no frame line is written for those frames. A key that moves the
  /// sheet still writes its frames.
  @Test func aPointerMovingOverTheMapWritesNoFrameLines() throws {
    let demo = try RunningDemo.ready()
    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    Thread.sleep(forTimeInterval: 0.3)
    let before = demo.frames()
    for step in 0..<30 {
      try input.move(to: Point(x: 200 + Double(step) * 10, y: 200), in: demo.window)
      Thread.sleep(forTimeInterval: 0.03)
    }
    Thread.sleep(forTimeInterval: 0.5)
    let after = demo.frames()
    #expect(after.count == before.count, "\(after.suffix(3))")
    try input.key("3")
    let moved = demo.waitForFrame { $0.contains("\"detent\":\"large\"") && $0.contains("\"phase\":\"resting\"") }
    #expect(moved != nil)
    #expect(demo.frames().count > after.count + 10)
    // Each line differs from the one before it in more than its time and number.
    let states = demo.frames().map { $0.replacing(/"t":[^,]*,"kind":"frame","n":\d+,/, with: "") }
    #expect(zip(states, states.dropFirst()).allSatisfy { $0 != $1 })
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))
  }
}
