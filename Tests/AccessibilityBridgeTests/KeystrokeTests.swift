import AccessibilityBridge
import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// Keys to the registry's device event controller before the app acts on them, as GTK's
/// atk-bridge sends them: against a stand-in registry on a private bus
/// (`Client/fake_registry.py`), which consumes KP_Enter and asks the app about itself
/// before it answers each key.
@Suite(.timeLimit(.minutes(1))) struct KeystrokeTests {
  static let registry = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Client/fake_registry.py")

  /// The bus, the stand-in registry on it, and a bridge for the demo's scene on it, the
  /// registry's answers to its first calls handled.
  final class Setup {
    let bus: BridgeLoopTests.Bus
    let registry: ChildProcess
    let fixture = DemoFixture()
    let bridge: AccessibilityBridge

    init(late: Bool = false) throws {
      bus = try BridgeLoopTests.Bus()
      registry = try ChildProcess(
        URL(fileURLWithPath: "/usr/bin/python3"), [KeystrokeTests.registry.path, bus.address] + (late ? ["late"] : []),
        standardOutput: .pipe)
      let ready = registry.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: .now + .seconds(20)) }
      try #require(ready == "ready", "the stand-in registry did not start")
      bridge = try AccessibilityBridge(screen: fixture.scene.screen, applicationName: "probe", address: bus.address)
      // The fake registry answers after a call back to the app, beside the rest of the
      // suite: more than a desktop's half second is allowed for it.
      bridge.keystrokeWaitLimit = 5
      let deadline = ContinuousClock.now + .seconds(10)
      while !bridge.hasKeystrokeListeners, ContinuousClock.now < deadline {
        _ = BridgeLoopTests.settle(bridge, rounds: 1)
      }
    }

    deinit {
      bridge.close()
      registry.send(SIGKILL)
      _ = registry.waitUntilExit(seconds: 5)
    }

    /// What the registry said it received, one key.
    func received() throws -> [String: Any] {
      let line = registry.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: .now + .seconds(10)) }
      let text = try #require(line, "the registry reported no key")
      return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
  }

  static func keystroke(_ keysym: UInt32, _ keycode: UInt32, _ text: String, _ name: String, press: Bool = true)
    -> AccessibilityKeystroke
  {
    AccessibilityKeystroke(
      isPress: press, keysym: keysym, keycode: keycode, modifiers: 0x10, time: 123_456, text: text, name: name)
  }

  @Test func aKeyAListenerConsumesIsTheirsAndOthersAreTheApps() throws {
    let s = try Setup()
    #expect(s.bridge.hasKeystrokeListeners)
    // KP_Enter, Orca's where-am-I: consumed.
    #expect(s.bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter")))
    let enter = try s.received()
    #expect(enter["type"] as? Int == 0 && enter["id"] as? Int == 0xFF8D && enter["hw_code"] as? Int == 104)
    #expect(enter["modifiers"] as? Int == 0x10 && enter["timestamp"] as? Int == 123_456)
    #expect(enter["string"] as? String == "KP_Enter" && enter["is_text"] as? Bool == false)
    // The registry asked the app about itself while the app waited: the bridge answered.
    #expect(enter["role"] as? String == "application")
    // A typed letter and a release: the app's.
    #expect(!s.bridge.keystrokeConsumed(Self.keystroke(0x61, 38, "a", "a")))
    let a = try s.received()
    #expect(a["string"] as? String == "a" && a["is_text"] as? Bool == true)
    #expect(!s.bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter", press: false)))
    #expect(try s.received()["type"] as? Int == 1)
    #expect(s.bridge.statistics.keystrokesSent == 3)
    #expect(s.bridge.statistics.keystrokesConsumed == 1)
  }

  @Test func aListenerThatComesAndGoesIsFollowed() throws {
    // The screen reader starts after the app: the registry says so, and keys go to it.
    let s = try Setup(late: true)
    #expect(s.bridge.hasKeystrokeListeners)
    #expect(s.bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter")))
    _ = try s.received()
    // It went: the next key is the app's at once, and never sent.
    let deadline = ContinuousClock.now + .seconds(10)
    while s.bridge.hasKeystrokeListeners, ContinuousClock.now < deadline {
      _ = BridgeLoopTests.settle(s.bridge, rounds: 1)
    }
    #expect(!s.bridge.hasKeystrokeListeners)
    #expect(!s.bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter")))
    #expect(s.bridge.statistics.keystrokesSent == 1)
  }

  @Test func theWaitIsHalfASecondUnlessTheEnvironmentSaysOtherwise() {
    let name = "SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT"
    #expect(AccessibilityBridge.keystrokeWaitLimit(environment: [:]) == 0.5)
    #expect(AccessibilityBridge.keystrokeWaitLimit(environment: [name: "5"]) == 5)
    #expect(AccessibilityBridge.keystrokeWaitLimit(environment: [name: "0.25"]) == 0.25)
    for bad in ["0", "-1", "11", "nan", "soon", ""] {
      let (limit, log) = Diagnostics.collecting { AccessibilityBridge.keystrokeWaitLimit(environment: [name: bad]) }
      #expect(limit == 0.5, "\(bad)")
      #expect(log.contains { $0.contains("\(name)=\(bad) is not seconds") }, "\(bad): \(log)")
    }
  }

  @Test func withoutAListenerOrABusKeysAreTheAppsAtOnce() throws {
    let bus = try BridgeLoopTests.Bus()
    let f = DemoFixture()
    // No registry on this bus: nobody listens for keys, and none is sent.
    let bridge = try AccessibilityBridge(screen: f.scene.screen, applicationName: "probe", address: bus.address)
    _ = BridgeLoopTests.settle(bridge)
    #expect(!bridge.hasKeystrokeListeners)
    #expect(!bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter")))
    #expect(bridge.statistics.keystrokesSent == 0)
    bridge.close()
    #expect(!bridge.keystrokeConsumed(Self.keystroke(0xFF8D, 104, "", "KP_Enter")))
  }
}
