import CDBus
import Compositor
import Foundation

/// The core's accessibility model on the Linux accessibility bus (AT-SPI), where screen
/// readers such as Orca, magnifiers and UI automation find it.
///
/// It connects to the accessibility bus (`AT_SPI_BUS_ADDRESS`, else the address the
/// session bus's `org.a11y.Bus` gives), embeds the application under the desktop
/// (`org.a11y.atspi.Socket.Embed`), and serves the tree: the application, one frame per
/// shown compositor window, and the views that carry an element, in reading order, with
/// the Accessible, Component, Action, Value, Text and Application interfaces. It sends
/// focus, value, children and bounds events once per frame, coalesced.
///
/// It never blocks the loop it lives in, nor needs a thread: wait for
/// ``fileDescriptor`` to become readable together with your own descriptors, then call
/// ``handleReadable()``; after each frame call ``frameDidRender()``.
///
/// ```swift
/// let bridge = try AccessibilityBridge(screen: screen, applicationName: "my-app")
/// // in the loop: poll(window's descriptor, bridge.fileDescriptor, …)
/// bridge.handleReadable()
/// // after drawing a frame:
/// bridge.frameDidRender()
/// ```
///
/// The D-Bus library is libdbus-1, the reference implementation, which at-spi2-core's own
/// libatspi and registry use: its watch and timeout hooks fit any main loop (sd-bus would
/// need its own event loop or one descriptor with its own timeout rules, and brings
/// libsystemd). If the bus goes away, the bridge says so once through ``onDisconnect``,
/// lets go of it, and the application runs on.
public final class AccessibilityBridge {
  /// The bus-independent part: the tree, the answers, the events.
  public let service: AccessibilityService
  /// Called once, with a reason, when the bus goes away.
  public var onDisconnect: ((String) -> Void)?
  /// What the bridge has done so far.
  public private(set) var statistics = AccessibilityBridgeStatistics()
  /// The most bytes left queued for a slow bus before a frame's events are dropped
  /// (replies are always sent).
  public static let outgoingLimit = 4 << 20

  private let loop: BusLoop
  private var connection: BusConnection?
  private var embedSerial: UInt32?
  private var registeredEventsSerial: UInt32?
  private var lostReason: String?

  /// Finds the accessibility bus from `environment` and connects to it.
  ///
  /// - Throws: ``AccessibilityBusError`` when there is no bus or it cannot be reached;
  ///   the application then runs without the bridge.
  public convenience init(
    screen: Screen, applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(AccessibilityBusError) {
    let address = try BusAddress.accessibilityBus(environment: environment)
    try self.init(screen: screen, applicationName: applicationName, address: address)
  }

  /// Connects to the accessibility bus at `address` and embeds the application.
  public init(screen: Screen, applicationName: String, address: String) throws(AccessibilityBusError) {
    loop = try BusLoop()
    let connection = try BusConnection(address: address)
    self.connection = connection
    service = AccessibilityService(screen: screen, applicationName: applicationName)
    service.busName = connection.uniqueName
    let me = Unmanaged.passUnretained(self).toOpaque()
    _ = dbus_connection_add_filter(
      connection.raw,
      { _, message, data in
        guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(data).takeUnretainedValue()
        return bridge.receive(message) ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
      }, me, nil)
    guard loop.install(on: connection.raw) else {
      connection.close()
      throw .cannotConnect("libdbus refused the watch functions")
    }
    for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
      connection.addMatch("type='signal',interface='\(AtspiInterface.registry)',member='\(member)'")
    }
    registeredEventsSerial = sendCall(
      to: "org.a11y.atspi.Registry", path: ObjectPaths.registry, interface: AtspiInterface.registry,
      member: "GetRegisteredEvents", arguments: [])
    embedSerial = sendCall(
      to: "org.a11y.atspi.Registry", path: ObjectPaths.root, interface: AtspiInterface.socket, member: "Embed",
      arguments: [.structure([.string(connection.uniqueName), .objectPath(ObjectPaths.root)])])
    // The first snapshot is the baseline the first frame's events are measured from.
    _ = service.frameEvents()
  }

  deinit { close() }

  /// The descriptor to wait on for reading: readable whenever ``handleReadable()`` has
  /// something to do. It stays valid (and quiet) after the bus is lost or closed.
  public var fileDescriptor: Int32 { loop.descriptor }

  /// Whether the bridge is on the bus.
  public var isConnected: Bool { connection?.isConnected ?? false }

  /// Reads and writes what the bus has ready and answers every method call that came,
  /// without waiting. Call it when ``fileDescriptor`` is readable (calling it at other
  /// times is harmless).
  public func handleReadable() {
    guard let connection else { return }
    service.invalidate()
    _ = loop.processReady()
    connection.dispatch()
    if let reason = lostReason ?? (connection.isConnected ? nil : "the connection closed") {
      lose(reason)
    }
  }

