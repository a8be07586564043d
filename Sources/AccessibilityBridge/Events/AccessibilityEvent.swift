/// One AT-SPI event: a D-Bus signal from an object, `siiva{sv}` as libatspi reads it.
///
/// Its name on the client side is the interface's last word, the member and the detail,
/// in lower case with dashes: `StateChanged` on `org.a11y.atspi.Event.Object` with detail
/// `focused` is `object:state-changed:focused`.
package struct AccessibilityEvent: Equatable, Sendable {
  /// The object the event is about.
  package var source: UInt32
  /// The signal's interface: `org.a11y.atspi.Event.Object`.
  package var interface: String
  /// The signal's member: `StateChanged`, `PropertyChange`, `ChildrenChanged`,
  /// `BoundsChanged`, `TextChanged`.
  package var member: String
  /// The detail: `focused`, `accessible-value`, `add`, ``.
  package var detail: String
  /// The first number: 1 or 0 for a state, an index for children or text.
  package var detail1: Int32
  /// The second number: a length for text.
  package var detail2: Int32
  /// The value that goes in the variant: a reference, a rectangle, a number, a string.
  package var data: DBusValue

  /// An object event.
  package init(
    source: UInt32, member: String, detail: String = "", detail1: Int32 = 0, detail2: Int32 = 0,
    data: DBusValue = .int32(0), interface: String = AtspiInterface.objectEvents
  ) {
    self.source = source
    self.interface = interface
    self.member = member
    self.detail = detail
    self.detail1 = detail1
    self.detail2 = detail2
    self.data = data
  }

  /// The event's name as clients register for it: `object:state-changed:focused`.
  package var name: String {
    let category = interface.split(separator: ".").last.map(String.init) ?? ""
    return [category, member, detail].map(Self.dashed).joined(separator: ":")
  }

  /// Whether libatspi keeps a cache up to date with it (children, states, name,
  /// description, parent, role), so it is sent whether or not anyone listened for it, as
  /// at-spi2-core's own bridge does.
  package var updatesClientCaches: Bool {
    switch member {
    case "ChildrenChanged", "StateChanged": true
    case "PropertyChange":
      ["accessible-name", "accessible-description", "accessible-parent", "accessible-role"].contains(detail)
    default: false
    }
  }

  /// The signal's arguments: detail, detail1, detail2, the data in a variant, and no
  /// extra properties.
  package func arguments() -> [DBusValue] {
    [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .properties([])]
  }

  /// `StateChanged` → `state-changed`, `Object` → `object`.
  static func dashed(_ word: String) -> String {
    var out = ""
    for (i, c) in word.enumerated() {
      if c.isUppercase && i > 0 { out.append("-") }
      out.append(Character(c.lowercased()))
    }
    return out
  }
}
