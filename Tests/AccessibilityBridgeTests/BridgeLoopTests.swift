import AccessibilityBridge
import CDBus
import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The bridge's descriptor on a private bus (a bare `dbus-daemon`): readable exactly when
/// there is work, quiet once everything is handled, and quiet for good after the bus dies.
@Suite(.timeLimit(.minutes(1))) struct BridgeLoopTests {
  /// A private message bus; its address.
  final class Bus {
    let daemon: ChildProcess
    let address: String

    init() throws {
      daemon = try ChildProcess(
        URL(fileURLWithPath: "/usr/bin/dbus-daemon"), ["--session", "--nofork", "--print-address=1"],
        standardOutput: .pipe)
      let line = daemon.outputDescriptor.flatMap { PipeLines.readLine(from: $0, until: .now + .seconds(10)) }
      address = try #require(line, "dbus-daemon did not start")
    }

    deinit {
      daemon.send(SIGKILL)
      _ = daemon.waitUntilExit(seconds: 5)
    }
  }

  static func readable(_ fd: Int32, milliseconds: Int32 = 0) -> Bool {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, milliseconds) > 0
  }

  /// Handles the bridge's descriptor until it is quiet (at most `rounds` times).
  static func settle(_ bridge: AccessibilityBridge, rounds: Int = 50) -> Int {
    var n = 0
    while n < rounds, readable(bridge.fileDescriptor, milliseconds: 100) {
      bridge.handleReadable()
      n += 1
    }
    return n
  }

  @Test func aCallIsAnsweredAndTheDescriptorGoesQuiet() throws {
    let bus = try Bus()
    let f = DemoFixture()
    let bridge = try AccessibilityBridge(screen: f.scene.screen, applicationName: "probe", address: bus.address)
    defer { bridge.close() }
    #expect(Self.settle(bridge) < 50)
    #expect(!Self.readable(bridge.fileDescriptor))
    // A client on the same bus asks the root for its name.
    var error = DBusError()
    dbus_error_init(&error)
    let client = try #require(dbus_connection_open_private(bus.address, &error))
    defer {
      dbus_connection_close(client)
      dbus_connection_unref(client)
    }
    #expect(dbus_bus_register(client, &error) != 0)
    let uniqueName = bridge.service.busName
    let call = try #require(
      dbus_message_new_method_call(uniqueName, ObjectPaths.root, AtspiInterface.accessible, "GetRoleName"))
    defer { dbus_message_unref(call) }
    var pending: OpaquePointer?
    #expect(dbus_connection_send_with_reply(client, call, &pending, 5000) != 0)
    dbus_connection_flush(client)
    #expect(Self.readable(bridge.fileDescriptor, milliseconds: 5000))
    _ = Self.settle(bridge)
    dbus_pending_call_block(pending)
    let reply = try #require(dbus_pending_call_steal_reply(pending))
    defer { dbus_message_unref(reply) }
    dbus_pending_call_unref(pending)
    var iterator = DBusMessageIter()
    #expect(dbus_message_iter_init(reply, &iterator) != 0)
    var value = DBusBasicValue()
    dbus_message_iter_get_basic(&iterator, &value)
    #expect(String(cString: value.str) == "application")
    #expect(bridge.statistics.callsAnswered >= 1)
    #expect(!Self.readable(bridge.fileDescriptor))
  }

  @Test func aDeadBusIsSaidOnceAndTheDescriptorStaysQuiet() throws {
    let bus = try Bus()
    let f = DemoFixture()
    let bridge = try AccessibilityBridge(screen: f.scene.screen, applicationName: "probe", address: bus.address)
    var reasons: [String] = []
    bridge.onDisconnect = { reasons.append($0) }
    _ = Self.settle(bridge)
    bus.daemon.send(SIGKILL)
    _ = bus.daemon.waitUntilExit(seconds: 5)
    #expect(Self.readable(bridge.fileDescriptor, milliseconds: 5000))
    _ = Self.settle(bridge)
    #expect(reasons.count == 1)
    #expect(!bridge.isConnected)
    #expect(!Self.readable(bridge.fileDescriptor, milliseconds: 200))
    // Frames go on without it.
    f.run(frames: 3)
    bridge.frameDidRender()
    bridge.handleReadable()
    #expect(reasons.count == 1)
  }
}
