import AccessibilityBridge
import Compositor
import Foundation
import X11Backend

extension DemoMain {
  /// The name the demo has on the accessibility bus, as the desktop lists it.
  static let accessibleName = "sheet-demo"

  /// Puts the window's scene on the accessibility bus (AT-SPI), or says in one line why
  /// it runs without it (nothing when no session bus is configured at all, as on a
  /// machine without a desktop session). A client's actions go the way a script's `accessibility` events
  /// go, so the trace records them; screen coordinates are measured from where the X
  /// window is; keys go to a listening screen reader before the demo acts on them.
  static func connectAccessibility(scene: DemoScene, host: X11Host) -> AccessibilityBridge? {
    let bridge: AccessibilityBridge
    do {
      bridge = try AccessibilityBridge(screen: scene.screen, applicationName: accessibleName)
    } catch .noBusAddress {
      return nil  // no desktop session: nothing to say, as before the bridge existed
    } catch {
      printError("sheet-demo: accessibility off: \(error)")
      return nil
    }
    bridge.service.origin = { [weak host] in host?.originOnScreen ?? .zero }
    // The key window's frame is active while the demo has the X keyboard focus (issue 31).
    bridge.service.isFocused = { [weak host] in host?.hasInputFocus ?? false }
    // Every key goes to the screen reader first; one it consumes (its own command) never
    // reaches the demo.
    host.keyStrokeFilter = { [weak bridge] k in
      bridge?.keystrokeConsumed(
        AccessibilityKeystroke(
          isPress: k.isPress, keysym: k.keysym, keycode: k.keycode, modifiers: k.state, time: k.time, text: k.text,
          name: k.keysymName)) ?? false
    }
    bridge.service.performAction = { [weak scene] view, action in
      scene?.performAccessibilityAction(action, on: view) ?? false
    }
    bridge.onDisconnect = { reason in printError("sheet-demo: accessibility off: \(reason)") }
    return bridge
  }
}
