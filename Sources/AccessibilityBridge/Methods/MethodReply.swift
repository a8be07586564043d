/// What the bridge answers a method call: values, or a D-Bus error.
package enum MethodReply: Equatable, Sendable {
  /// A return with these values.
  case values([DBusValue])
  /// An error named `name` (`org.freedesktop.DBus.Error.UnknownObject`) with a message.
  case error(name: String, message: String)

  /// Whether it is an error.
  package var isError: Bool {
    if case .error = self { return true }
    return false
  }

  /// The error name, for an error.
  package var errorName: String? {
    if case .error(let name, _) = self { return name }
    return nil
  }
}
