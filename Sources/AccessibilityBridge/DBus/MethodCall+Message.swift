import CDBus

extension MethodCall {
  /// The call a libdbus method-call message carries: its path, interface, member and
  /// arguments. The bridge answers what arrives on the bus this way, and the fuzz target
  /// for the bridge's method calls reads its calls back from the wire the same way.
  package init(message: OpaquePointer) {
    self.init(
      path: dbus_message_get_path(message).map { String(cString: $0) } ?? "",
      interface: dbus_message_get_interface(message).map { String(cString: $0) },
      member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
      arguments: DBusMessageValues.arguments(of: message))
  }
}
