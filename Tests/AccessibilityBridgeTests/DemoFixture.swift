import AccessibilityBridge
import Compositor
import DemoApp

/// The demo's scene on a manual clock with a service on it: the tree the bridge serves,
/// without a bus.
final class DemoFixture {
  let clock = ManualClock()
  let scene: DemoScene
  let service: AccessibilityService

  init(size: Size = Size(width: 800, height: 600)) {
    var settings = SheetSettings()
    settings.placement = .bottom
    scene = DemoScene(size: size, clock: clock, settings: settings)
    service = AccessibilityService(screen: scene.screen, applicationName: "sheet-demo")
    service.busName = ":1.7"
    run(frames: 90)
    _ = service.frameEvents()  // the baseline
  }

  /// Runs `frames` frames of 1/60 s.
  func run(frames: Int) {
    for _ in 0..<frames {
      clock.advance(by: 1.0 / 60)
      scene.screen.tick()
    }
  }

  /// The first node, in reading order, with `role` (and `name`).
  func node(_ role: AtspiRole, _ name: String? = nil, in tree: AccessibleTree? = nil) -> AccessibleNode? {
    let t = tree ?? service.snapshot()
    return t.subtree(of: AccessibleTree.applicationID).first { $0.role == role && (name == nil || $0.name == name) }
  }

  /// Calls `interface.member` on node `id` with `arguments`, as a client would.
  func call(_ id: UInt32, _ interface: String?, _ member: String, _ arguments: [DBusValue] = []) -> MethodReply {
    service.invalidate()
    return service.handle(
      MethodCall(path: ObjectPaths.path(of: id), interface: interface, member: member, arguments: arguments))
  }
}
