/// The object paths the bridge serves and names, as AT-SPI lays them out.
package enum ObjectPaths {
  /// The application's root object, where the registry and clients start.
  package static let root = "/org/a11y/atspi/accessible/root"
  /// Where every other object lives: `/org/a11y/atspi/accessible/<number>`.
  package static let objectPrefix = "/org/a11y/atspi/accessible/"
  /// The path of the cache of every object (`org.a11y.atspi.Cache`).
  package static let cache = "/org/a11y/atspi/cache"
  /// A reference to nothing: `("", "/org/a11y/atspi/null")`.
  package static let null = "/org/a11y/atspi/null"
  /// The registry's object, where event listeners are announced.
  package static let registry = "/org/a11y/atspi/registry"
  /// The registry's device event controller, which hands keys to screen readers.
  package static let deviceEventController = "/org/a11y/atspi/registry/deviceeventcontroller"

  /// The path of the object numbered `id` (0 is the application's root).
  package static func path(of id: UInt32) -> String {
    id == AccessibleTree.applicationID ? root : objectPrefix + String(id)
  }

  /// The object number a path names, or `nil` for a path the bridge never hands out.
  package static func id(of path: String) -> UInt32? {
    if path == root { return AccessibleTree.applicationID }
    guard path.hasPrefix(objectPrefix) else { return nil }
    let digits = path.utf8.dropFirst(objectPrefix.utf8.count)
    guard (1...10).contains(digits.count), digits.allSatisfy({ (48...57).contains($0) }),
      digits.first != UInt8(ascii: "0")
    else { return nil }
    return UInt32(String(decoding: digits, as: UTF8.self))
  }

  /// Whether `path` is a valid D-Bus object path: `/`, or `/`-separated non-empty
  /// elements of ASCII letters, digits and underscores.
  package static func isValid(_ path: String) -> Bool {
    let bytes = Array(path.utf8)
    guard bytes.first == UInt8(ascii: "/") else { return false }
    if bytes.count == 1 { return true }
    guard bytes.last != UInt8(ascii: "/") else { return false }
    var previous = UInt8(ascii: "/")
    for b in bytes.dropFirst() {
      let isElement =
        (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) || b == UInt8(ascii: "_")
      guard isElement || (b == UInt8(ascii: "/") && previous != UInt8(ascii: "/")) else { return false }
      previous = b
    }
    return true
  }
}