  /// Sends the events of what changed since the last frame, one per change and object.
  /// Call it after each frame is drawn.
  public func frameDidRender() {
    guard let connection, connection.isConnected else { return }
    let events = service.frameEvents()
    statistics.frames += 1
    statistics.lastFrameSignals = 0
    guard !events.isEmpty else { return }
    guard connection.outgoingBytes < Self.outgoingLimit else {
      statistics.signalsDropped += events.count
      return
    }
    for event in events {
      guard
        let signal = dbus_message_new_signal(ObjectPaths.path(of: event.source), event.interface, event.member)
      else { continue }
      defer { dbus_message_unref(signal) }
      if DBusMessageValues.append(event.arguments(), to: signal), connection.send(signal) != nil {
        statistics.signalsSent += 1
        statistics.lastFrameSignals += 1
      }
    }
  }

  /// Leaves the bus. Later calls do nothing.
  public func close() {
    guard let connection else { return }
    loop.uninstall(from: connection.raw)
    connection.close()
    self.connection = nil
  }

  /// Lets go of a bus that went away, and says so once.
  private func lose(_ reason: String) {
    close()
    onDisconnect?(reason)
  }

  /// Sends a method call whose reply ``receive(_:)`` picks up; returns its serial.
  private func sendCall(to destination: String, path: String, interface: String, member: String, arguments: [DBusValue])
    -> UInt32?
  {
    guard let connection, let call = dbus_message_new_method_call(destination, path, interface, member) else {
      return nil
    }
    defer { dbus_message_unref(call) }
    guard DBusMessageValues.append(arguments, to: call) else { return nil }
    return connection.send(call)
  }

  /// Handles one message from the bus; returns whether it was the bridge's.
  private func receive(_ message: OpaquePointer) -> Bool {
    switch dbus_message_get_type(message) {
    case DBUS_MESSAGE_TYPE_METHOD_CALL:
      answer(message)
      return true
    case DBUS_MESSAGE_TYPE_METHOD_RETURN:
      let serial = dbus_message_get_reply_serial(message)
      let arguments = DBusMessageValues.arguments(of: message)
      if serial == embedSerial, case .structure(let r) = arguments.first, r.count == 2,
        case .string(let name) = r[0], case .objectPath(let path) = r[1]
      {
        service.desktop = (name, path)
        statistics.embedded = true
      } else if serial == registeredEventsSerial, case .array(_, let items) = arguments.first {
        service.listeners.reset(
          items.compactMap { item in
            guard case .structure(let pair) = item, pair.count == 2, case .string(let listener) = pair[0],
              case .string(let event) = pair[1]
            else { return nil }
            return (listener, event)
          })
      }
      return serial == embedSerial || serial == registeredEventsSerial
    case DBUS_MESSAGE_TYPE_SIGNAL:
      let interface = dbus_message_get_interface(message).map { String(cString: $0) }
      let member = dbus_message_get_member(message).map { String(cString: $0) }
      if interface == "org.freedesktop.DBus.Local" && member == "Disconnected" {
        lostReason = "the accessibility bus went away"
        return true
      }
      guard interface == AtspiInterface.registry else { return false }
      let arguments = DBusMessageValues.arguments(of: message)
      guard arguments.count >= 2, case .string(let listener) = arguments[0], case .string(let event) = arguments[1]
      else { return true }
      if member == "EventListenerRegistered" { service.listeners.add(event, by: listener) }
      if member == "EventListenerDeregistered" { service.listeners.remove(event, by: listener) }
      return true
    default:
      return false
    }
  }

  /// Answers a method call from the service, unless the caller wants no reply.
  private func answer(_ message: OpaquePointer) {
    guard let connection else { return }
    let call = MethodCall(
      path: dbus_message_get_path(message).map { String(cString: $0) } ?? "",
      interface: dbus_message_get_interface(message).map { String(cString: $0) },
      member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
      arguments: DBusMessageValues.arguments(of: message))
    let reply = service.handle(call)
    statistics.callsAnswered += 1
    guard dbus_message_get_no_reply(message) == 0 else { return }
    var out: OpaquePointer?
    switch reply {
    case .values(let values):
      out = dbus_message_new_method_return(message)
      if let r = out, !DBusMessageValues.append(values, to: r) {
        dbus_message_unref(r)
        out = dbus_message_new_error(message, "org.freedesktop.DBus.Error.Failed", "the reply could not be built")
      }
    case .error(let name, let text):
      out = dbus_message_new_error(message, name, text)
    }
    guard let out else { return }
    connection.send(out)
    dbus_message_unref(out)
  }
}
