import AccessibilityBridge
import Compositor
import Foundation
import X11Backend

extension DemoMain {
  /// The name the demo has on the accessibility bus, as the desktop lists it.
  public static let accessibleName = "sheet-demo"

  /// Puts the window's scene on the accessibility bus (AT-SPI), or says in one line why
  /// it runs without it (nothing when no session bus is configured at all, as on a
  /// machine without a desktop session). A client's actions go the way a script's `accessibility` events
  /// go, so the trace records them; screen coordinates are measured from where the X
  /// window is.
  static func connectAccessibility(scene: DemoScene, window x11: X11Window) -> AccessibilityBridge? {
    let bridge: AccessibilityBridge
    do {
      bridge = try AccessibilityBridge(screen: scene.screen, applicationName: accessibleName)
    } catch .noBusAddress {
      return nil  // no desktop session: nothing to say, as before the bridge existed
    } catch {
      printError("sheet-demo: accessibility off: \(error)")
      return nil
    }
    bridge.service.origin = { [weak x11] in x11?.originOnScreen ?? .zero }
    bridge.service.performAction = { [weak scene] view, action in
      scene?.performAccessibilityAction(action, on: view) ?? false
    }
    bridge.onDisconnect = { reason in printError("sheet-demo: accessibility off: \(reason)") }
    return bridge
  }
}
