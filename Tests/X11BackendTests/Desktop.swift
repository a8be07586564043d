import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// A private Xvfb with an input injector and a window inspector connected to it.
///
/// Tests close their windows before ``shutDown()``, so no window outlives its server.
final class Desktop {
  let server: XvfbServer
  let injector: XTestInjector
  let inspector: X11WindowInspector

  /// Starts the server; a failure to start fails the test with Xvfb's own message.
  init(width: Int = 640, height: Int = 480, disabledExtensions: [String] = []) throws {
    server = try XvfbServer(width: width, height: height, disabledExtensions: disabledExtensions)
    injector = try XTestInjector(displayName: server.displayName)
    inspector = try X11WindowInspector(displayName: server.displayName)
  }

  /// Opens a window on this server.
  func openWindow(
    title: String, size: Size = Size(width: 200, height: 150), sharedMemory: SharedMemoryPreference = .automatic
  ) throws -> X11Window {
    try X11Window(displayName: server.displayName, title: title, size: size, sharedMemory: sharedMemory)
  }

  /// Closes the helper connections and stops the server.
  func shutDown() {
    injector.close()
    inspector.close()
    server.stop()
  }
}

/// Polls `window` until `done` holds for what arrived, or a hang guard of `seconds` passes.
///
/// The guard only keeps a broken test from hanging; it is not a speed requirement.
func collectEvents(
  from window: X11Window, hangGuard seconds: Double = 10, until done: ([X11Event]) -> Bool
) -> [X11Event] {
  var events: [X11Event] = []
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !done(events), ContinuousClock.now < deadline {
    events += (try? window.nextEvents(timeout: 0.1)) ?? []
  }
  return events
}

/// Drops the events a freshly mapped window gets before any test input (exposes, resizes).
func drainStartupEvents(_ window: X11Window) {
  var events = collectEvents(from: window) { $0.contains { if case .expose = $0 { true } else { false } } }
  while !events.isEmpty {
    events = (try? window.nextEvents(timeout: 0)) ?? []
  }
}

extension X11Event {
  /// The pointer event, if this is one.
  var pointerEvent: PointerEvent? {
    if case .pointer(let event, _) = self { event } else { nil }
  }
}
