import AccessibilityBridge
import CDBus

/// The accessibility fuzz target's calls and replies through real libdbus messages, with
/// no bus: each call libdbus would carry is built as a method-call message, marshalled to
/// bytes and read back as the bridge reads what arrives (`MethodCall(message:)`); each
/// reply is built as the bridge builds it (`MethodReply.message(answering:)`) and read
/// back. libdbus checks every value on the way, so a reply it would refuse, or one that
/// loses part of its values, fails the input.
enum AccessibilityWire {
  /// Checks `outcome`, the answer to `call` on `tree`, on the wire, and `call` itself
  /// when libdbus can carry it.
  static func check(_ call: MethodCall, _ outcome: MethodOutcome, in tree: AccessibleTree) throws(FuzzFailure) {
    guard let standIn = dbus_message_new_method_call(nil, "/", nil, "Call") else { return }
    defer { dbus_message_unref(standIn) }
    dbus_message_set_serial(standIn, 1)
    try replyRoundTrip(outcome.reply, answering: standIn, call)

    // Only a call libdbus accepts reaches the bridge.
    guard dbus_validate_path(call.path, nil) != 0, dbus_validate_member(call.member, nil) != 0,
      call.interface.map({ dbus_validate_interface($0, nil) != 0 }) ?? true,
      let message = dbus_message_new_method_call(nil, call.path, call.interface, call.member)
    else { return }
    defer { dbus_message_unref(message) }
    dbus_message_set_serial(message, 1)
    // A descriptor, an empty structure, a bad array: libdbus refuses to build the call.
    guard DBusMessageValues.append(call.arguments, to: message) else { return }
    let received = try marshalled(message, call)
    defer { dbus_message_unref(received) }
    let wireCall = MethodCall(message: received)
    let wireOutcome = AccessibleMethods.outcome(of: wireCall, in: tree)
    try AccessibilityReplyCheck.check(wireOutcome, of: wireCall, in: tree)
    try replyRoundTrip(wireOutcome.reply, answering: received, wireCall)
  }

  /// Builds the message answering `message` with `reply`, as the bridge does, and
  /// checks it reads back as `reply`.
  static func replyRoundTrip(_ reply: MethodReply, answering message: OpaquePointer, _ call: MethodCall)
    throws(FuzzFailure)
  {
    guard let out = reply.message(answering: message) else {
      throw FuzzFailure("no reply message: \(AccessibilityReplyCheck.describe(call))")
    }
    defer { dbus_message_unref(out) }
    let type = dbus_message_get_type(out)
    switch reply {
    case .values(let values):
      guard type == DBUS_MESSAGE_TYPE_METHOD_RETURN else {
        throw FuzzFailure(
          "libdbus cannot carry the values (\(DBusValue.signature(of: values))): "
            + AccessibilityReplyCheck.describe(call))
      }
      let back = try marshalled(out, call)
      defer { dbus_message_unref(back) }
      let read = DBusMessageValues.arguments(of: back)
      guard DBusValueIdentity.same(read, values) else {
        throw FuzzFailure(
          "the reply changed on the wire: \(AccessibilityReplyCheck.describe("\(values)")) became "
            + "\(AccessibilityReplyCheck.describe("\(read)")): \(AccessibilityReplyCheck.describe(call))")
      }
    case .error(let name, let text):
      guard type == DBUS_MESSAGE_TYPE_ERROR, dbus_message_get_error_name(out).map({ String(cString: $0) }) == name
      else {
        throw FuzzFailure("the error \(name) did not go out as one: \(AccessibilityReplyCheck.describe(call))")
      }
      let back = try marshalled(out, call)
      defer { dbus_message_unref(back) }
      // A C string ends at a NUL.
      let sent = String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0 != "\0" }))
      guard DBusMessageValues.arguments(of: back) == [.string(sent)] else {
        throw FuzzFailure("the error's message changed on the wire: \(AccessibilityReplyCheck.describe(call))")
      }
    }
  }

  /// Checks the signal of each event reads back as the event's arguments.
  static func check(_ events: [AccessibilityEvent], old: AccessibleTree, new: AccessibleTree) throws(FuzzFailure) {
    for event in events {
      guard old[event.source] != nil || new[event.source] != nil else {
        throw FuzzFailure("an event from no object: \(event)")
      }
      guard let signal = dbus_message_new_signal(ObjectPaths.path(of: event.source), event.interface, event.member)
      else { throw FuzzFailure("libdbus refuses the signal of \(event)") }
      defer { dbus_message_unref(signal) }
      guard DBusMessageValues.append(event.arguments(), to: signal) else {
        throw FuzzFailure("libdbus cannot carry the arguments of \(event)")
      }
      let back = try marshalled(signal, "the signal of \(event)")
      defer { dbus_message_unref(back) }
      guard DBusValueIdentity.same(DBusMessageValues.arguments(of: back), event.arguments()) else {
        throw FuzzFailure("the signal of \(event) changed on the wire")
      }
    }
  }

  /// `message` marshalled to bytes and read back; the caller releases the copy.
  static func marshalled(_ message: OpaquePointer, _ call: MethodCall) throws(FuzzFailure) -> OpaquePointer {
    try marshalled(message, AccessibilityReplyCheck.describe(call))
  }

  /// `message` (`what` it carries, for a failure) marshalled to bytes and read back.
  static func marshalled(_ message: OpaquePointer, _ what: @autoclosure () -> String) throws(FuzzFailure)
    -> OpaquePointer
  {
    if dbus_message_get_serial(message) == 0 { dbus_message_set_serial(message, 2) }
    var bytes: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    guard dbus_message_marshal(message, &bytes, &length) != 0, let bytes else {
      throw FuzzFailure("a message cannot be marshalled: \(what())")
    }
    defer { dbus_free(bytes) }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let back = dbus_message_demarshal(bytes, length, &error) else {
      let reason = error.message.map { String(cString: $0) } ?? "?"
      throw FuzzFailure("a message does not read back (\(reason)): \(what())")
    }
    return back
  }
}
