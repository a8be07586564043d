import CDBus

/// A private libdbus connection to one bus, registered (it has a unique name), closed
/// exactly once. It never ends the process when the bus goes away.
final class BusConnection {
  /// The libdbus connection.
  let raw: OpaquePointer
  /// Its unique name on the bus, `:1.42`.
  let uniqueName: String
  private(set) var isOpen = true

  /// Connects to the bus at `address` and registers with it.
  init(address: String) throws(AccessibilityBusError) {
    // The process's own SIGPIPE handling stays as it is: libdbus writes with MSG_NOSIGNAL.
    dbus_connection_set_change_sigpipe(0)
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let connection = dbus_connection_open_private(address, &error) else {
      throw .cannotConnect(Self.message(error))
    }
    dbus_connection_set_exit_on_disconnect(connection, 0)
    guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
      let why = Self.message(error)
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
      throw .cannotConnect(why)
    }
    raw = connection
    uniqueName = String(cString: name)
  }

  deinit { close() }

  /// Closes the connection; later calls do nothing.
  func close() {
    guard isOpen else { return }
    isOpen = false
    dbus_connection_close(raw)
    dbus_connection_unref(raw)
  }

  /// Whether the bus is still there.
  var isConnected: Bool { isOpen && dbus_connection_get_is_connected(raw) != 0 }

  /// Queues `message` (and writes what it can now); returns its serial, or nil.
  @discardableResult
  func send(_ message: OpaquePointer) -> UInt32? {
    guard isOpen else { return nil }
    var serial: dbus_uint32_t = 0
    return dbus_connection_send(raw, message, &serial) != 0 ? serial : nil
  }

  /// Sends `message` and waits at most `milliseconds` for the reply's arguments.
  func call(_ message: OpaquePointer, milliseconds: Int32) throws(AccessibilityBusError) -> [DBusValue] {
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let reply = dbus_connection_send_with_reply_and_block(raw, message, milliseconds, &error) else {
      throw .addressUnknown(Self.message(error))
    }
    defer { dbus_message_unref(reply) }
    return DBusMessageValues.arguments(of: reply)
  }

  /// Asks the bus to route signals matching `rule` here, without waiting.
  func addMatch(_ rule: String) {
    dbus_bus_add_match(raw, rule, nil)
  }

  /// Bytes queued to send and not sent yet.
  var outgoingBytes: Int { isOpen ? Int(dbus_connection_get_outgoing_size(raw)) : 0 }

  /// Handles every message received so far (at most `limit`), through the filters.
  func dispatch(limit: Int = 10_000) {
    var n = 0
    while isOpen, n < limit, dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS { n += 1 }
  }

  static func message(_ error: DBusError) -> String {
    if let m = error.message { return String(cString: m) }
    if let n = error.name { return String(cString: n) }
    return "unknown error"
  }
}
