import AccessibilityBridge

/// Whether two D-Bus values are the same bits: `==`, except that doubles compare by bit
/// pattern, so a NaN that crossed the wire unchanged still counts as the same (libdbus
/// copies a double's eight bytes).
enum DBusValueIdentity {
  /// Whether `a` and `b` are the same values, in order.
  static func same(_ a: [DBusValue], _ b: [DBusValue]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  }

  /// Whether `a` and `b` are the same value.
  static func same(_ a: DBusValue, _ b: DBusValue) -> Bool {
    switch (a, b) {
    case (.double(let x), .double(let y)): x.bitPattern == y.bitPattern
    case (.array(let e1, let i1), .array(let e2, let i2)): e1 == e2 && same(i1, i2)
    case (.structure(let f1), .structure(let f2)): same(f1, f2)
    case (.dictionaryEntry(let k1, let v1), .dictionaryEntry(let k2, let v2)): same(k1, k2) && same(v1, v2)
    case (.variant(let v1), .variant(let v2)): same(v1, v2)
    default: a == b
    }
  }

  /// Whether two replies are the same.
  static func same(_ a: MethodReply, _ b: MethodReply) -> Bool {
    switch (a, b) {
    case (.values(let x), .values(let y)): same(x, y)
    default: a == b
    }
  }
}
