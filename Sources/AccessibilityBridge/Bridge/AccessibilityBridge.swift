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
/// the Accessible, Component, Action, Value, Text, EditableText and Application
/// interfaces. It sends focus, window, value, text, caret, children and bounds events once
/// per frame, coalesced. Keys go to the registry's screen readers before the app acts on
/// them (``keystrokeConsumed(_:)``), as GTK's do.
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
/// // before the app acts on a key:
/// if bridge.keystrokeConsumed(keystroke) { return }   // a screen reader's command
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
  /// How long ``keystrokeConsumed(_:)`` waits for the screen readers' answer, in seconds,
  /// as GTK's atk-bridge waits: past it the key is the app's.
  /// `SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT` (seconds, above 0 and at most 10) sets another
  /// wait for the process, for a screen reader slower to answer.
  public static let keystrokeTimeout = 0.5

  /// How long ``keystrokeConsumed(_:)`` waits here: ``keystrokeTimeout``, or
  /// `SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT` (see ``keystrokeWaitLimit(environment:)``).
  package var keystrokeWaitLimit = AccessibilityBridge.keystrokeWaitLimit(
    environment: ProcessInfo.processInfo.environment)

  /// ``keystrokeTimeout``, or the seconds in `SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT` where it
  /// is set: for a screen reader slower to answer than on a desktop, as one on a machine
  /// loaded by a test suite is. A value that is not seconds above 0 and at most 10 is
  /// reported (``Diagnostics``) and the default kept.
  package static func keystrokeWaitLimit(environment: [String: String]) -> Double {
    guard let text = environment["SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT"] else { return keystrokeTimeout }
    guard let seconds = Double(text), seconds > 0, seconds <= 10 else {
      Diagnostics.report(
        "SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT=\(text) is not seconds above 0 and at most 10; waiting \(keystrokeTimeout) s"
      )
      return keystrokeTimeout
    }
    return seconds
  }

  private let loop: BusLoop
  private var connection: BusConnection?
  private var embedSerial: UInt32?
  private var registeredEventsSerial: UInt32?
  private var keystrokeListenersSerial: UInt32?
  /// The registry's keystroke listeners (a screen reader's), by bus name and path: keys
  /// are handed over only while there is one.
  private var keystrokeListeners: Set<String> = []
  /// The key handed to the registry whose answer is awaited, and the answer once it came.
  private var keystrokeWait: (serial: UInt32, consumed: Bool?)?
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
    connection.addMatch("type='signal',interface='\(AtspiInterface.deviceEventListener)'")
    registeredEventsSerial = sendCall(
      to: "org.a11y.atspi.Registry", path: ObjectPaths.registry, interface: AtspiInterface.registry,
      member: "GetRegisteredEvents", arguments: [])
    keystrokeListenersSerial = sendCall(
      to: "org.a11y.atspi.Registry", path: ObjectPaths.deviceEventController,
      interface: AtspiInterface.deviceEventController, member: "GetKeystrokeListeners", arguments: [])
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

  /// Whether a screen reader listens for keys through the registry (then
  /// ``keystrokeConsumed(_:)`` asks it).
  public var hasKeystrokeListeners: Bool { isConnected && !keystrokeListeners.isEmpty }

  /// Hands a key press or release to the screen readers listening through the registry's
  /// device event controller (`NotifyListenersSync`), before the app acts on it, as GTK's
  /// atk-bridge does; returns whether one of them consumed it. A consumed key is the
  /// screen reader's (its own command, such as Orca's where-am-I on the keypad's Enter):
  /// the app must not act on it.
  ///
  /// With no listener it returns `false` at once. Otherwise it waits for the answer at
  /// most ``keystrokeTimeout`` (or `SHEET_COMPOSITOR_KEYSTROKE_TIMEOUT` seconds), answering
  /// the bus's calls meanwhile (the screen reader asks the app about its focus while it
  /// decides); after that, or when the bus fails, the key is the app's.
  public func keystrokeConsumed(_ keystroke: AccessibilityKeystroke) -> Bool {
    guard hasKeystrokeListeners, keystrokeWait == nil else { return false }
    guard
      let serial = sendCall(
        to: "org.a11y.atspi.Registry", path: ObjectPaths.deviceEventController,
        interface: AtspiInterface.deviceEventController, member: "NotifyListenersSync",
        arguments: [keystroke.deviceEvent])
    else { return false }
    statistics.keystrokesSent += 1
    keystrokeWait = (serial, nil)
    defer { keystrokeWait = nil }
    let deadline = ContinuousClock.now + .milliseconds(Int(keystrokeWaitLimit * 1000))
    while keystrokeWait?.consumed == nil, connection != nil {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { break }
      let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
      var ready = pollfd(fd: loop.descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, Int32(clamping: milliseconds))
      handleReadable()
    }
    let consumed = keystrokeWait?.consumed ?? false
    if consumed { statistics.keystrokesConsumed += 1 }
    return consumed
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
    case DBUS_MESSAGE_TYPE_ERROR:
      // A key the registry could not hand over is the app's.
      guard let wait = keystrokeWait, dbus_message_get_reply_serial(message) == wait.serial else { return false }
      keystrokeWait?.consumed = false
      return true
    case DBUS_MESSAGE_TYPE_METHOD_RETURN:
      let serial = dbus_message_get_reply_serial(message)
      let arguments = DBusMessageValues.arguments(of: message)
      if let wait = keystrokeWait, serial == wait.serial {
        if case .boolean(let consumed) = arguments.first {
          keystrokeWait?.consumed = consumed
        } else {
          keystrokeWait?.consumed = false
        }
        return true
      }
      if serial == keystrokeListenersSerial, case .array(_, let items) = arguments.first {
        keystrokeListeners = Set(items.compactMap(Self.keystrokeListener))
        return true
      }
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
      if interface == AtspiInterface.deviceEventListener {
        guard let listener = DBusMessageValues.arguments(of: message).first.flatMap(Self.keystrokeListener) else {
          return true
        }
        if member == "KeystrokeListenerRegistered" { keystrokeListeners.insert(listener) }
        if member == "KeystrokeListenerDeregistered" { keystrokeListeners.remove(listener) }
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

  /// A keystroke listener `(souua(iisi)u(bbb))` as the registry describes it, by its bus
  /// name and path.
  private static func keystrokeListener(_ value: DBusValue) -> String? {
    guard case .structure(let fields) = value, fields.count >= 2, case .string(let name) = fields[0],
      case .objectPath(let path) = fields[1]
    else { return nil }
    return name + " " + path
  }

  /// Answers a method call from the service, unless the caller wants no reply.
  private func answer(_ message: OpaquePointer) {
    guard let connection else { return }
    let reply = service.handle(MethodCall(message: message))
    statistics.callsAnswered += 1
    guard dbus_message_get_no_reply(message) == 0 else { return }
    guard let out = reply.message(answering: message) else { return }
    connection.send(out)
    dbus_message_unref(out)
  }
}
