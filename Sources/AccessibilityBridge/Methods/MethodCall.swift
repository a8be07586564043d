/// A method call as the bridge receives it, without the bus: which object, which
/// interface and member, and the arguments.
package struct MethodCall: Equatable, Sendable {
  /// The object path it was sent to.
  package var path: String
  /// The interface it names; D-Bus lets a caller leave it out.
  package var interface: String?
  /// The method's name.
  package var member: String
  /// The arguments, in order.
  package var arguments: [DBusValue]

  /// A call of `interface.member` on `path` with `arguments`.
  package init(path: String, interface: String?, member: String, arguments: [DBusValue] = []) {
    self.path = path
    self.interface = interface
    self.member = member
    self.arguments = arguments
  }

  /// The arguments' signature, as the message's header carries it.
  package var signature: String { DBusValue.signature(of: arguments) }
}
