import CDBus

extension MethodReply {
  /// The message that answers the method call `call` with this reply: a method return
  /// with the values, or an error. Values libdbus cannot carry become
  /// `org.freedesktop.DBus.Error.Failed`, so the caller still hears back; `nil` only when
  /// libdbus is out of memory. The caller owns the message.
  package func message(answering call: OpaquePointer) -> OpaquePointer? {
    switch self {
    case .values(let values):
      guard let out = dbus_message_new_method_return(call) else { return nil }
      guard DBusMessageValues.append(values, to: out) else {
        dbus_message_unref(out)
        return dbus_message_new_error(call, "org.freedesktop.DBus.Error.Failed", "the reply could not be built")
      }
      return out
    case .error(let name, let text):
      return dbus_message_new_error(call, name, text)
    }
  }
}
