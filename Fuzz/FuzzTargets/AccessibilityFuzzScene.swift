import AccessibilityBridge
import Compositor
import DemoApp
import SheetOverlay

/// The demo scene an accessibility fuzz input calls, with the bridge's service on it, on
/// a manual clock, run to the header's first frame.
struct AccessibilityFuzzScene {
  let setup: AccessibilityCallDecoder.Scene
  let clock = ManualClock()
  let scene: DemoScene
  let service: AccessibilityService
  /// The tree after the warm-up frames.
  let tree: AccessibleTree

  /// Builds the scene `setup` describes and runs its warm-up frames.
  init(_ setup: AccessibilityCallDecoder.Scene) {
    self.setup = setup
    var settings = SheetSettings()
    settings.placement = setup.bottom ? .bottom : .automatic
    if setup.modal { settings.style = .modal }
    scene = DemoScene(size: Size(width: setup.width, height: setup.height), clock: clock, settings: settings)
    if let text = setup.searchText, let field = scene.view(withIdentifier: "search") as? TextField {
      field.text = text
      // The field keeps no control characters; its element carries the input's text as
      // given, as an app's own element may, so NULs and the like still reach the tree.
      field.accessibility?.value = text
      field.accessibility?.text?.string = text
    }
    service = AccessibilityService(screen: scene.screen, applicationName: "sheet-demo")
    service.busName = ":1.7"
    for _ in 0..<setup.warmFrames {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
    tree = service.snapshot()
  }

  /// Runs `frames` frames of 1/60 s.
  func run(frames: Int) {
    for _ in 0..<frames {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
  }
}

/// Scenes no input has changed, by header, for the next input with the same header.
enum AccessibilityFuzzScenes {
  /// Set and read only by the fuzz target, which libFuzzer runs on one thread.
  nonisolated(unsafe) private static var unchanged: [AccessibilityCallDecoder.Scene: AccessibilityFuzzScene] = [:]

  /// The unchanged scene for `setup`, taken out: whoever takes it keeps it only if it
  /// stays unchanged.
  static func take(_ setup: AccessibilityCallDecoder.Scene) -> AccessibilityFuzzScene? {
    unchanged.removeValue(forKey: setup)
  }

  /// Keeps `scene`, unchanged, for later; at most 16 are kept.
  static func keep(_ scene: AccessibilityFuzzScene) {
    if unchanged.count >= 16 { unchanged.removeAll() }
    unchanged[scene.setup] = scene
  }
}
