import AccessibilityBridge
import CDBus
import Testing

/// Values through libdbus's own marshalling and back, with no bus: what the bridge sends is
/// what it meant, and what libdbus would refuse never reaches it.
@Suite struct MarshallingTests {
  func roundTrip(_ values: [DBusValue]) -> [DBusValue]? {
    guard let m = dbus_message_new_method_call("a.b", "/a", "a.b", "c") else { return nil }
    defer { dbus_message_unref(m) }
    guard DBusMessageValues.append(values, to: m) else { return nil }
    // Through the wire format: marshal to bytes and back (a message on the wire has a serial).
    dbus_message_set_serial(m, 1)
    var bytes: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    guard dbus_message_marshal(m, &bytes, &length) != 0, let bytes else { return nil }
    defer { dbus_free(bytes) }
    var error = DBusError()
    dbus_error_init(&error)
    guard let back = dbus_message_demarshal(bytes, length, &error) else { return nil }
    defer { dbus_message_unref(back) }
    return DBusMessageValues.arguments(of: back)
  }

  @Test func everyKindSurvivesTheWire() {
    let values: [DBusValue] = [
      .byte(7), .boolean(true), .int16(-3), .uint16(3), .int32(-70000), .uint32(70000), .int64(-1 << 40),
      .uint64(1 << 40), .double(0.5), .string("Grüße"), .objectPath("/org/a11y/atspi/accessible/3"),
      .signature("a{sv}"), .array(element: "(so)", [.structure([.string(":1.1"), .objectPath("/x")])]),
      .array(element: "s", []), .properties([("a", .int32(1)), ("b", .string("c"))]), .variant(.variant(.int32(1))),
      .structure([.int32(1), .int32(2), .int32(3), .int32(4)]),
    ]
    #expect(roundTrip(values) == values)
  }

  @Test func whatLibdbusWouldRefuseIsMended() {
    #expect(roundTrip([.string("a\0b")]) == [.string("ab")])
    #expect(roundTrip([.objectPath("not a path")]) == [.objectPath("/")])
    #expect(
      roundTrip([.array(element: "i", [.int32(1), .string("x"), .int32(2)])]) == [
        .array(element: "i", [.int32(1), .int32(2)])
      ])
    #expect(roundTrip([.string(String(repeating: "x", count: 1 << 20))])?.first?.signature == "s")
  }

  @Test func anEventIsTheSignalLibatspiReads() {
    let e = AccessibilityEvent(source: 4, member: "StateChanged", detail: "focused", detail1: 1)
    #expect(DBusValue.signature(of: e.arguments()) == "siiva{sv}")
    #expect(roundTrip(e.arguments()) == e.arguments())
  }

  @Test func objectPathsAreCheckedAsDBusChecksThem() {
    for p in ["/", "/a", "/a/b_c/1"] { #expect(ObjectPaths.isValid(p)) }
    for p in ["", "a", "/a/", "//", "/a//b", "/a-b", "/ä"] { #expect(!ObjectPaths.isValid(p)) }
    #expect(ObjectPaths.id(of: ObjectPaths.root) == 0)
    #expect(ObjectPaths.id(of: "/org/a11y/atspi/accessible/12") == 12)
    for p in [
      "/org/a11y/atspi/accessible/012", "/org/a11y/atspi/accessible/", "/org/a11y/atspi/accessible/99999999999",
    ] {
      #expect(ObjectPaths.id(of: p) == nil)
    }
  }
}
