/// A method call as the bridge receives it, without the bus: which object, which
/// interface and member, and the arguments.
public struct MethodCall: Equatable, Sendable {
  /// The object path it was sent to.
  public var path: String
  /// The interface it names; D-Bus lets a caller leave it out.
  public var interface: String?
  /// The method's name.
  public var member: String
  /// The arguments, in order.
  public var arguments: [DBusValue]

  /// A call of `interface.member` on `path` with `arguments`.
  public init(path: String, interface: String?, member: String, arguments: [DBusValue] = []) {
    self.path = path
    self.interface = interface
    self.member = member
    self.arguments = arguments
  }

  /// The arguments' signature, as the message's header carries it.
  public var signature: String { DBusValue.signature(of: arguments) }
}
